import { z } from 'zod';

/*
 * The schema of content/site/operator.json (lib/content/operator.ts reads it), checked by
 * content:check so an editor's slip fails before the build.
 */

const factSchema = z.object({
  value: z.string(),
  status: z.enum(['confirmed', 'placeholder']),
});

const hour = z.number().int().min(0).max(24);

/** content/site/operator.json: every fact { value, status }, callback slots as whole hours. */
export const operatorFactsSchema = z.object({
  companyName: factSchema,
  address: factSchema,
  representative: factSchema,
  registration: factSchema,
  salesDesk: z.object({ tel: factSchema }),
  supportDesk: z.object({ tel: factSchema, hours: factSchema }),
  callbackSlots: z
    .array(
      z
        .object({ from: hour, to: hour })
        .refine((s) => s.from < s.to, '開始時刻は終了時刻より前にしてください'),
    )
    .min(1),
});

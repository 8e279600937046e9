import { z } from 'zod';

/**
 * The zod schemas the machine's step guards use. Switch point: these re-export the schemas of
 * lib/validation/ (validation helper) once merged; until then they are provisional shapes.
 */
export const form2Schema = z.looseObject({
  lastName_kanji: z.string().min(1),
  firstName_kanji: z.string().min(1),
  lastName_kana: z.string().min(1),
  firstName_kana: z.string().min(1),
  daytimePhone: z.string().regex(/^0\d{9,10}$/),
  mail: z.email(),
});

export const form3Schema = z.looseObject({
  bankInfo: z.looseObject({ type: z.string().min(1) }),
});

export const termsSchema = z.looseObject({
  isAgreeExplanation: z.literal(true),
});

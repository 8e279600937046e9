import { z } from 'zod';
import type { PlanData } from '@/lib/state/types';
import { form2Schema } from '@/lib/validation/form2';
import { makeForm3Schema } from '@/lib/validation/form3';

/**
 * Step validity for the machine's guards, backed by the zod schemas of lib/validation/ (the same
 * schemas the step forms and the resolver use). termsSchema is provisional here until
 * lib/validation/terms.ts lands.
 */
const termsSchema = z.looseObject({ isAgreeExplanation: z.literal(true) });

const form3Schemas = new Map<string, ReturnType<typeof makeForm3Schema>>();
function form3SchemaFor(planData: Pick<PlanData, 'isPhone' | 'baseMenu'>) {
  const key = `${planData.isPhone}:${planData.baseMenu}`;
  let schema = form3Schemas.get(key);
  if (!schema) {
    schema = makeForm3Schema({
      planData: { isPhone: planData.isPhone, baseMenu: planData.baseMenu },
    });
    form3Schemas.set(key, schema);
  }
  return schema;
}

// Guards run on every event (and on every `state.can` of the UI); step values in the context are
// replaced, never mutated, so a verdict is remembered per values object, per schema and per Japan
// calendar day (the rules on dates of birth and moving dates depend on today).
const verdicts = new WeakMap<object, Map<string, boolean>>();
function remember(values: unknown, key: string, check: () => boolean): boolean {
  if (typeof values !== 'object' || values === null) return check();
  const day = Math.floor((Date.now() + 9 * 3_600_000) / 86_400_000);
  const fullKey = `${key}@${day}`;
  let byKey = verdicts.get(values);
  if (!byKey) verdicts.set(values, (byKey = new Map()));
  let verdict = byKey.get(fullKey);
  if (verdict === undefined) byKey.set(fullKey, (verdict = check()));
  return verdict;
}

/** form2 values complete (lib/validation/form2.ts). */
export function isForm2Complete(values: unknown): boolean {
  return remember(values, 'form2', () => form2Schema.safeParse(values).success);
}

/** form3 values complete, with the plan-dependent rules (number portability only with 光電話). */
export function isForm3Complete(
  values: unknown,
  planData: Pick<PlanData, 'isPhone' | 'baseMenu'>,
): boolean {
  return remember(
    values,
    `form3:${planData.isPhone}:${planData.baseMenu}`,
    () => form3SchemaFor(planData).safeParse(values).success,
  );
}

/** The agreements of the terms step given. */
export function isTermsComplete(values: unknown): boolean {
  return remember(values, 'terms', () => termsSchema.safeParse(values).success);
}

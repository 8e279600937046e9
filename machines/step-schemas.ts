import type { PlanData } from '@/lib/state/types';
import { form2Schema } from '@/lib/validation/form2';
import { makeForm3Schema } from '@/lib/validation/form3';
import { makeTermsSchema, type TermsPlanContext } from '@/lib/validation/terms';

/**
 * Step validity for the machine's guards, backed by the zod schemas of lib/validation/ (the same
 * schemas the step forms and the resolver use).
 */
const termsSchemas = new Map<string, ReturnType<typeof makeTermsSchema>>();
function termsSchemaFor(plan: TermsPlanContext) {
  const key = `${plan.isPhone}:${plan.isTV}:${plan.isGigazo}:${plan.baseMenu}`;
  let schema = termsSchemas.get(key);
  if (!schema) {
    schema = makeTermsSchema({
      isPhone: plan.isPhone,
      isTV: plan.isTV,
      isGigazo: plan.isGigazo,
      baseMenu: plan.baseMenu,
    });
    termsSchemas.set(key, schema);
  }
  return schema;
}

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

/** The agreements of the terms step given: the explanation and each chosen service's terms. */
export function isTermsComplete(values: unknown, planData: TermsPlanContext): boolean {
  return remember(
    values,
    `terms:${planData.isPhone}:${planData.isTV}:${planData.isGigazo}:${planData.baseMenu}`,
    () => termsSchemaFor(planData).safeParse(values).success,
  );
}

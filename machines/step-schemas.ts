import type { PlanData } from '@/lib/state/types';
import { form2Schema } from '@/lib/validation/form2';
import { makeForm3Schema } from '@/lib/validation/form3';
import { makeTermsSchema, type TermsPlanContext } from '@/lib/validation/terms';
import { provideStepChecks } from './step-checks';

/**
 * Step validity for the machine's guards, backed by the zod schemas of lib/validation/ (the same
 * schemas the step forms and the resolver use). Importing this module installs these checks for
 * the machine (./step-checks.ts): ./application-flow.machine.ts and the step forms import it.
 */

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

const termsSchemas = new Map<string, ReturnType<typeof makeTermsSchema>>();

/** The agreements of the terms step given: 重要事項説明 and each chosen service's conditions. */
export function isTermsComplete(values: unknown, planData: TermsPlanContext): boolean {
  const key = `${planData.isPhone}:${planData.isTV}:${planData.isGigazo}:${planData.baseMenu}`;
  let schema = termsSchemas.get(key);
  if (!schema) {
    const { isPhone, isTV, isGigazo, baseMenu } = planData;
    schema = makeTermsSchema({ isPhone, isTV, isGigazo, baseMenu });
    termsSchemas.set(key, schema);
  }
  return remember(values, `terms:${key}`, () => schema.safeParse(values).success);
}

provideStepChecks({ form2: isForm2Complete, form3: isForm3Complete, terms: isTermsComplete });

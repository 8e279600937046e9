import type { PlanData } from '@/lib/state/types';
import type { TermsPlanContext } from '@/lib/validation/terms';

/** The step-validity checks the machine's guards use (implemented by ./step-schemas.ts with zod). */
/** What form2's completeness depends on besides its values (the campaign choice). */
export interface Form2Context {
  /** 光乗りかえキャンペーン chosen: a mobile number is required (lib/validation/form2.ts). */
  mobileRequired: boolean;
}

export interface StepChecks {
  form2(values: unknown, context?: Form2Context): boolean;
  form3(values: unknown, planData: Pick<PlanData, 'isPhone' | 'baseMenu'>): boolean;
  terms(values: unknown, planData: TermsPlanContext): boolean;
}

const checks: Partial<StepChecks> = {};

/**
 * Installs step checks (./step-schema-*.ts do on import, each for its step). They are not
 * imported by the machine itself so that pages without a step form (/area/, /apply/form/,
 * /apply/completed/) ship no zod, and a step page only its own step's schema. Step
 * values enter the context only from a step's form, which imports that step's check, so the check
 * is installed whenever there are values to check.
 */
export function provideStepChecks(c: Partial<StepChecks>): void {
  Object.assign(checks, c);
}

// No values: incomplete, as every step schema says. Values without their check installed cannot
// come from a step form; they count as incomplete, so the visitor is sent back to that step.
const given = (values: unknown) => values !== null && values !== undefined;

/** form2 values complete (lib/validation/form2.ts), with the campaign-dependent mobile rule. */
export function isForm2Complete(values: unknown, context?: Form2Context): boolean {
  return given(values) && checks.form2 !== undefined && checks.form2(values, context);
}

/** form3 values complete, with the plan-dependent rules (number portability only with 光電話). */
export function isForm3Complete(
  values: unknown,
  planData: Pick<PlanData, 'isPhone' | 'baseMenu'>,
): boolean {
  return given(values) && checks.form3 !== undefined && checks.form3(values, planData);
}

/** The agreements of the terms step given: 重要事項説明 and each chosen service's conditions. */
export function isTermsComplete(values: unknown, planData: TermsPlanContext): boolean {
  return given(values) && checks.terms !== undefined && checks.terms(values, planData);
}

// Guards run on every event (and on every `state.can` of the UI); step values in the context are
// replaced, never mutated, so a verdict is remembered per values object, per schema and per Japan
// calendar day (the rules on dates of birth and moving dates depend on today).
const verdicts = new WeakMap<object, Map<string, boolean>>();

/** `check()`, remembered for this values object under `key` for the current Japan day. */
export function rememberVerdict(values: unknown, key: string, check: () => boolean): boolean {
  if (typeof values !== 'object' || values === null) return check();
  const day = Math.floor((Date.now() + 9 * 3_600_000) / 86_400_000);
  const fullKey = `${key}@${day}`;
  let byKey = verdicts.get(values);
  if (!byKey) verdicts.set(values, (byKey = new Map()));
  let verdict = byKey.get(fullKey);
  if (verdict === undefined) byKey.set(fullKey, (verdict = check()));
  return verdict;
}

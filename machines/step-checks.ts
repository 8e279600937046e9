import type { PlanData } from '@/lib/state/types';
import type { TermsPlanContext } from '@/lib/validation/terms';

/** The step-validity checks the machine's guards use (implemented by ./step-schemas.ts with zod). */
export interface StepChecks {
  form2(values: unknown): boolean;
  form3(values: unknown, planData: Pick<PlanData, 'isPhone' | 'baseMenu'>): boolean;
  terms(values: unknown, planData: TermsPlanContext): boolean;
}

let checks: StepChecks | null = null;

/**
 * Installs the step checks (./step-schemas.ts does on import). They are not imported by the
 * machine itself so that pages without a step form (/area/, /apply/form/, /apply/completed/) ship
 * no zod (issue 10). Step values enter the context only from the step forms, which import
 * ./step-schemas, so the checks are installed whenever there are values to check.
 */
export function provideStepChecks(c: StepChecks): void {
  checks = c;
}

// No values: incomplete, as every step schema says. Values without checks installed cannot come
// from a step form; they count as incomplete, so the visitor is sent back to that step.
const has = (values: unknown) => values !== null && values !== undefined && checks !== null;

/** form2 values complete (lib/validation/form2.ts). */
export function isForm2Complete(values: unknown): boolean {
  return has(values) && checks!.form2(values);
}

/** form3 values complete, with the plan-dependent rules (number portability only with 光電話). */
export function isForm3Complete(
  values: unknown,
  planData: Pick<PlanData, 'isPhone' | 'baseMenu'>,
): boolean {
  return has(values) && checks!.form3(values, planData);
}

/** The agreements of the terms step given: 重要事項説明 and each chosen service's conditions. */
export function isTermsComplete(values: unknown, planData: TermsPlanContext): boolean {
  return has(values) && checks!.terms(values, planData);
}

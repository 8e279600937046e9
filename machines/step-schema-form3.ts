import type { PlanData } from '@/lib/state/types';
import { makeForm3Schema } from '@/lib/validation/form3';
import { provideStepChecks, rememberVerdict } from './step-checks';

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

/**
 * form3 values complete, with the plan-dependent rules (number portability only with 光電話;
 * lib/validation/form3.ts). Importing this module installs the check.
 */
export function isForm3Complete(
  values: unknown,
  planData: Pick<PlanData, 'isPhone' | 'baseMenu'>,
): boolean {
  return rememberVerdict(
    values,
    `form3:${planData.isPhone}:${planData.baseMenu}`,
    () => form3SchemaFor(planData).safeParse(values).success,
  );
}

provideStepChecks({ form3: isForm3Complete });

import { makeTermsSchema, type TermsPlanContext } from '@/lib/validation/terms';
import { provideStepChecks, rememberVerdict } from './step-checks';

const termsSchemas = new Map<string, ReturnType<typeof makeTermsSchema>>();

/**
 * The agreements of the terms step given: 重要事項説明 and each chosen service's conditions
 * (lib/validation/terms.ts). Importing this module installs the check.
 */
export function isTermsComplete(values: unknown, planData: TermsPlanContext): boolean {
  const key = `${planData.isPhone}:${planData.isTV}:${planData.isGigazo}:${planData.baseMenu}`;
  let schema = termsSchemas.get(key);
  if (!schema) {
    const { isPhone, isTV, isGigazo, baseMenu } = planData;
    schema = makeTermsSchema({ isPhone, isTV, isGigazo, baseMenu });
    termsSchemas.set(key, schema);
  }
  return rememberVerdict(values, `terms:${key}`, () => schema.safeParse(values).success);
}

provideStepChecks({ terms: isTermsComplete });

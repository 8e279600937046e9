import { stepDependencies, type StepDependencies } from '@/lib/validation/step-dependencies';
import type { CampaignData, PlanData } from '@/lib/state/types';
import { APPLY_STEPS, type PersonalStepId } from './apply-steps';

/** The plan and campaign choice a held step value was checked against. */
export interface StepBasis {
  planData: PlanData;
  campaignData: CampaignData;
}

const sameFacts = (a: object, b: object) =>
  Object.entries(a).every(([k, v]) => (b as Record<string, unknown>)[k] === v) &&
  Object.keys(b).length === Object.keys(a).length;

/**
 * The personal steps whose parsed value no longer stands after the plan or campaign choice
 * changed from `before` to `after` (a new area result changes planData too, through
 * planDataFromArea): a step is invalidated when one of the sources its registry entry depends on
 * (`dependsOn`, lib/apply/steps.ts) changed and a fact its schema reads from it changed
 * (lib/validation/step-dependencies.ts) — form2 when 光乗りかえキャンペーン starts or stops
 * needing a mobile number or the address becomes (or stops being) a new build's without 番地,
 * form3 when 光電話 is added or removed (number portability) or 光乗りかえ changes (the current
 * line), terms when the set of telecom services to agree to changes. The machine then drops those parsed
 * values (the step must be submitted again under the new rules); what the visitor typed (the
 * draft) stays, so the form comes back filled in.
 */
export function invalidatedSteps(before: StepBasis, after: StepBasis): PersonalStepId[] {
  const changed = {
    planData: before.planData !== after.planData,
    campaignData: before.campaignData !== after.campaignData,
  };
  if (!changed.planData && !changed.campaignData) return [];
  const b: StepDependencies = stepDependencies(before.planData, before.campaignData);
  const a: StepDependencies = stepDependencies(after.planData, after.campaignData);
  return APPLY_STEPS.flatMap((step) =>
    step.personal &&
    step.dependsOn.some((source) => changed[source]) &&
    !sameFacts(b[step.id], a[step.id])
      ? [step.id]
      : [],
  );
}

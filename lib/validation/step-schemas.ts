import type { z } from 'zod';
import type { PersonalStepId } from '@/lib/apply/steps';
import type { Clock } from '@/lib/time';
import { makeForm2Schema, type Form2 } from './form2';
import { makeForm3Schema, type Form3 } from './form3';
import {
  isCurrentCarrierRequired,
  isMobileRequired,
  type TermsPlanContext,
} from './step-dependencies';
import { makeTermsSchema, type Terms } from './terms';
import type { CampaignData } from '@/lib/state/types';

/** The parsed value (zod output of the step's schema) of each personal step. */
export interface StepOutputs {
  form2: Form2;
  form3: Form3;
  terms: Terms;
}

/** The plan and campaign facts a personal step's schema reads (lib/validation/step-dependencies.ts). */
export interface StepSchemaBasis {
  planData: TermsPlanContext;
  campaignData: Pick<CampaignData, 'isChangeCP' | 'baseCampaign'>;
}

const SCHEMAS: {
  [S in PersonalStepId]: (basis: StepSchemaBasis, now?: Clock) => z.ZodType<StepOutputs[S]>;
} = {
  form2: ({ campaignData }, now) =>
    makeForm2Schema({ now, mobileRequired: isMobileRequired(campaignData) }),
  form3: ({ planData, campaignData }, now) =>
    makeForm3Schema({
      now,
      planData,
      currentCarrierRequired: isCurrentCarrierRequired(campaignData),
    }),
  terms: ({ planData }) => makeTermsSchema(planData),
};

/**
 * The zod schema of one personal step of the registry (lib/apply/steps.ts) for a plan and
 * campaign choice: the step form validates with it, and the server re-parses a saved draft with it
 * (lib/server/drafts.ts), so a value is checked by today's rules wherever it comes from.
 */
export function stepSchema<S extends PersonalStepId>(
  step: S,
  basis: StepSchemaBasis,
  now?: Clock,
): z.ZodType<StepOutputs[S]> {
  return SCHEMAS[step](basis, now);
}

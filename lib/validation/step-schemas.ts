import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import type { PersonalStepId } from '@/lib/apply/steps';
import type { Clock } from '@/lib/time';
import { form2DefaultValues, makeForm2Schema, type Form2, type Form2Input } from './form2';
import { form3DefaultValues, makeForm3Schema, type Form3, type Form3Input } from './form3';
import {
  isCurrentCarrierRequired,
  isMobileRequired,
  type TermsPlanContext,
} from './step-dependencies';
import { makeTermsSchema, termsDefaultValues, type Terms, type TermsInput } from './terms';
import type { CampaignData, PlanData } from '@/lib/state/types';

/** The parsed value (zod output of the step's schema) of each personal step. */
export interface StepOutputs {
  form2: Form2;
  form3: Form3;
  terms: Terms;
}

/** The values each personal step's form holds (zod input of the step's schema). */
export interface StepInputs {
  form2: Form2Input;
  form3: Form3Input;
  terms: TermsInput;
}

/**
 * The plan and campaign facts a personal step's form reads (its schema: the facts of
 * lib/validation/step-dependencies.ts; form3's defaults: the holiday construction wish).
 */
export interface StepSchemaBasis {
  planData: TermsPlanContext & Partial<Pick<PlanData, 'isNoAddress' | 'isHolidayConstruction'>>;
  campaignData: Pick<CampaignData, 'isChangeCP' | 'baseCampaign'>;
}

/**
 * What a step's form starts from (react-hook-form defaultValues of the step's input; a choice the
 * visitor has to make, such as gender, starts unset).
 */
export type StepFormValues<S extends PersonalStepId = PersonalStepId> = DefaultValues<
  StepInputs[S]
>;

/**
 * Each personal step's form, keyed by the registry's personal steps (lib/apply/steps.ts; a step
 * missing here fails the typecheck): its zod schema under a plan and campaign choice, and the
 * values its form starts from.
 */
const STEP_FORMS: {
  [S in PersonalStepId]: {
    schema: (basis: StepSchemaBasis, now?: Clock) => z.ZodType<StepOutputs[S], StepInputs[S]>;
    defaults: (basis: StepSchemaBasis) => StepFormValues<S>;
  };
} = {
  form2: {
    schema: ({ planData, campaignData }, now) =>
      makeForm2Schema({
        now,
        mobileRequired: isMobileRequired(campaignData),
        noAddress: planData.isNoAddress === true,
      }),
    defaults: () => form2DefaultValues,
  },
  form3: {
    schema: ({ planData, campaignData }, now) =>
      makeForm3Schema({
        now,
        planData,
        currentCarrierRequired: isCurrentCarrierRequired(campaignData),
      }),
    // Holiday construction is chosen with the plan (it is priced): the form starts from it.
    defaults: ({ planData }) => ({
      ...form3DefaultValues,
      isHolidayConstruction: planData.isHolidayConstruction === true,
    }),
  },
  terms: {
    schema: ({ planData }) => makeTermsSchema(planData),
    defaults: () => termsDefaultValues,
  },
};

/**
 * The zod schema of one personal step of the registry (lib/apply/steps.ts) for a plan and
 * campaign choice: the step form validates with it, and the server re-parses a saved draft with it
 * (lib/server/db/repositories/drafts.ts), so a value is checked by today's rules wherever it comes from.
 */
export function stepSchema<S extends PersonalStepId>(
  step: S,
  basis: StepSchemaBasis,
  now?: Clock,
): z.ZodType<StepOutputs[S], StepInputs[S]> {
  return STEP_FORMS[step].schema(basis, now);
}

/** The values the form of `step` starts from under a plan and campaign choice. */
export function stepDefaults<S extends PersonalStepId>(
  step: S,
  basis: StepSchemaBasis,
): StepFormValues<S> {
  return STEP_FORMS[step].defaults(basis);
}

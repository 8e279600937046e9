import { chosenServices } from '@/lib/pricing/services';
import type { AgreeOfTelecomServiceInfo, CampaignData, PlanData } from '@/lib/state/types';

/*
 * The facts outside a personal step that the step's zod schema depends on. Kept free of zod so
 * that the application-flow machine (on every /apply/ page, with or without a step form) can
 * tell when a held step value no longer fits the plan without loading any schema.
 */

/** The part of planData the form3 rules depend on. */
export type Form3PlanContext = Pick<PlanData, 'isPhone' | 'baseMenu'>;
/** The part of planData that decides which telecom services the applicant takes. */
export type TermsPlanContext = Pick<PlanData, 'isPhone' | 'isTV' | 'isGigazo' | 'baseMenu'>;

type ChangeCampaignChoice = { isChangeCP?: boolean; baseCampaign?: string | null };

/** 光乗りかえキャンペーン is chosen (baseCampaign) or applied (isChangeCP, the pricing engine's). */
function isChangeCampaignChosen(campaignData: ChangeCampaignChoice): boolean {
  return campaignData.isChangeCP === true || campaignData.baseCampaign === 'isChangeCP';
}

/**
 * True when the campaign choice needs a mobile number at form2: 光乗りかえキャンペーン chosen or
 * applied (its condition in content/campaigns/change.mdx is a mobile number given at application).
 */
export function isMobileRequired(campaignData: ChangeCampaignChoice): boolean {
  return isChangeCampaignChosen(campaignData);
}

/**
 * True when form3 must name the internet line in use (form3.currentCarrier): 光乗りかえキャンペーン
 * chosen or applied (content/campaigns/change.mdx: the applicant moves from another fibre
 * service, whose cancellation fee the campaign refunds). Read by makeForm3Schema's
 * `currentCarrierRequired` (the step form, the server's draft check) and by applicationSchema.
 */
export function isCurrentCarrierRequired(campaignData: ChangeCampaignChoice): boolean {
  return isChangeCampaignChosen(campaignData);
}

/** 光電話 is chosen: the one rule of lib/pricing/services.ts (chosenServices, by the base menu). */
export function hasPhoneService(plan: Form3PlanContext): boolean {
  return chosenServices(plan).phone;
}

/**
 * Which telecom services the application contains (spec 3 agreeOfTelecomServiceInfo): net, 光電話
 * and 光テレビ by the one rule of lib/pricing/services.ts (chosenServices: the base menu), gigazo
 * with isGigazo. A true flag means the matching agreement checkbox is shown and required.
 */
export function chosenTelecomServices(plan: TermsPlanContext): AgreeOfTelecomServiceInfo {
  const services = chosenServices(plan);
  return { isNet: true, isPhone: services.phone, isTV: services.tv, isGigazo: plan.isGigazo };
}

/** What each personal step's schema reads besides the step's own values. */
export interface StepDependencies {
  /**
   * makeForm2Schema({ mobileRequired, noAddress }): a mobile number with 光乗りかえキャンペーン; no
   * mailing to the installation address of a new build without an address.
   */
  form2: { mobileRequired: boolean; noAddress: boolean };
  /**
   * makeForm3Schema({ planData, currentCarrierRequired }): portability only with 光電話; the
   * current internet line required with 光乗りかえキャンペーン.
   */
  form3: { phone: boolean; currentCarrierRequired: boolean };
  /** makeTermsSchema(planData): one agreement per chosen service. */
  terms: AgreeOfTelecomServiceInfo;
}

/** The dependencies of form2, form3 and terms for a plan and campaign choice. */
export function stepDependencies(
  planData: TermsPlanContext & Partial<Pick<PlanData, 'isNoAddress'>>,
  campaignData: Pick<CampaignData, 'isChangeCP' | 'baseCampaign'>,
): StepDependencies {
  return {
    form2: {
      mobileRequired: isMobileRequired(campaignData),
      noAddress: planData.isNoAddress === true,
    },
    form3: {
      phone: hasPhoneService(planData),
      currentCarrierRequired: isCurrentCarrierRequired(campaignData),
    },
    terms: chosenTelecomServices(planData),
  };
}

import type { AreaData, CampaignData, PlanData } from '@/lib/state/types';
import { campaignChoiceOf, introductionOf } from './format';
import { estimateOf, type QuoteEstimate } from './quote';
import { simulateFees } from './simulate';
import type {
  IntroductionState,
  PriceBook,
  PricingIssue,
  SimulationInput,
  SimulationResult,
} from './types';

/**
 * What an estimate is derived from: the application's planData and campaignData and the area
 * step's result (the application-flow machine's context has this shape; the server passes its
 * own search result). `introduction`: the confirmed introduction; absent, the one campaignData
 * holds (set in the browser after checkIntroductionId); the server passes the stored one
 * (lib/server/pricing.ts findIntroduction), or null.
 */
export interface EstimateBasis {
  planData: PlanData;
  campaignData: CampaignData;
  customerData: { areaData: AreaData | null };
  introduction?: IntroductionState | null;
}

/** An estimate: the fee simulation and what the application carries of it. */
export interface Estimate {
  /** The area facts simulated ({@link areaFactsOf}): the plan choice offers 10ギガ and TV by them. */
  area: SimulationInput['area'];
  /** simulateFees' result: months, initial costs, benefits, campaigns applied and excluded, totals. */
  simulation: SimulationResult;
  /** The estimate the application carries (`estimate` of applicationSchema). */
  estimate: QuoteEstimate;
  /**
   * campaignData with the flags the engine computed from the campaign rules (never set by hand):
   * the application's campaignData from then on.
   */
  campaignData: CampaignData;
  /**
   * The issues for which the plan cannot be applied for at this address (10ギガ or 光テレビ where
   * the area has none, no net price, a contract term not offered): the form step's submit is
   * disabled and applyCTC refuses the plan. An option that needs another service is only noted.
   */
  unavailable: PricingIssue[];
}

/**
 * The area facts the fee simulation reads (10G, TV, マンション割12, KDDI, approved building) from
 * the area step's result: only once the area check succeeded (planData.isAreaChecked, which
 * planDataFromArea sets, and a successful search); null before, and nothing is excluded by area.
 */
export function areaFactsOf(
  planData: Pick<PlanData, 'isAreaChecked'>,
  areaData: AreaData | null,
): SimulationInput['area'] {
  if (!planData.isAreaChecked || areaData?.result !== 'success') return null;
  const { is10GArea, isTVArea, isMansionWari12, isKDDI, isApprovedMansion } = areaData;
  return { is10GArea, isTVArea, isMansionWari12, isKDDI, isApprovedMansion };
}

/**
 * The one place an application's estimate is derived (spec sections 3 and 9; README "Fee
 * simulation"): simulateFees over planData, the visitor's campaign choice, the introduction and
 * the area facts ({@link areaFactsOf}) with the price book `book` at `at` (ISO 8601 instant; the
 * campaigns' validity is judged on its Japan-time date). Amounts are integer yen, tax-included.
 * Used by the application-flow machine (the form and terms steps show its figures and the
 * application carries its estimate) and by the server (lib/server/pricing.ts, which compares it
 * with the browser's). Pure; throws RangeError for an invalid instant.
 */
export function estimateFor(basis: EstimateBasis, book: PriceBook, at: string): Estimate {
  const { planData, campaignData } = basis;
  const area = areaFactsOf(planData, basis.customerData.areaData);
  const simulation = simulateFees(
    {
      planData,
      campaignChoice: campaignChoiceOf(campaignData),
      introduction:
        basis.introduction === undefined ? introductionOf(campaignData) : basis.introduction,
      area,
      appliedAt: at,
    },
    book,
  );
  return {
    area,
    simulation,
    estimate: estimateOf(simulation),
    campaignData: simulation.campaignData,
    unavailable: simulation.issues.filter((i) => i.code !== 'optionUnavailable'),
  };
}

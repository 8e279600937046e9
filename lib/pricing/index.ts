export * from './types';
export * from './options';
export { simulateFees, computeTotals, splitInstalments, priceInMonth, priceBuilding, MIN_SIMULATION_MONTHS } from './simulate';
export { resolveCampaigns, computeCampaignData, ineligibilityReason, introductionAmount } from './campaigns';
export { isActiveAt, windowDate } from './japan-date';
export { priceBookFromContent, type ContentSources } from './from-content';
export { formatYen, describeSteps, introductionOf, campaignChoiceOf } from './format';
export { planEstimate } from './plan-estimate';
export { encodeSimulationEstimate, decodeSimulationEstimate } from './estimate-share';
export { chosenServices, withServiceFlags, type ChosenServices } from './services';
export {
  estimateOf,
  estimateChanges,
  quoteLines,
  quoteSummary,
  toStoredQuote,
  type EstimateChange,
  type EstimateUpdate,
  type QuoteSummary,
  type QuoteEstimate,
  type QuoteLine,
  type StoredQuote,
} from './quote';

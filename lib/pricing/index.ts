export * from './types';
export * from './options';
export { simulateFees, computeTotals, splitInstalments, priceInMonth, priceBuilding, MIN_SIMULATION_MONTHS } from './simulate';
export { resolveCampaigns, computeCampaignData, ineligibilityReason } from './campaigns';
export { isActiveAt, windowDate } from './japan-date';

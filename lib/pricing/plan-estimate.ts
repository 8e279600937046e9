import {
  defaultCampaignData,
  defaultPlanData,
  type BaseMenu,
  type SelectedPlan,
} from '@/lib/state/types';
import { estimateFor } from './estimate';
import { withServiceFlags } from './services';
import type { PriceBook, PriceBuilding, SimulationResult } from './types';

/**
 * The standard estimate a plan page shows (estimateFor, no second price table):
 * the building and plan with the given base menu, the default planData (no paid option, the
 * 2-year term), the default campaign choice (the first eligible base campaign, 特典重視), no
 * introducer, area not checked, at `appliedAt`.
 */
export function planEstimate(
  book: PriceBook,
  args: { building: PriceBuilding; plan: SelectedPlan; baseMenu?: BaseMenu; appliedAt: string },
): SimulationResult {
  const baseMenu = args.baseMenu ?? 0;
  return estimateFor(
    {
      planData: withServiceFlags({
        ...defaultPlanData,
        buildingType: args.building === 'house' ? 0 : 1,
        selectedPlan: args.plan,
        baseMenu,
      }),
      campaignData: defaultCampaignData,
      customerData: { areaData: null },
      introduction: null,
    },
    book,
    args.appliedAt,
  ).simulation;
}

import {
  defaultCampaignData,
  defaultPlanData,
  type BaseMenu,
  type SelectedPlan,
} from '@/lib/state/types';
import { withServiceFlags } from './services';
import { simulateFees } from './simulate';
import type { PriceBook, PriceBuilding, SimulationResult } from './types';

/**
 * The standard estimate a plan page shows (same engine, no second price table):
 * the building and plan with the given base menu, the default planData (no paid option, the
 * 2-year term), the default campaign choice (the first eligible base campaign, 特典重視), no
 * introducer, area not checked, at `appliedAt`.
 */
export function planEstimate(
  book: PriceBook,
  args: { building: PriceBuilding; plan: SelectedPlan; baseMenu?: BaseMenu; appliedAt: string },
): SimulationResult {
  const baseMenu = args.baseMenu ?? 0;
  return simulateFees(
    {
      planData: withServiceFlags({
        ...defaultPlanData,
        buildingType: args.building === 'house' ? 0 : 1,
        selectedPlan: args.plan,
        baseMenu,
      }),
      campaignChoice: {
        baseCampaign: defaultCampaignData.baseCampaign,
        campaignPolicy: defaultCampaignData.campaignPolicy,
      },
      introduction: null,
      area: null,
      appliedAt: args.appliedAt,
    },
    book,
  );
}

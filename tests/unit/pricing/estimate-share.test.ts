import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeSimulationEstimate, encodeSimulationEstimate } from '@/lib/pricing/estimate-share';
import { decodeEstimate } from '@/lib/state/estimate-link';
import { defaultPlanData } from '@/lib/state/types';

describe('simulation share link (est)', () => {
  it('round-trips the plan and the campaign choice', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('plan1G' as const, 'plan10G' as const),
        fc.constantFrom(0 as const, 1 as const, 2 as const),
        fc.boolean(),
        fc.constantFrom(
          null,
          'isChangeCP' as const,
          'isOneYear980CP' as const,
          'is50000CP' as const,
        ),
        fc.constantFrom('benefits' as const, 'price' as const),
        (selectedPlan, baseMenu, isMeshWiFi, baseCampaign, campaignPolicy) => {
          const planData = { ...defaultPlanData, selectedPlan, baseMenu, isMeshWiFi };
          const est = encodeSimulationEstimate(planData, { baseCampaign, campaignPolicy });
          expect(est).toMatch(/^[A-Za-z0-9_-]+$/);
          const back = decodeSimulationEstimate(est)!;
          expect({ ...defaultPlanData, ...back.planData }).toEqual(planData);
          expect(back.choice.campaignPolicy).toBe(campaignPolicy);
          expect(back.choice.baseCampaign).toBe(baseCampaign ?? undefined);
          expect(decodeEstimate(est)).toEqual(back.planData);
        },
      ),
    );
  });

  it('drops unknown campaign values and rejects garbage and applyForm2', () => {
    const est = Buffer.from(
      JSON.stringify({
        selectedPlan: 'plan10G',
        baseCampaign: 'isFreeForeverCP',
        campaignPolicy: 'x',
      }),
    ).toString('base64url');
    expect(decodeSimulationEstimate(est)).toEqual({
      planData: { selectedPlan: 'plan10G' },
      choice: {},
    });
    expect(decodeSimulationEstimate('applyForm2')).toBeNull();
    expect(decodeSimulationEstimate('%%%')).toBeNull();
    expect(decodeSimulationEstimate(null)).toBeNull();
  });
});

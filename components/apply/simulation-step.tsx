'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useState } from 'react';
import type { PriceBook } from '@/lib/pricing/types';
import { decodeSimulationEstimate, encodeSimulationEstimate } from '@/lib/pricing/estimate-share';
import { loadPersistedState, savePersistedState } from '@/lib/state/persisted-state';
import {
  defaultCampaignData,
  defaultPlanData,
  type CampaignData,
  type PlanData,
} from '@/lib/state/types';
import { SimulationForm } from './simulation-form';

/**
 * /apply/form/ until the flow machine's provider is wired: keeps planData and campaignData in the
 * persisted browser state (lib/state/persisted-state.ts, no personal data), restores an estimate
 * from `?est=` (lib/pricing/estimate-share.ts: plan and campaign choice), and on "この内容で申し込む" saves and moves to
 * /apply/form2/. With the machine, replace the state here by the actor's context and send
 * plan.update / campaign.update / step.submit instead.
 */
export function SimulationStep({ book }: { book: PriceBook }) {
  const router = useRouter();
  const [planData, setPlanData] = useState<PlanData>(defaultPlanData);
  const [campaignData, setCampaignData] = useState<CampaignData>(defaultCampaignData);
  const [ready, setReady] = useState(false);
  const [appliedAt] = useState(() => new Date().toISOString());

  useEffect(() => {
    const stored = loadPersistedState(window.localStorage);
    const est = decodeSimulationEstimate(new URLSearchParams(window.location.search).get('est'));
    // Restoring browser state after hydration is an external-system sync, not derived state.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setPlanData({ ...stored.planData, ...est?.planData });
    setCampaignData({ ...stored.campaignData, ...est?.choice });
    setReady(true);
  }, []);

  useEffect(() => {
    if (!ready) return;
    const state = loadPersistedState(window.localStorage);
    savePersistedState(window.localStorage, { ...state, planData, campaignData });
  }, [planData, campaignData, ready]);

  const onPlanChange = useCallback(
    (patch: Partial<PlanData>) => setPlanData((p) => ({ ...p, ...patch })),
    [],
  );
  const onCampaignChange = useCallback((next: CampaignData) => setCampaignData(next), []);
  const onSubmit = useCallback(() => {
    const state = loadPersistedState(window.localStorage);
    savePersistedState(window.localStorage, { ...state, planData, campaignData });
    router.push('/apply/form2/');
  }, [planData, campaignData, router]);

  return (
    <div data-ready={ready ? 'true' : 'false'} data-testid="simulation-step">
      <SimulationForm
        book={book}
        planData={planData}
        campaignData={campaignData}
        area={null}
        appliedAt={appliedAt}
        onPlanChange={onPlanChange}
        onCampaignChange={onCampaignChange}
        onSubmit={onSubmit}
        shareHref={`/apply/form/?est=${encodeSimulationEstimate(planData, campaignData)}`}
      />
    </div>
  );
}

'use client';

import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useState } from 'react';
import { decodeSimulationEstimate, encodeSimulationEstimate } from '@/lib/pricing/estimate-share';
import type { PriceBook, SimulationInput } from '@/lib/pricing/types';
import type { CampaignData, PlanData } from '@/lib/state/types';
import { useApplicationFlow } from './flow-provider';
import { SimulationForm } from './simulation-form';

/**
 * /apply/form/ inside the application-flow provider (issue 7 item 3): the selection lives in the
 * machine's context (planData, campaignData; persisted by the provider), changes are sent as
 * plan.update / campaign.update, "この内容で申し込む" sends step.submit (the machine moves to form2,
 * or back to the area check when it is missing; the route gate follows). Area flags come from the
 * machine's areaData once the area check succeeded. A `?est=` share value is applied once on open.
 */
export function SimulationStep({ book }: { book: PriceBook }) {
  const actor = useApplicationFlow();
  const planData = useSelector(actor, (s) => s.context.planData);
  const campaignData = useSelector(actor, (s) => s.context.campaignData);
  const areaData = useSelector(actor, (s) => s.context.customerData.areaData);
  const [appliedAt] = useState(() => new Date().toISOString());
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const est = decodeSimulationEstimate(new URLSearchParams(window.location.search).get('est'));
    if (est) {
      actor.send({ type: 'plan.update', planData: est.planData });
      actor.send({ type: 'campaign.update', campaignData: est.choice });
    }
    // Applying the share link is a one-time sync with the URL after mount.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setReady(true);
  }, [actor]);

  const area: SimulationInput['area'] =
    planData.isAreaChecked && areaData?.result === 'success'
      ? {
          is10GArea: areaData.is10GArea,
          isTVArea: areaData.isTVArea,
          isMansionWari12: areaData.isMansionWari12,
          isKDDI: areaData.isKDDI,
          isApprovedMansion: areaData.isApprovedMansion,
        }
      : null;

  const onPlanChange = useCallback(
    (patch: Partial<PlanData>) => actor.send({ type: 'plan.update', planData: patch }),
    [actor],
  );
  const onCampaignChange = useCallback(
    (next: CampaignData) => actor.send({ type: 'campaign.update', campaignData: next }),
    [actor],
  );
  const onSubmit = useCallback(() => actor.send({ type: 'step.submit' }), [actor]);

  return (
    <div data-ready={ready ? 'true' : 'false'} data-testid="simulation-step">
      <SimulationForm
        book={book}
        planData={planData}
        campaignData={campaignData}
        area={area}
        appliedAt={appliedAt}
        onPlanChange={onPlanChange}
        onCampaignChange={onCampaignChange}
        onSubmit={onSubmit}
        shareHref={`/apply/form/?est=${encodeSimulationEstimate(planData, campaignData)}`}
      />
    </div>
  );
}

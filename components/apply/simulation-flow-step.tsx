'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useSelector } from '@xstate/react';
import type { PriceBook } from '@/lib/pricing/types';
import { decodeSimulationEstimate, encodeSimulationEstimate } from '@/lib/pricing/estimate-share';
import type { CampaignData, PlanData } from '@/lib/state/types';
import { useApplicationFlow } from './flow-provider';
import { AreaSummary } from './step-placeholder';
import { SimulationForm } from './simulation-form';

/**
 * /apply/form/ inside the application flow: planData and campaignData are the machine's context
 * (persisted, non-personal, by the flow provider); changes go up as plan.update /
 * campaign.update, "この内容で申し込む" is step.submit (to form2 once the area is checked, else
 * back to the area check). An `?est=` share link is applied once on arrival.
 */
export function SimulationFlowStep({ book }: { book: PriceBook }) {
  const actor = useApplicationFlow();
  const planData = useSelector(actor, (s) => s.context.planData);
  const campaignData = useSelector(actor, (s) => s.context.campaignData);
  const areaData = useSelector(actor, (s) => s.context.customerData.areaData);
  const [appliedAt] = useState(() => new Date().toISOString());
  const estApplied = useRef(false);

  useEffect(() => {
    if (estApplied.current) return;
    estApplied.current = true;
    const est = decodeSimulationEstimate(new URLSearchParams(window.location.search).get('est'));
    if (!est) return;
    actor.send({ type: 'plan.update', planData: est.planData });
    actor.send({ type: 'campaign.update', campaignData: est.choice });
  }, [actor]);

  const onPlanChange = useCallback(
    (patch: Partial<PlanData>) => actor.send({ type: 'plan.update', planData: patch }),
    [actor],
  );
  const onCampaignChange = useCallback(
    (next: CampaignData) => actor.send({ type: 'campaign.update', campaignData: next }),
    [actor],
  );
  const onSubmit = useCallback(() => actor.send({ type: 'step.submit' }), [actor]);
  const area =
    planData.isAreaChecked && areaData?.result === 'success'
      ? {
          is10GArea: areaData.is10GArea,
          isTVArea: areaData.isTVArea,
          isMansionWari12: areaData.isMansionWari12,
          isKDDI: areaData.isKDDI,
          isApprovedMansion: areaData.isApprovedMansion,
        }
      : null;

  return (
    <div data-testid="simulation-step" data-ready="true" className="flex flex-col gap-4">
      <AreaSummary />
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

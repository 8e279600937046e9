'use client';

import { useSelector } from '@xstate/react';
import {
  startTransition,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { decodeSimulationEstimate, encodeSimulationEstimate } from '@/lib/pricing/estimate-share';
import type { EstimateChange } from '@/lib/pricing/quote';
import type { PriceBook } from '@/lib/pricing/types';
import type { CampaignData, PlanData } from '@/lib/state/types';
import { useApplicationFlow } from './flow-context';
import { SimulationForm } from './simulation-form';

/**
 * /apply/form/ inside the application-flow provider: the selection lives in the
 * machine's context (planData, campaignData; persisted by the provider), changes are sent as
 * plan.update / campaign.update, "この内容で申し込む" sends step.submit (the machine moves to form2,
 * or back to the area check when it is missing; the route gate follows). Opening the page sends
 * the price book and the instant (pricing.open): the machine prices the application
 * (lib/pricing/estimate.ts) at every change, and this page shows its estimate. A `?est=` share
 * value is applied once on open. When applyCTC priced differently, the machine prices at the
 * server's instant and the page lists and marks what changed.
 */
export function SimulationStep({ book }: { book: PriceBook }) {
  const actor = useApplicationFlow();
  const planData = useSelector(actor, (s) => s.context.planData);
  const campaignData = useSelector(actor, (s) => s.context.campaignData);
  const estimate = useSelector(actor, (s) => s.context.pricing?.current ?? null);
  // A choice re-prices the whole estimate, and the sections that show it (campaigns, breakdown,
  // summary) are most of the form. They render from this deferred copy: the choice's own render
  // (its radio, the plan and option lists) is painted first, and the new figures follow in a
  // render React may interrupt (docs/benchmarks.md, INP of the plan choice). Whether the choice
  // can be applied for is read from the current estimate, so 申し込む is never enabled on an old
  // one.
  const shownEstimate = useDeferredValue(estimate);
  const update = useSelector(actor, (s) => s.context.applicationDetails.estimateUpdate);
  const changedKeys = useMemo(() => new Set(update?.changes.map((c) => c.key)), [update]);
  // 'none' until the step has opened pricing; then the first screen; then every section.
  const [shown, setShown] = useState<'none' | 'first' | 'all'>('none');

  useEffect(() => {
    const est = decodeSimulationEstimate(new URLSearchParams(window.location.search).get('est'));
    if (est) {
      actor.send({ type: 'plan.update', planData: est.planData });
      actor.send({ type: 'campaign.update', campaignData: est.choice });
    }
    actor.send({ type: 'pricing.open', book, at: new Date().toISOString() });
    // The form (a thousand components) first renders as a transition, which React renders in
    // slices. It must not render off the estimate's arrival: useSelector reads the actor through
    // useSyncExternalStore, whose changes React renders synchronously, in one long task.
    startTransition(() => setShown('first'));
  }, [actor, book]);

  // The sections below the first screen follow in a transition of their own: one commit of the
  // whole form was one long task of style and layout on a phone (docs/benchmarks.md).
  useEffect(() => {
    if (shown === 'first') startTransition(() => setShown('all'));
  }, [shown]);

  const onPlanChange = useCallback(
    (patch: Partial<PlanData>) => actor.send({ type: 'plan.update', planData: patch }),
    [actor],
  );
  const onCampaignChange = useCallback(
    (patch: Partial<CampaignData>) => actor.send({ type: 'campaign.update', campaignData: patch }),
    [actor],
  );
  const onSubmit = useCallback(() => actor.send({ type: 'step.submit' }), [actor]);

  return (
    <div
      // Ready once every section is in and shows the current estimate.
      data-ready={shown === 'all' && estimate && shownEstimate === estimate ? 'true' : 'false'}
      data-testid="simulation-step"
    >
      {update && update.changes.length > 0 ? (
        <EstimateUpdateNotice changes={update.changes} />
      ) : null}
      {shown !== 'none' && estimate && shownEstimate ? (
        <SimulationForm
          book={book}
          planData={planData}
          campaignData={campaignData}
          estimate={shownEstimate}
          blocked={estimate.unavailable.length > 0}
          onPlanChange={onPlanChange}
          onCampaignChange={onCampaignChange}
          onSubmit={onSubmit}
          shareHref={`/apply/form/?est=${encodeSimulationEstimate(planData, campaignData)}`}
          changedKeys={changedKeys}
          complete={shown === 'all'}
        />
      ) : null}
    </div>
  );
}

/**
 * The server's estimate update (applyCTC refused the application at planData): a notice that the
 * estimate changed, with each changed total or campaign (before → after). campaignData fields are
 * listed only when nothing else changed (a flag changes with its campaign).
 */
function EstimateUpdateNotice({ changes }: { changes: EstimateChange[] }) {
  const visible = changes.filter((c) => !c.key.startsWith('campaignData.'));
  const shown = visible.length > 0 ? visible : changes;
  return (
    <section
      role="alert"
      aria-labelledby="estimate-updated"
      className="mb-6 rounded-lg border-2 border-brand bg-brand-soft p-4"
      data-testid="estimate-updated"
    >
      <h2 id="estimate-updated" className="font-bold">
        お見積もりが更新されました
      </h2>
      <p className="mt-1 text-sm">
        キャンペーンの受付期間や料金が変わったため、最新の内容で計算し直しました。内容をご確認のうえ、あらためてお申し込みください。
      </p>
      <ul className="mt-2 space-y-1 text-sm">
        {shown.map((c) => (
          <li key={c.key} data-change={c.key}>
            <span className="font-bold">{c.label}</span>：{c.before} → {c.after}
          </li>
        ))}
      </ul>
    </section>
  );
}

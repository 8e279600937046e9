'use client';

import { Suspense, useEffect, useRef, useState } from 'react';
import { useActorRef } from '@xstate/react';
import type { InspectionEvent, Observer, Snapshot } from 'xstate';
import {
  applicationFlowMachine,
  type ApplicationFlowInput,
  type RestoredDraft,
} from '@/machines/application-flow.machine';
import { loadDraftToken, saveDraftToken } from '@/lib/state/draft-token';
import { decodeReceiptQuote, encodeReceiptQuote } from '@/lib/state/receipt-quote';
import { saveReceiptPlaceToken } from '@/lib/state/receipt-place-token';
import { nextApplyStep, type ApplyStepId } from '@/machines/apply-steps';
import { loadPersistedState, savePersistedState } from '@/lib/state/persisted-state';
import { loadEstimateUpdate, saveEstimateUpdate } from '@/lib/state/estimate-update-store';
import { isMaintenanceMode } from '@/lib/settings/maintenance';
import { browserAllowsPrefetch, onFirstIntent } from '@/lib/release/prefetch-policy';
import { useSiteSettings } from '@/components/platform/use-site-settings';
import { ApplyStepGate } from './apply-step-gate';
import { startDraftSync, type DraftSync } from './draft-sync';
import { flowActors } from './flow-actors';
import { DraftSyncContext, FlowContext, FlowLoading } from './flow-context';
import { warmUpFlowStep } from './flow-steps';

/**
 * The running application lives in memory across the wizard's pages (they sit in different route
 * groups, so no layout is shared): each page's provider resumes from this snapshot. It holds
 * personal data, so it is never written to browser storage; a reload starts from the persisted,
 * non-personal part and the server-side draft (./draft-sync.ts).
 */
let memorySnapshot: Snapshot<unknown> | undefined;

/** Whether the server-side draft is being restored at this page load. */
type Resume = 'pending' | 'done';

/**
 * Set when this page load's draft token was unknown or expired: the notice stays on the wizard's
 * pages (the fresh start may move to /apply/area/) until a new draft is saved.
 */
let draftExpired = false;

export const DRAFT_EXPIRED_MESSAGE =
  '保存されていたお申し込みの入力内容は、有効期限（最後の保存から7日間）が過ぎたため読み込めませんでした。お手数ですが、はじめからご入力ください。';

/**
 * Restores the server-side draft of the tab's token into `actor` once per page load (a reload, a
 * new tab of a resume link): the machine then stands at the draft's furthest valid step. An
 * unknown or expired token is forgotten (the pages show DRAFT_EXPIRED_MESSAGE and start afresh);
 * a failed call starts afresh and keeps the token (a
 * later reload tries again).
 */
function useDraftResume(actor: ReturnType<typeof useActorRef<typeof machine>>): Resume {
  // The token at this page load (a page after the first keeps the machine in memory).
  const [token] = useState(() =>
    !memorySnapshot && typeof window !== 'undefined' ? loadDraftToken(window.sessionStorage) : null,
  );
  const [resume, setResume] = useState<Resume>(token ? 'pending' : 'done');
  useEffect(() => {
    if (!token) return;
    let live = true;
    import('@/lib/apply/draft-calls')
      .then(({ loadDraft }) => loadDraft<RestoredDraft>(token))
      .then(
        (draft) => {
          if (!live) return;
          if (draft) actor.send({ type: 'draft.restore', draft });
          else saveDraftToken(window.sessionStorage, null);
          draftExpired = !draft;
          setResume('done');
        },
        () => live && setResume('done'),
      );
    return () => {
      live = false;
    };
  }, [actor, token]);
  return resume;
}

const machine = applicationFlowMachine.provide({ actors: flowActors });

function persistedInput(): ApplicationFlowInput {
  if (typeof window === 'undefined') return {};
  const stored = loadPersistedState(window.localStorage);
  const d = stored.applicationDetails;
  return {
    planData: stored.planData,
    campaignData: stored.campaignData,
    applicationDetails: {
      // The server's estimate update outlives a reload of the tab (sessionStorage).
      estimateUpdate: loadEstimateUpdate(window.sessionStorage),
      idempotencyKey: typeof d.idempotencyKey === 'string' ? d.idempotencyKey : null,
      isPlanConfirmed: d.isPlanConfirmed === true,
      receipt:
        typeof d.receiptNumber === 'string'
          ? {
              receiptNumber: d.receiptNumber,
              receivedAt: typeof d.receivedAt === 'string' ? d.receivedAt : null,
              introductionId:
                typeof d.receiptIntroductionId === 'string' ? d.receiptIntroductionId : null,
              period: typeof d.receiptPeriod === 'string' ? d.receiptPeriod : null,
              quote: decodeReceiptQuote(d.receiptQuote),
            }
          : null,
    },
  };
}

/**
 * The application-flow machine's actor for one flow page (loaded by ApplicationFlowProvider after
 * hydration, with the page's step): restores and saves the non-personal context (see
 * ApplicationFlowProvider), restores the server-side draft after a reload (useDraftResume) and
 * keeps it saved (./draft-sync.ts; the frame's data-draft says 'saving' or 'saved'; leaving the
 * page with a change not yet sent sends it and asks the browser to confirm), follows the site settings' maintenance window, and renders the page's
 * content inside the route gate (`step` with `gated`; ./apply-step-gate.tsx) and a Suspense
 * boundary for the lazily loaded step contents (./flow-steps.tsx). At the visitor's first input
 * (lib/release/prefetch-policy.ts onFirstIntent) it loads the next step's code in turns
 * (warmUpFlowStep), so moving on renders without a wait (not on save-data or 2g connections,
 * like link prefetches: spec section 7).
 */
export function FlowActorHost({
  step,
  gated = false,
  children,
  inspect,
}: {
  step?: ApplyStepId;
  gated?: boolean;
  children: React.ReactNode;
  inspect?: Observer<InspectionEvent>;
}) {
  // The actor is created once; its start (the persisted state, read from storage) is read then
  // only, not at each render of the host.
  const [start] = useState(() => ({
    input: memorySnapshot ? undefined : persistedInput(),
    snapshot: memorySnapshot as never,
  }));
  const actor = useActorRef(machine, { ...start, inspect });
  const loaded = useSiteSettings();
  const resume = useDraftResume(actor);
  const syncRef = useRef<DraftSync | null>(null);

  useEffect(() => {
    if (resume === 'pending') return;
    const sync = startDraftSync(actor, window.sessionStorage);
    syncRef.current = sync;
    // What was just restored is on the server already.
    sync.markSaved();
    const frame = document.querySelector<HTMLElement>('[data-flow-frame]');
    const off = sync.onState((state) => {
      frame?.setAttribute('data-draft', state);
      if (state === 'saved') draftExpired = false;
    });
    frame?.setAttribute('data-draft', 'saved');
    // Leaving with a change not yet saved: send it now, and ask the browser to confirm.
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (!sync.hasUnsaved()) return;
      sync.flush();
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      off();
      sync.stop();
      syncRef.current = null;
    };
  }, [actor, resume]);

  useEffect(() => {
    // The machine replaces these objects when they change, so an unchanged reference means
    // nothing to persist: most events (typing into a step) touch only the in-memory part.
    let written: object[] = [];
    let writtenUpdate = actor.getSnapshot().context.applicationDetails.estimateUpdate;
    let writtenReceipt = actor.getSnapshot().context.applicationDetails.receipt;
    const sub = actor.subscribe((snapshot) => {
      memorySnapshot = actor.getPersistedSnapshot();
      const { applicationDetails: a, planData, campaignData } = snapshot.context;
      if (a.estimateUpdate !== writtenUpdate) {
        writtenUpdate = a.estimateUpdate;
        saveEstimateUpdate(window.sessionStorage, a.estimateUpdate);
      }
      const slice = [planData, campaignData, a];
      if (slice.every((o, i) => o === written[i])) return;
      if (a.receipt !== writtenReceipt) {
        writtenReceipt = a.receipt;
        // A new build's receipt: the token that reads its place again after a reload.
        if (a.receipt?.placeToken)
          saveReceiptPlaceToken(window.sessionStorage, {
            receiptNumber: a.receipt.receiptNumber,
            token: a.receipt.placeToken,
          });
      }
      written = slice;
      const stored = loadPersistedState(window.localStorage);
      savePersistedState(window.localStorage, {
        ...stored,
        planData,
        campaignData,
        applicationDetails: {
          ...stored.applicationDetails,
          idempotencyKey: a.idempotencyKey,
          isPlanConfirmed: a.isPlanConfirmed,
          receiptNumber: a.receipt?.receiptNumber ?? null,
          receivedAt: a.receipt?.receivedAt ?? null,
          // The receipt page's other facts, so it survives a reload: the customer's own referral
          // id (meant to be shared) and the area's construction period. No personal data.
          receiptIntroductionId: a.receipt?.introductionId ?? null,
          receiptPeriod: a.receipt?.period ?? null,
          // The stored quote's summary (amounts and campaign titles), for the page after a reload.
          receiptQuote: encodeReceiptQuote(a.receipt?.quote),
        },
      });
    });
    return () => sub.unsubscribe();
  }, [actor]);

  useEffect(() => {
    if (!loaded) return;
    const isMaintenance = isMaintenanceMode(loaded.settings.maintenance, Date.now());
    if (actor.getSnapshot().context.isMaintenance !== isMaintenance)
      actor.send({ type: 'settings.update', isMaintenance });
  }, [actor, loaded]);

  useEffect(() => {
    const next = step ? nextApplyStep(step) : null;
    // Like a link prefetch: not on save-data or 2g connections (spec section 7).
    if (!next || !browserAllowsPrefetch()) return;
    // At the visitor's first input, not at idle: the next step's code (zod for the personal
    // steps) then stays out of the load, and is still in before the visitor can submit. A
    // failed preload is retried when the step renders.
    return onFirstIntent(() => void warmUpFlowStep(next).catch(() => {}));
  }, [step]);

  if (resume === 'pending') return <FlowLoading />;
  const content = <Suspense fallback={<FlowLoading />}>{children}</Suspense>;
  return (
    <FlowContext.Provider value={actor}>
      <DraftSyncContext.Provider value={syncRef}>
        {draftExpired ? (
          <p
            role="status"
            data-testid="draft-expired"
            className="mb-4 rounded border border-amber-300 bg-amber-50 p-3 text-sm"
          >
            {DRAFT_EXPIRED_MESSAGE}
          </p>
        ) : null}
        {gated && step ? <ApplyStepGate step={step}>{content}</ApplyStepGate> : content}
      </DraftSyncContext.Provider>
    </FlowContext.Provider>
  );
}

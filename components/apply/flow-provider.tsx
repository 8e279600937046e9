'use client';

import { createContext, startTransition, useContext, useEffect, useState } from 'react';
import { useActorRef } from '@xstate/react';
import type { Actor, Snapshot } from 'xstate';
import {
  applicationFlowMachine,
  type ApplicationFlowInput,
  type ApplicationFlowMachine,
} from '@/machines/application-flow.machine';
import { loadPersistedState, savePersistedState } from '@/lib/state/persisted-state';
import { loadEstimateUpdate, saveEstimateUpdate } from '@/lib/state/estimate-update-store';
import { isMaintenanceMode } from '@/lib/settings/maintenance';
import { useSiteSettings } from '@/components/platform/use-site-settings';
import { flowActors } from './flow-actors';

type FlowActor = Actor<ApplicationFlowMachine>;

const FlowContext = createContext<FlowActor | null>(null);

/**
 * The running application lives in memory across the wizard's pages (they sit in different route
 * groups, so no layout is shared): each page's provider resumes from this snapshot. It holds
 * personal data, so it is never written to storage; a reload starts from the persisted,
 * non-personal part only.
 */
let memorySnapshot: Snapshot<unknown> | undefined;

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
            }
          : null,
    },
  };
}

const wantsInspector = () =>
  process.env.NODE_ENV === 'development' &&
  new URLSearchParams(window.location.search).has('inspect');

/** Starts the Stately inspector when a flow page is opened with ?inspect, in development only. */
function useInspect() {
  const [inspect, setInspect] = useState<((e: unknown) => void) | undefined>(undefined);
  useEffect(() => {
    if (!wantsInspector()) return;
    let stop: (() => void) | undefined;
    void import('@statelyai/inspect').then(({ createBrowserInspector }) => {
      const inspector = createBrowserInspector();
      stop = () => inspector.stop();
      setInspect(() => inspector.inspect as unknown as (e: unknown) => void);
    });
    return () => stop?.();
  }, []);
  return inspect;
}

function FlowActorHost({
  children,
  inspect,
}: {
  children: React.ReactNode;
  inspect?: (e: unknown) => void;
}) {
  const actor = useActorRef(machine, {
    input: memorySnapshot ? undefined : persistedInput(),
    snapshot: memorySnapshot as never,
    inspect: inspect as never,
  });
  const loaded = useSiteSettings();

  useEffect(() => {
    // The machine replaces these objects when they change, so an unchanged reference means
    // nothing to persist: most events (typing into a step) touch only the in-memory part.
    let written: object[] = [];
    let writtenUpdate = actor.getSnapshot().context.applicationDetails.estimateUpdate;
    const sub = actor.subscribe((snapshot) => {
      memorySnapshot = actor.getPersistedSnapshot();
      const { applicationDetails: a, planData, campaignData } = snapshot.context;
      if (a.estimateUpdate !== writtenUpdate) {
        writtenUpdate = a.estimateUpdate;
        saveEstimateUpdate(window.sessionStorage, a.estimateUpdate);
      }
      const slice = [planData, campaignData, a];
      if (slice.every((o, i) => o === written[i])) return;
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

  return <FlowContext.Provider value={actor}>{children}</FlowContext.Provider>;
}

/** True once a flow page has mounted in this document: later client navigations render at once. */
let hasMounted = false;

/**
 * Runs the application-flow machine for the /apply/* and /area/ pages and gives its actor to
 * the leaves (useApplicationFlow). Non-personal context (planData, campaignData,
 * applicationDetails) is restored from and saved to the persisted state of lib/state
 * (localStorage), the server's estimate update to sessionStorage; the personal part
 * (customerData, the step drafts) stays in memory only.
 * The persisted state is read in the browser only, so the server (and hydration) render the
 * loading state; the first client render of the flow then runs as a transition, which React
 * renders in slices that leave the main thread free for input,
 * instead of one synchronous render of the whole step after hydration.
 */
export function ApplicationFlowProvider({ children }: { children: React.ReactNode }) {
  const inspect = useInspect();
  const [isClient, setClient] = useState(hasMounted);
  useEffect(() => {
    hasMounted = true;
    if (!isClient) startTransition(() => setClient(true));
  }, [isClient]);
  if (!isClient || (wantsInspector() && !inspect))
    return (
      <p className="mx-auto max-w-[960px] px-4 py-10 text-sm text-neutral-600">読み込み中です…</p>
    );
  return <FlowActorHost inspect={inspect}>{children}</FlowActorHost>;
}

/** The application-flow actor of the nearest ApplicationFlowProvider. */
export function useApplicationFlow(): FlowActor {
  const actor = useContext(FlowContext);
  if (!actor) throw new Error('useApplicationFlow outside ApplicationFlowProvider');
  return actor;
}

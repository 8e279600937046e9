'use client';

import { startTransition, useEffect, useState } from 'react';
import type { InspectionEvent, Observer } from 'xstate';
import type { ApplyStepId } from '@/machines/apply-steps';
import { isChunkLoadError, tryAcquireReload } from '@/lib/release/reload-guard';
import { FlowLoading } from './flow-context';
import type { FlowActorHost } from './flow-host';
import { preloadFlowStep } from './flow-steps';

const wantsInspector = () =>
  process.env.NODE_ENV === 'development' &&
  new URLSearchParams(window.location.search).has('inspect');

/** Starts the Stately inspector when a flow page is opened with ?inspect, in development only. */
function useInspect() {
  const [inspect, setInspect] = useState<Observer<InspectionEvent> | undefined>(undefined);
  useEffect(() => {
    if (!wantsInspector()) return;
    let stop: (() => void) | undefined;
    void import('@statelyai/inspect').then(({ createBrowserInspector }) => {
      const inspector = createBrowserInspector();
      stop = () => inspector.stop();
      setInspect(() => inspector.inspect);
    });
    return () => stop?.();
  }, []);
  return inspect;
}

type Host = typeof FlowActorHost;

/** The loaded host (kept for the document's later flow pages, which then render at once). */
let loadedHost: Host | undefined;

/**
 * Loads the machine's host (./flow-host.tsx) and `step`'s content together. A chunk that cannot
 * be loaded (usually a new release replaced it) reloads the page once (spec section 4, reload
 * guard); any other failure is thrown to the page's error boundary when it renders.
 */
function loadHost(step: ApplyStepId | undefined): Promise<Host> {
  return Promise.all([import('./flow-host'), step ? preloadFlowStep(step) : undefined]).then(
    ([m]) => (loadedHost = m.FlowActorHost),
  );
}

/**
 * Runs the application-flow machine for the /apply/* and /area/ pages and gives its actor to
 * the leaves (useApplicationFlow). Non-personal context (planData, campaignData,
 * applicationDetails) is restored from and saved to the persisted state of lib/state
 * (localStorage), the server's estimate update to sessionStorage; the personal part
 * (customerData, the step drafts) stays in memory only.
 * The persisted state is read in the browser only, so the server (and hydration) render the
 * loading state (FlowLoading). After hydration the machine (./flow-host.tsx) and the page's
 * step content (`step`, ./flow-steps.tsx) are loaded in parallel: neither is in the page's
 * first-load scripts. `gated`: the route follows the machine (./apply-step-gate.tsx; the /apply/*
 * pages), not on the standalone area pages. The first client render of the flow runs as a
 * transition, which React renders in slices that leave the main thread free for input, instead
 * of one synchronous render of the whole step after hydration.
 */
export function ApplicationFlowProvider({
  step,
  gated = false,
  children,
}: {
  step?: ApplyStepId;
  gated?: boolean;
  children: React.ReactNode;
}) {
  const inspect = useInspect();
  const [host, setHost] = useState<{ Component: Host } | { error: unknown } | null>(() =>
    loadedHost ? { Component: loadedHost } : null,
  );
  useEffect(() => {
    if (host) return;
    let live = true;
    // In a task of its own, not in the one that runs every effect of the page's hydration:
    // starting the loads (script elements, the step's preloads) made that task a long one.
    const start = setTimeout(() =>
      loadHost(step).then(
        (Component) => {
          if (live) startTransition(() => setHost({ Component }));
        },
        (error: unknown) => {
          if (isChunkLoadError(error) && tryAcquireReload(sessionStorage, Date.now()))
            window.location.reload();
          else if (live) setHost({ error });
        },
      ),
    );
    return () => {
      live = false;
      clearTimeout(start);
    };
  }, [host, step]);
  if (host && 'error' in host) throw host.error;
  if (!host || (wantsInspector() && !inspect)) return <FlowLoading />;
  return (
    <host.Component step={step} gated={gated} inspect={inspect}>
      {children}
    </host.Component>
  );
}

'use client';

import { createContext, useContext } from 'react';
import type { Actor } from 'xstate';
import type { ApplicationFlowMachine } from '@/machines/application-flow.machine';
import type { DraftSync } from './draft-sync';

type FlowActor = Actor<ApplicationFlowMachine>;

/**
 * The page's draft sync (./draft-sync.ts), once started by ./flow-host.tsx: a step that needs the
 * draft on the server now (the resume link of form2) awaits `saved()`.
 */
export const DraftSyncContext = createContext<{ current: DraftSync | null }>({ current: null });

/** The actor of the nearest flow page; provided by ./flow-host.tsx (ApplicationFlowProvider loads it). */
export const FlowContext = createContext<FlowActor | null>(null);

/** What a flow page shows until its flow has rendered (server, hydration, code loading). */
export function FlowLoading() {
  return (
    <p className="mx-auto max-w-[960px] px-4 py-10 text-sm text-neutral-600">読み込み中です…</p>
  );
}

/** The application-flow actor of the nearest ApplicationFlowProvider. */
export function useApplicationFlow(): FlowActor {
  const actor = useContext(FlowContext);
  if (!actor) throw new Error('useApplicationFlow outside ApplicationFlowProvider');
  return actor;
}

'use client';

import { createContext, useContext } from 'react';
import type { Actor } from 'xstate';
import type { ApplicationFlowMachine } from '@/machines/application-flow.machine';

type FlowActor = Actor<ApplicationFlowMachine>;

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

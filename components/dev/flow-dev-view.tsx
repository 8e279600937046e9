'use client';

import { useSelector } from '@xstate/react';
import { applicationFlowMachine, currentStep } from '@/machines/application-flow.machine';
import { toFlowGraph, toMermaid } from '@/machines/flow-graph';
import { useApplicationFlow } from '@/components/apply/flow-context';
import { ApplicationFlowProvider } from '@/components/apply/flow-provider';
import { APPLY_STEPS } from '@/machines/apply-steps';

const graph = toFlowGraph(applicationFlowMachine);

function activeIds(value: unknown, prefix: string[] = []): string[] {
  if (typeof value === 'string') return [[...prefix, value].join('_')];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => [
      [...prefix, k].join('_'),
      ...activeIds(v, [...prefix, k]),
    ]);
  }
  return [];
}

function LiveDiagram() {
  const actor = useApplicationFlow();
  const value = useSelector(actor, (s) => s.value);
  const step = useSelector(actor, currentStep);
  const snapshot = useSelector(actor, (s) => s);
  const active = new Set(activeIds(value));
  const simpleEvents = [
    { type: 'step.submit' } as const,
    { type: 'flow.back' } as const,
    { type: 'submit.retry' } as const,
    ...APPLY_STEPS.filter((s) => s.id !== 'completed').map((s) => ({
      type: 'flow.goto' as const,
      step: s.id as Exclude<typeof s.id, 'completed'>,
    })),
  ];
  return (
    <div className="flex flex-col gap-6">
      <p>
        current: <code data-testid="flow-current">{JSON.stringify(value)}</code> (page {step})
      </p>
      <ol className="grid gap-2 sm:grid-cols-3">
        {graph.states.map((s) => (
          <li
            key={s.id}
            data-state={s.id}
            data-active={active.has(s.id) ? 'true' : undefined}
            className={`rounded border p-2 text-sm ${s.parentId ? 'ml-4' : ''} ${active.has(s.id) ? 'border-amber-700 bg-amber-200 font-bold' : 'border-gray-300 bg-white'}`}
          >
            {s.path.join('.')}
            <ul className="mt-1 font-normal text-xs text-gray-700">
              {graph.edges
                .filter((e) => e.from === s.id)
                .map((e, i) => (
                  <li key={i}>
                    {e.event} {e.guard ? `[${e.guard}]` : ''} → {e.to}
                  </li>
                ))}
            </ul>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        {simpleEvents.map((e) => (
          <button
            key={JSON.stringify(e)}
            type="button"
            disabled={!snapshot.can(e)}
            onClick={() => actor.send(e)}
            className="rounded border px-2 py-1 text-xs disabled:opacity-40"
          >
            {'step' in e ? `${e.type} ${e.step}` : e.type}
          </button>
        ))}
      </div>
      <details>
        <summary>Mermaid source (current state highlighted)</summary>
        <pre className="overflow-auto text-xs">
          {toMermaid(applicationFlowMachine, [...active])}
        </pre>
      </details>
      <p className="text-sm">
        Stately inspector: open this page or any /apply/ page with ?inspect.
      </p>
    </div>
  );
}

/** /dev/flow/ (development only): the application-flow machine with its current state highlighted. */
export function FlowDevView() {
  return (
    <ApplicationFlowProvider>
      <LiveDiagram />
    </ApplicationFlowProvider>
  );
}

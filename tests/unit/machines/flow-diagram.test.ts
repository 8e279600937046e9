import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applicationFlowMachine } from '@/machines/application-flow.machine';
import { renderFlowDocument } from '@/machines/flow-document';
import { guardLabel, toFlowGraph, toMermaid } from '@/machines/flow-graph';

describe('docs/application-flow.md', () => {
  it('matches the machine (run `npm run flow:diagram` after changing the machine)', () => {
    const committed = readFileSync(
      new URL('../../../docs/application-flow.md', import.meta.url),
      'utf8',
    );
    expect(committed).toBe(renderFlowDocument());
  });

  it('shows every named guard of the machine on an edge', () => {
    const mermaid = toMermaid(applicationFlowMachine);
    const guards = Object.keys(applicationFlowMachine.implementations.guards);
    expect(guards.length).toBeGreaterThan(5);
    for (const g of guards) expect(mermaid, g).toContain(g);
  });

  it('has one edge per transition of the definition, with its target', () => {
    const { edges, states } = toFlowGraph(applicationFlowMachine);
    expect(states.map((s) => s.id)).toEqual(
      expect.arrayContaining([
        'area',
        'area_searching',
        'form',
        'form2',
        'form3',
        'terms',
        'submitting',
        'submitFailed',
        'completed',
      ]),
    );
    expect(edges).toContainEqual({
      from: 'form2',
      to: 'form3',
      event: 'step.submit',
      guard: 'hasStepValues(form2)',
      actions: ['saveStep(form2)', 'clearFieldErrors'],
    });
    expect(edges).toContainEqual(
      expect.objectContaining({ from: 'submitting', to: 'submitFailed', event: 'error.submit' }),
    );
    // A refusal returns to the step of the registry whose page edits the refused field.
    for (const step of ['form', 'form2', 'form3', 'terms'])
      expect(edges).toContainEqual({
        from: 'submitting',
        to: step,
        event: 'error.submit',
        guard: `isRejectedAt(${step})`,
        actions: ['assignFieldErrors'],
      });
    expect(mermaid(['form2'])).toContain('class form2 current');
  });

  it('renders combined guards by name', () => {
    const and = Object.assign(function and() {}, {
      guards: ['a', Object.assign(function not() {}, { guards: ['b'] })],
    });
    expect(guardLabel(and)).toBe('and(a, not(b))');
    expect(guardLabel(undefined)).toBeNull();
  });
});

function mermaid(current: string[]) {
  return toMermaid(applicationFlowMachine, current);
}

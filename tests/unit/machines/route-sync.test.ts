import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type Actor } from 'xstate';
import type { AreaSearchInput } from '@/lib/area/search-area';
import type { AreaData } from '@/lib/state/types';
import {
  applicationFlowMachine,
  type ApplicationFlowInput,
} from '@/machines/application-flow.machine';
import { decideRoute } from '@/machines/route-sync';
import { form2Values, houseInput, installationInfo, servedArea } from './fixtures';

const served = applicationFlowMachine.provide({
  actors: { searchArea: fromPromise<AreaData, AreaSearchInput>(async () => servedArea) },
});
const fresh = (input: ApplicationFlowInput = {}) => createActor(served, { input }).start();

/** The area step checked (a served house), as the area form does it. */
async function checkArea(actor: Actor<typeof served>) {
  actor.send({ type: 'area.search', input: houseInput, installationInfo });
  await waitFor(actor, (s) => s.matches({ area: 'checked' }));
}

describe('decideRoute (routes follow the machine)', () => {
  it('opening /apply/form3/ directly on a fresh application replaces it with /apply/area/', () => {
    expect(decideRoute(fresh().getSnapshot(), 'form3', false)).toEqual({
      kind: 'replace',
      path: '/apply/area/',
    });
    expect(decideRoute(fresh().getSnapshot(), 'terms', false)).toEqual({
      kind: 'replace',
      path: '/apply/area/',
    });
    expect(decideRoute(fresh().getSnapshot(), 'completed', false)).toEqual({
      kind: 'replace',
      path: '/apply/area/',
    });
  });

  it('the step in the machine renders; the always-open simulation is a goto', () => {
    expect(decideRoute(fresh().getSnapshot(), 'area', false)).toEqual({ kind: 'render' });
    expect(decideRoute(fresh().getSnapshot(), 'form', false)).toEqual({
      kind: 'goto',
      step: 'form',
    });
  });

  it('after the area check, opening form3 sends the visitor to the first incomplete step (form, then form2)', async () => {
    const actor = fresh();
    await checkArea(actor);
    expect(decideRoute(actor.getSnapshot(), 'form3', false)).toEqual({
      kind: 'replace',
      path: '/apply/form/',
    });
    actor.send({ type: 'step.submit' });
    actor.send({ type: 'step.submit' });
    expect(decideRoute(actor.getSnapshot(), 'form3', false)).toEqual({
      kind: 'replace',
      path: '/apply/form2/',
    });
    actor.send({ type: 'step.submit', step: 'form2', values: form2Values });
    expect(decideRoute(actor.getSnapshot(), 'form3', false)).toEqual({ kind: 'render' });
  });

  it('browser back to an earlier step is a goto; the machine moving on a page pushes its page', async () => {
    const actor = fresh();
    await checkArea(actor);
    actor.send({ type: 'step.submit' });
    actor.send({ type: 'step.submit' });
    expect(decideRoute(actor.getSnapshot(), 'form', false)).toEqual({ kind: 'goto', step: 'form' });
    expect(decideRoute(actor.getSnapshot(), 'area', false)).toEqual({ kind: 'goto', step: 'area' });
    expect(decideRoute(actor.getSnapshot(), 'form', true)).toEqual({
      kind: 'push',
      path: '/apply/form2/',
    });
  });
});

describe('decideRoute with the receipt of an accepted application', () => {
  const receipt = { receiptNumber: 'T-20261123-0000005', receivedAt: '2026-11-23T02:00:00.000Z' };
  // A reload after the application: the machine starts over with the persisted receipt only.
  const reloaded = () => fresh({ applicationDetails: { receipt } });

  it('a reloaded /apply/completed/ renders the held receipt', () => {
    expect(decideRoute(reloaded().getSnapshot(), 'completed', false)).toEqual({ kind: 'render' });
  });

  it('browser back from the receipt to a personal step shows the receipt, not an empty form', () => {
    for (const step of ['form2', 'form3', 'terms'] as const)
      expect(decideRoute(reloaded().getSnapshot(), step, false)).toEqual({
        kind: 'replace',
        path: '/apply/completed/',
      });
  });

  it('a new application can still start: the area and the simulation open as usual', async () => {
    expect(decideRoute(reloaded().getSnapshot(), 'area', false)).toEqual({ kind: 'render' });
    expect(decideRoute(reloaded().getSnapshot(), 'form', false)).toEqual({
      kind: 'goto',
      step: 'form',
    });
    const actor = reloaded();
    await checkArea(actor);
    actor.send({ type: 'step.submit' });
    actor.send({ type: 'step.submit' });
    // Once a new application is under way, its own steps route as usual.
    expect(decideRoute(actor.getSnapshot(), 'terms', false)).toEqual({
      kind: 'replace',
      path: '/apply/form2/',
    });
  });
});

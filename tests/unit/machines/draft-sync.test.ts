import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { applicationFlowMachine } from '@/machines/application-flow.machine';
import { pendingDraftSaves, type DraftMarks } from '@/machines/draft-sync';
import type { AreaData } from '@/lib/state/types';
import type { AreaSearchInput } from '@/lib/area/search-area';
import { form2Values, houseInput, installationInfo, servedArea } from './fixtures';

function start() {
  const machine = applicationFlowMachine.provide({
    actors: { searchArea: fromPromise<AreaData, AreaSearchInput>(async () => servedArea) },
  });
  return createActor(machine, { input: undefined }).start();
}

async function checked() {
  const actor = start();
  actor.send({ type: 'area.search', input: houseInput, installationInfo });
  await new Promise((r) => setTimeout(r, 0));
  expect(actor.getSnapshot().value).toEqual({ area: 'checked' });
  return actor;
}

/** Runs the planner and keeps its marks, as the browser's draft sync does after a save. */
function saved(actor: ReturnType<typeof start>, marks: DraftMarks) {
  return pendingDraftSaves(actor.getSnapshot(), marks);
}

describe('pendingDraftSaves: what of the wizard goes to the server-side draft', () => {
  it('nothing for an area check alone; the address once the visitor moves on', async () => {
    const actor = await checked();
    expect(saved(actor, {}).saves).toEqual([]);
    actor.send({ type: 'step.submit' });
    const { saves } = saved(actor, {});
    expect(saves).toEqual([
      { step: 'area', values: { input: houseInput, installationInfo }, urgent: true },
    ]);
  });

  it('the plan once confirmed; typing later waits for a pause, a submit is sent at once', async () => {
    const actor = await checked();
    actor.send({ type: 'step.submit' });
    let marks = saved(actor, {}).marks;
    actor.send({ type: 'step.submit' });
    const plan = saved(actor, marks);
    expect(plan.saves.map((s) => [s.step, s.urgent])).toEqual([['form', true]]);
    marks = plan.marks;
    expect(saved(actor, marks).saves).toEqual([]);

    actor.send({ type: 'step.update', step: 'form2', draft: { lastName_kanji: '中' } });
    const typing = saved(actor, marks);
    expect(typing.saves).toEqual([
      { step: 'form2', values: { lastName_kanji: '中' }, urgent: false },
    ]);
    marks = typing.marks;
    actor.send({ type: 'step.submit', step: 'form2', values: form2Values });
    const submitted = saved(actor, marks);
    // What the form holds (the typed values) goes, now at once: the step was submitted.
    expect(submitted.saves).toEqual([
      { step: 'form2', values: { lastName_kanji: '中' }, urgent: true },
    ]);
    expect(saved(actor, submitted.marks).saves).toEqual([]);
  });

  it('nothing for a restored draft without an address', async () => {
    const actor = start();
    actor.send({
      type: 'draft.restore',
      draft: { area: null, plan: null, parsed: {}, typed: {} },
    });
    expect(saved(actor, {}).saves).toEqual([]);
  });
});

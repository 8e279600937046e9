import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type StateValue } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import {
  applicationFlowMachine,
  currentStep,
  firstIncompleteStep,
  isAreaCheckedInServiceArea,
  type ApplicationFlowContext,
  type ApplicationFlowEvent,
  type ApplicationFlowSnapshot,
  type ApplicationReceipt,
  type SubmitApplicationInput,
} from '@/machines/application-flow.machine';
import { APPLY_STEPS } from '@/machines/apply-steps';
import { isForm2Complete, isForm3Complete, isTermsComplete } from '@/machines/step-schemas';
import type { AreaSearchInput } from '@/lib/area/search-area';
import type { AreaData } from '@/lib/state/types';
import {
  failedArea,
  houseInput,
  installationInfo,
  invalidForm2,
  invalidForm3,
  invalidTerms,
  notServedArea,
  servedArea,
  validForm2,
  validForm3,
  validTerms,
} from './fixtures';

/** Events of the invoked actors, sent by the traversal in place of real I/O. */
type ActorEvent =
  | { type: 'xstate.done.actor.areaSearch'; output: AreaData }
  | { type: 'xstate.error.actor.areaSearch'; error: unknown }
  | { type: 'xstate.done.actor.submit'; output: ApplicationReceipt }
  | { type: 'xstate.error.actor.submit'; error: unknown };
type ModelEvent = ApplicationFlowEvent | ActorEvent;

const receipt: ApplicationReceipt = { receiptNumber: 'R-0001', receivedAt: null };

const modelEvents: ModelEvent[] = [
  { type: 'area.search', input: houseInput, installationInfo },
  { type: 'xstate.done.actor.areaSearch', output: servedArea },
  { type: 'xstate.done.actor.areaSearch', output: notServedArea },
  { type: 'xstate.done.actor.areaSearch', output: failedArea },
  { type: 'xstate.error.actor.areaSearch', error: new Error('down') },
  { type: 'area.checked', input: houseInput, installationInfo, areaData: servedArea },
  { type: 'area.edit' },
  { type: 'step.submit' },
  { type: 'step.submit', values: validForm2 },
  { type: 'step.submit', values: invalidForm2 },
  { type: 'step.submit', values: validForm3 },
  { type: 'step.submit', values: invalidForm3 },
  { type: 'step.submit', values: validTerms },
  { type: 'step.submit', values: invalidTerms },
  { type: 'flow.back' },
  ...APPLY_STEPS.filter((s) => s.id !== 'completed').map(
    (s) => ({ type: 'flow.goto', step: s.id }) as ModelEvent,
  ),
  { type: 'xstate.done.actor.submit', output: receipt },
  { type: 'xstate.error.actor.submit', error: new Error('500') },
  { type: 'submit.retry' },
  { type: 'application.reset' },
];

/** Schema validity per values object (the fixtures are shared objects), to keep traversal fast. */
const validity = new Map<string, boolean>();
function cached(kind: string, values: unknown, check: () => boolean): boolean {
  const key = `${kind}:${JSON.stringify(values)}`;
  let v = validity.get(key);
  if (v === undefined) validity.set(key, (v = check()));
  return v;
}

function flags(c: ApplicationFlowContext) {
  const area = c.customerData.areaData;
  return {
    area: area ? `${area.result}:${area.isServiceArea}` : null,
    checked: c.planData.isAreaChecked,
    plan: c.applicationDetails.isPlanConfirmed,
    form2: cached('form2', c.customerData.form2, () => isForm2Complete(c.customerData.form2)),
    form3: cached(`form3${c.planData.isPhone}${c.planData.baseMenu}`, c.customerData.form3, () =>
      isForm3Complete(c.customerData.form3, c.planData),
    ),
    terms: cached(
      `terms${c.planData.isPhone}${c.planData.isTV}${c.planData.baseMenu}`,
      c.customerData.terms,
      () => isTermsComplete(c.customerData.terms, c.planData),
    ),
    maintenance: c.isMaintenance,
    key: c.applicationDetails.idempotencyKey !== null,
    receipt: c.applicationDetails.receipt !== null,
  };
}

const serializeState = (s: ApplicationFlowSnapshot) =>
  JSON.stringify({ value: s.value, flags: flags(s.context) });

const stepIndex = (id: string) => APPLY_STEPS.findIndex((s) => s.id === id);

type StateName = Parameters<ApplicationFlowSnapshot['matches']>[0];
const inAny = (s: ApplicationFlowSnapshot, names: readonly StateName[]) =>
  names.some((n) => s.matches(n));

/** What must hold in each state, whatever path led there. */
function assertInvariants(s: ApplicationFlowSnapshot) {
  const c = s.context;
  const f = flags(c);
  const served = isAreaCheckedInServiceArea(c);
  // Reaching a personal-data step needs every earlier step complete.
  if (inAny(s, ['form2', 'form3', 'terms', 'submitting', 'submitFailed'] as const)) {
    expect(served && f.plan).toBe(true);
    expect(c.customerData.installationInfo).not.toBeNull();
  }
  if (inAny(s, ['form3', 'terms', 'submitting', 'submitFailed'] as const))
    expect(f.form2).toBe(true);
  if (inAny(s, ['terms', 'submitting', 'submitFailed'] as const)) expect(f.form3).toBe(true);
  if (inAny(s, ['submitting', 'submitFailed'] as const)) {
    expect(f.terms).toBe(true);
    expect(f.key).toBe(true);
  }
  if (s.matches('completed')) {
    // Spec 4 after completion: personal data cleared, estimate reset (isAreaChecked kept), a new
    // application gets a new key; only the receipt remains.
    expect(f.receipt).toBe(true);
    expect(Object.values(c.customerData).every((v) => v === null)).toBe(true);
    expect(c.planData.isAreaChecked).toBe(true);
    expect(f.key).toBe(false);
  } else expect(c.applicationDetails.receipt).toBeNull();
  if (s.matches('submitFailed')) expect(c.applicationDetails.submitError).toBeTruthy();
  if (s.matches({ area: 'checked' })) expect(c.customerData.areaData?.result).toBe('success');
  if (s.matches({ area: 'failed' })) expect(c.planData.isAreaChecked).toBe(false);
  if (c.planData.isAreaChecked && !s.matches('completed'))
    expect(c.customerData.areaData?.result).toBe('success');
  // Routing: the page of the current step is never past the first incomplete step, except the
  // always-open simulation (form).
  const current = currentStep(s);
  const first = firstIncompleteStep(s);
  if (current !== 'form') expect(stepIndex(current)).toBeLessThanOrEqual(stepIndex(first));
}

const paths = getShortestPaths(applicationFlowMachine, {
  input: {},
  events: modelEvents as ApplicationFlowEvent[],
  serializeState,
});

/**
 * The paths that are not a prefix of another path: replaying these visits every step of every
 * shortest path.
 */
function maximalPaths() {
  const keyed = paths.map((p) => ({
    p,
    key: p.steps.map((s) => JSON.stringify(s.event)).join('|'),
  }));
  return keyed
    .filter(({ key }) => !keyed.some((o) => o.key !== key && o.key.startsWith(key + '|')))
    .map(({ p }) => p);
}

interface Deferred<T> {
  resolve: (v: T) => void;
  reject: (e: unknown) => void;
}

/** Replays a path on a real actor whose injected actors answer when the path says so. */
async function replay(steps: (typeof paths)[number]['steps']) {
  let search: Deferred<AreaData> | undefined;
  let submit: Deferred<ApplicationReceipt> | undefined;
  const actor = createActor(
    applicationFlowMachine.provide({
      actors: {
        searchArea: fromPromise<AreaData, AreaSearchInput>(
          () => new Promise((resolve, reject) => (search = { resolve, reject })),
        ),
        submitApplication: fromPromise<ApplicationReceipt, SubmitApplicationInput>(
          () => new Promise((resolve, reject) => (submit = { resolve, reject })),
        ),
      },
    }),
    { input: {} },
  ).start();
  const visited: StateValue[] = [];
  let previous = actor.getSnapshot();
  for (const step of steps) {
    const event = step.event as ModelEvent;
    if (event.type === 'xstate.done.actor.areaSearch') search?.resolve(event.output);
    else if (event.type === 'xstate.error.actor.areaSearch') search?.reject(event.error);
    else if (event.type === 'xstate.done.actor.submit') submit?.resolve(event.output);
    else if (event.type === 'xstate.error.actor.submit') submit?.reject(event.error);
    else if (!event.type.startsWith('xstate.')) actor.send(event);
    if (event.type.startsWith('xstate.')) await new Promise((r) => setTimeout(r, 0));
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual(step.state.value);
    expect(flags(snapshot.context)).toEqual(flags(step.state.context));
    assertInvariants(snapshot);
    // An application is only sent outside maintenance (entering submitting, not staying in it).
    if (snapshot.matches('submitting') && !previous.matches('submitting'))
      expect(previous.context.isMaintenance).toBe(false);
    previous = snapshot;
    visited.push(snapshot.value);
  }
  actor.stop();
  return visited;
}

describe('model-based: every shortest path of the application-flow machine', () => {
  it('reaches every state node of the machine', () => {
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    for (const value of [
      { area: 'editing' },
      { area: 'searching' },
      { area: 'checked' },
      { area: 'failed' },
      'form',
      'form2',
      'form3',
      'terms',
      'submitting',
      'submitFailed',
      'completed',
    ]) {
      expect(reached, JSON.stringify(value)).toContain(JSON.stringify(value));
    }
  });

  it('holds every invariant in every state of the model', () => {
    for (const path of paths) assertInvariants(path.state);
    expect(paths.length).toBeGreaterThan(50);
  });

  it('replays every path on a real actor with injected actors, state by state', async () => {
    const replayed = maximalPaths();
    const visited = new Set<string>();
    for (const path of replayed) {
      for (const value of await replay(path.steps)) visited.add(JSON.stringify(value));
    }
    expect(visited.size).toBe(new Set(paths.map((p) => JSON.stringify(p.state.value))).size);
    console.info(`model: ${paths.length} shortest paths, ${replayed.length} maximal ones replayed`);
  });
});

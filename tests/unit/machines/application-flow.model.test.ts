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
} from '@/machines/application-flow.machine';
import type { ApplicationReceipt, SubmitApplicationInput } from '@/lib/apply/submission';
import { APPLY_STEPS } from '@/machines/apply-steps';
import type { AreaSearchInput } from '@/lib/area/search-area';
import type { AreaData } from '@/lib/state/types';
import { makeForm2Schema } from '@/lib/validation/form2';
import { makeForm3Schema } from '@/lib/validation/form3';
import { makeTermsSchema } from '@/lib/validation/terms';
import { isMobileRequired } from '@/lib/validation/step-dependencies';
import {
  failedArea,
  houseInput,
  installationInfo,
  notServedArea,
  servedArea,
  validForm2,
  validForm2WithMobile,
  validForm3,
  validForm3WithPortability,
  validTerms,
  validTermsWithPhone,
} from './fixtures';

/** Events of the invoked actors, sent by the traversal in place of real I/O. */
type ActorEvent =
  | { type: 'xstate.done.actor.areaSearch'; output: AreaData }
  | { type: 'xstate.error.actor.areaSearch'; error: unknown }
  | { type: 'xstate.done.actor.submit'; output: ApplicationReceipt }
  | { type: 'xstate.error.actor.submit'; error: unknown };
type ModelEvent = ApplicationFlowEvent | ActorEvent;

const receipt: ApplicationReceipt = { receiptNumber: 'R-0001', receivedAt: null };

// The step schemas as the step forms build them from the context (lib/validation).
const form2SchemaFor = (c: ApplicationFlowContext) =>
  makeForm2Schema({ mobileRequired: isMobileRequired(c.campaignData) });
const form3SchemaFor = (c: ApplicationFlowContext) => makeForm3Schema({ planData: c.planData });
const termsSchemaFor = (c: ApplicationFlowContext) => makeTermsSchema(c.planData);

/** Parses raw values once per schema variant and values (the fixtures are shared objects). */
const parsedCache = new Map<string, unknown>();
function parsedBy(
  kind: string,
  schema: { safeParse(v: unknown): { success: boolean; data?: unknown } },
  raw: unknown,
) {
  const key = `${kind}:${JSON.stringify(raw)}`;
  if (!parsedCache.has(key)) {
    const r = schema.safeParse(raw);
    parsedCache.set(key, r.success ? r.data : null);
  }
  return parsedCache.get(key);
}

const variant = (c: ApplicationFlowContext) =>
  `${isMobileRequired(c.campaignData)}:${c.planData.baseMenu}:${c.planData.isGigazo}`;

/**
 * What the step forms can send in this state: each raw fixture its form's schema (built from the
 * context, as the form builds it) accepts, as 'step.submit' with the schema's output. A raw value
 * the schema refuses never leaves the form (zodResolver), so it is no event.
 */
function formEvents(s: ApplicationFlowSnapshot): ModelEvent[] {
  const c = s.context;
  const v = variant(c);
  const out: ModelEvent[] = [];
  for (const raw of [validForm2, validForm2WithMobile]) {
    const values = parsedBy(`form2:${v}`, form2SchemaFor(c), raw);
    if (values) out.push({ type: 'step.submit', step: 'form2', values } as ModelEvent);
  }
  for (const raw of [validForm3, validForm3WithPortability]) {
    const values = parsedBy(`form3:${v}`, form3SchemaFor(c), raw);
    if (values) out.push({ type: 'step.submit', step: 'form3', values } as ModelEvent);
  }
  for (const raw of [validTerms, validTermsWithPhone]) {
    const values = parsedBy(`terms:${v}`, termsSchemaFor(c), raw);
    if (values) out.push({ type: 'step.submit', step: 'terms', values } as ModelEvent);
  }
  return out;
}

const fixedEvents: ModelEvent[] = [
  { type: 'area.search', input: houseInput, installationInfo },
  { type: 'xstate.done.actor.areaSearch', output: servedArea },
  { type: 'xstate.done.actor.areaSearch', output: notServedArea },
  { type: 'xstate.done.actor.areaSearch', output: failedArea },
  { type: 'xstate.error.actor.areaSearch', error: new Error('down') },
  { type: 'area.edit' },
  { type: 'step.submit' },
  { type: 'flow.back' },
  ...APPLY_STEPS.filter((s) => s.id !== 'completed').map(
    (s) => ({ type: 'flow.goto', step: s.id }) as ModelEvent,
  ),
  { type: 'xstate.done.actor.submit', output: receipt },
  { type: 'xstate.error.actor.submit', error: new Error('500') },
  { type: 'submit.retry' },
  { type: 'application.reset' },
];

/**
 * Plan and campaign changes the later steps depend on (光電話; 光乗りかえ needs a mobile number),
 * sent where the wizard sends them: on the simulation (form step).
 */
const planEvents: ModelEvent[] = [
  { type: 'plan.update', planData: { baseMenu: 1, isPhone: true } },
  { type: 'plan.update', planData: { baseMenu: 0, isPhone: false } },
  { type: 'campaign.update', campaignData: { baseCampaign: 'isChangeCP' } },
  { type: 'campaign.update', campaignData: { baseCampaign: null } },
];

const modelEvents = (s: ApplicationFlowSnapshot): ModelEvent[] => [
  ...fixedEvents,
  ...(s.matches('form') ? planEvents : []),
  ...formEvents(s),
];

/**
 * Schema validity per values object and schema variant: the parsed values are shared objects
 * (parsedBy), so a verdict is computed once, which keeps the traversal and the replay fast.
 */
const validity = new WeakMap<object, Map<string, boolean>>();
function cached(kind: string, values: object, check: () => boolean): boolean {
  let byKind = validity.get(values);
  if (!byKind) validity.set(values, (byKind = new Map()));
  let v = byKind.get(kind);
  if (v === undefined) byKind.set(kind, (v = check()));
  return v;
}

/** A held parsed value: null when absent, else whether the CURRENT schema still accepts it. */
function heldValidity(
  kind: string,
  c: ApplicationFlowContext,
  values: object | null,
  schema: () => { safeParse(v: unknown): { success: boolean } },
) {
  if (values === null) return null;
  return cached(`${kind}:${variant(c)}`, values, () => schema().safeParse(values).success);
}

function flags(c: ApplicationFlowContext) {
  const area = c.customerData.areaData;
  return {
    area: area ? `${area.result}:${area.isServiceArea}` : null,
    checked: c.planData.isAreaChecked,
    plan: c.applicationDetails.isPlanConfirmed,
    variant: variant(c),
    form2: heldValidity('form2', c, c.customerData.form2, () => form2SchemaFor(c)),
    form3: heldValidity('form3', c, c.customerData.form3, () => form3SchemaFor(c)),
    terms: heldValidity('terms', c, c.customerData.terms, () => termsSchemaFor(c)),
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
  // The invalidation rule: a held step value always passes its step's schema for the current
  // plan and campaign choice (a change that would break it dropped it).
  for (const step of ['form2', 'form3', 'terms'] as const) expect(f[step]).not.toBe(false);
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
  events: modelEvents as (s: ApplicationFlowSnapshot) => ApplicationFlowEvent[],
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

  // Several hundred paths replayed with real timers: a generous limit for a loaded machine.
  it('replays every path on a real actor with injected actors, state by state', async () => {
    const replayed = maximalPaths();
    const visited = new Set<string>();
    for (const path of replayed) {
      for (const value of await replay(path.steps)) visited.add(JSON.stringify(value));
    }
    expect(visited.size).toBe(new Set(paths.map((p) => JSON.stringify(p.state.value))).size);
    console.info(`model: ${paths.length} shortest paths, ${replayed.length} maximal ones replayed`);
  }, 240_000);
});

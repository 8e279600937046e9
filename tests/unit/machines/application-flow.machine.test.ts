import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  applicationFlowMachine,
  currentStep,
  firstIncompleteStep,
  type ApplicationFlowContext,
  type ApplicationFlowInput,
} from '@/machines/application-flow.machine';
import { estimateFor } from '@/lib/pricing/estimate';
import { priceBookFromContent } from '@/lib/pricing/from-content';
import { fixtureSources } from '../pricing/fixtures/documents';
import {
  ApplicationRejectedError,
  type ApplicationReceipt,
  type SubmitApplicationInput,
} from '@/lib/apply/submission';
import { defaultCampaignData, defaultPlanData, type AreaData } from '@/lib/state/types';
import type { AreaSearchInput } from '@/lib/area/search-area';
import {
  apartmentInput,
  approvedMansionArea,
  failedArea,
  houseInput,
  installationInfo,
  form2Values,
  form2WithMobileValues,
  form3Values,
  form3WithPortabilityValues,
  notServedArea,
  servedArea,
  termsValues,
  termsWithPhoneValues,
} from './fixtures';

interface Options {
  area?: AreaData | Error;
  submit?: Array<ApplicationReceipt | Error>;
  input?: ApplicationFlowInput;
}

function start({
  area = servedArea,
  submit = [{ receiptNumber: 'R-0001', receivedAt: null }],
  input,
}: Options = {}) {
  const searchCalls: AreaSearchInput[] = [];
  const submitCalls: SubmitApplicationInput[] = [];
  const answers = [...submit];
  const machine = applicationFlowMachine.provide({
    actors: {
      searchArea: fromPromise<AreaData, AreaSearchInput>(async ({ input: i }) => {
        searchCalls.push(i);
        if (area instanceof Error) throw area;
        return area;
      }),
      submitApplication: fromPromise<ApplicationReceipt, SubmitApplicationInput>(
        async ({ input: i }) => {
          submitCalls.push(i);
          const answer = answers.shift() ?? new Error('no answer');
          if (answer instanceof Error) throw answer;
          return answer;
        },
      ),
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, searchCalls, submitCalls };
}

type Actor = ReturnType<typeof start>['actor'];

async function checkArea(actor: Actor, input: AreaSearchInput = houseInput) {
  actor.send({ type: 'area.search', input, installationInfo });
  await waitFor(actor, (s) => !s.matches({ area: 'searching' }));
}

async function toTerms(actor: Actor) {
  await checkArea(actor);
  actor.send({ type: 'step.submit' });
  actor.send({ type: 'step.submit' });
  actor.send({ type: 'step.submit', step: 'form2', values: form2Values });
  actor.send({ type: 'step.submit', step: 'form3', values: form3Values });
  expect(actor.getSnapshot().value).toBe('terms');
}

describe('area step', () => {
  it('starts on area.editing with defaults and restored non-personal input', () => {
    const { actor } = start({
      input: {
        planData: { selectedPlan: 'plan10G' },
        applicationDetails: { idempotencyKey: 'k1' },
      },
    });
    const s = actor.getSnapshot();
    expect(s.value).toEqual({ area: 'editing' });
    expect(s.context.planData.selectedPlan).toBe('plan10G');
    // Defaults fill the rest: no paid option chosen for the visitor, the 2-year term.
    expect(s.context.planData.isAnshinSupport).toBe(false);
    expect(s.context.planData.netflixPlan).toBe('none');
    expect(s.context.planData.contractTerm).toBe('2year');
    expect(s.context.applicationDetails.idempotencyKey).toBe('k1');
    expect(s.context.customerData.installationInfo).toBeNull();
  });

  it('area.search invokes the injected actor once with the input and lands on checked with planData set', async () => {
    const { actor, searchCalls } = start();
    actor.send({ type: 'area.search', input: houseInput, installationInfo });
    expect(actor.getSnapshot().value).toEqual({ area: 'searching' });
    await waitFor(actor, (s) => s.matches({ area: 'checked' }));
    expect(searchCalls).toEqual([houseInput]);
    const { planData, customerData } = actor.getSnapshot().context;
    expect(planData).toMatchObject({
      isAreaChecked: true,
      buildingType: 0,
      ereaType: 'home-a',
      prefecture: '愛知県',
      isMansionHome: false,
      mansionPlanType: null,
    });
    expect(customerData.installationInfo).toEqual(installationInfo);
    expect(customerData.areaData).toEqual(servedArea);
  });

  it('an approved apartment sets mansionPlanType; an unapproved served apartment is served as a house', async () => {
    const approved = start({ area: approvedMansionArea });
    await checkArea(approved.actor, apartmentInput);
    expect(approved.actor.getSnapshot().context.planData).toMatchObject({
      buildingType: 1,
      isMansionHome: false,
      mansionPlanType: 'タイプV',
    });
    const unapproved = start({ area: servedArea });
    await checkArea(unapproved.actor, apartmentInput);
    expect(unapproved.actor.getSnapshot().context.planData).toMatchObject({
      buildingType: 1,
      isMansionHome: true,
      mansionPlanType: null,
    });
  });

  it.each([
    ['a failed result', failedArea],
    ['a rejected actor', new Error('network')],
  ])('%s lands on area.failed, keeps the input and is not checked', async (_name, area) => {
    const { actor } = start({ area });
    await checkArea(actor);
    const s = actor.getSnapshot();
    expect(s.value).toEqual({ area: 'failed' });
    expect(s.context.planData.isAreaChecked).toBe(false);
    expect(s.context.customerData.areaSearchInput).toEqual(houseInput);
    actor.send({ type: 'step.submit' });
    expect(actor.getSnapshot().value).toEqual({ area: 'failed' });
  });

  it('retrying after a failure searches again with a new input', async () => {
    const { actor, searchCalls } = start({ area: new Error('down') });
    await checkArea(actor);
    await checkArea(actor, { ...houseInput, line1: '2-2' });
    expect(searchCalls.map((i) => i.line1)).toEqual(['1丁目1-1', '2-2']);
  });

  it('guard isAreaCheckedInServiceArea: not served stays on area.checked; served goes to form', async () => {
    const notServed = start({ area: notServedArea });
    await checkArea(notServed.actor);
    notServed.actor.send({ type: 'step.submit' });
    expect(notServed.actor.getSnapshot().value).toEqual({ area: 'checked' });
    expect(notServed.actor.getSnapshot().can({ type: 'step.submit' })).toBe(false);

    const served = start();
    await checkArea(served.actor);
    expect(served.actor.getSnapshot().can({ type: 'step.submit' })).toBe(true);
    served.actor.send({ type: 'step.submit' });
    expect(served.actor.getSnapshot().value).toBe('form');
  });

  it('area.edit returns to editing keeping the last input and result', async () => {
    const { actor } = start();
    await checkArea(actor);
    expect(actor.getSnapshot().value).toEqual({ area: 'checked' });
    actor.send({ type: 'area.edit' });
    expect(actor.getSnapshot().value).toEqual({ area: 'editing' });
    expect(actor.getSnapshot().context.customerData.areaSearchInput).toEqual(houseInput);
    expect(actor.getSnapshot().context.customerData.areaData).toEqual(servedArea);
  });
});

describe('form step', () => {
  it('step.submit confirms the plan and goes to form2 when the area is served', async () => {
    const { actor } = start();
    await checkArea(actor);
    actor.send({ type: 'step.submit' });
    actor.send({ type: 'step.submit' });
    expect(actor.getSnapshot().value).toBe('form2');
    expect(actor.getSnapshot().context.applicationDetails.isPlanConfirmed).toBe(true);
  });

  it('without an area check the simulation is open, and step.submit leads to the area check', () => {
    const { actor } = start();
    actor.send({ type: 'flow.goto', step: 'form' });
    expect(actor.getSnapshot().value).toBe('form');
    actor.send({ type: 'step.submit' });
    expect(actor.getSnapshot().value).toEqual({ area: 'editing' });
  });

  it('plan.update and campaign.update merge into context in any state', async () => {
    const { actor } = start();
    actor.send({ type: 'plan.update', planData: { isTV: true, baseMenu: 2 } });
    actor.send({ type: 'campaign.update', campaignData: { campaignPolicy: 'price' } });
    const c = actor.getSnapshot().context;
    expect(c.planData).toMatchObject({ isTV: true, baseMenu: 2, isAnshinSupport: false });
    expect(c.campaignData.campaignPolicy).toBe('price');
  });

  it('a new area check un-confirms the plan', async () => {
    const { actor } = start();
    await checkArea(actor);
    actor.send({ type: 'step.submit' });
    actor.send({ type: 'step.submit' });
    actor.send({ type: 'flow.goto', step: 'area' });
    await checkArea(actor);
    expect(actor.getSnapshot().context.applicationDetails.isPlanConfirmed).toBe(false);
    expect(actor.getSnapshot().can({ type: 'flow.goto', step: 'form2' })).toBe(false);
  });
});

describe('form2, form3 and terms steps', () => {
  it('step.submit of a personal step needs its parsed values (a presence check) and keeps them', async () => {
    const { actor } = start();
    await checkArea(actor);
    actor.send({ type: 'step.submit' });
    actor.send({ type: 'step.submit' });
    // Without values (or with another step's) form2 stays: only its form produces its values.
    actor.send({ type: 'step.submit' });
    actor.send({ type: 'step.submit', step: 'form3', values: form3Values });
    expect(actor.getSnapshot().value).toBe('form2');
    expect(actor.getSnapshot().context.customerData.form3).toBeNull();
    actor.send({ type: 'step.submit', step: 'form2', values: form2Values });
    expect(actor.getSnapshot().value).toBe('form3');
    expect(actor.getSnapshot().context.customerData.form2).toBe(form2Values);
    actor.send({ type: 'step.submit', step: 'form3', values: form3Values });
    expect(actor.getSnapshot().value).toBe('terms');
  });

  it('光乗りかえ chosen after form2: the parsed form2 and form3 are dropped (mobile number, current line), so the visitor is sent back to form2, never to a refusal at submit', async () => {
    const { actor, submitCalls } = start();
    await toTerms(actor);
    actor.send({ type: 'step.update', step: 'form2', draft: { mail: 'taro@example.jp' } });
    // The visitor goes back to the form step and chooses 乗りかえ: form2 is incomplete again.
    actor.send({
      type: 'campaign.update',
      campaignData: { baseCampaign: 'isChangeCP', isChangeCP: true },
    });
    const c = actor.getSnapshot().context;
    expect(c.customerData.form2).toBeNull();
    expect(c.customerData.form3).toBeNull();
    // What was typed stays, to fill the form again.
    expect(c.drafts.form2).toEqual({ mail: 'taro@example.jp' });
    expect(actor.getSnapshot().can({ type: 'flow.goto', step: 'terms' })).toBe(false);
    expect(firstIncompleteStep(actor.getSnapshot())).toBe('form2');
    actor.send({ type: 'flow.goto', step: 'form2' });
    expect(actor.getSnapshot().value).toBe('form2');
    actor.send({ type: 'step.submit', step: 'form2', values: form2WithMobileValues });
    expect(actor.getSnapshot().value).toBe('form3');
    expect(submitCalls).toHaveLength(0);
  });

  it('光電話 added after form3: form3 and terms are dropped (portability, agreements), form2 stays', async () => {
    const again = start();
    await toTerms(again.actor);
    again.actor.send({ type: 'plan.update', planData: { baseMenu: 1, isPhone: true } });
    const c = again.actor.getSnapshot().context;
    expect(c.customerData.form2).toBe(form2Values);
    expect(c.customerData.form3).toBeNull();
    expect(firstIncompleteStep(again.actor.getSnapshot())).toBe('form3');
    // An option that no step depends on drops nothing.
    again.actor.send({ type: 'flow.goto', step: 'form3' });
    again.actor.send({ type: 'step.submit', step: 'form3', values: form3WithPortabilityValues });
    again.actor.send({ type: 'plan.update', planData: { isMeshWiFi: true } });
    expect(again.actor.getSnapshot().context.customerData.form3).toBe(form3WithPortabilityValues);
  });

  it('step.update keeps the draft of the step it names, in memory, whatever the state', async () => {
    const { actor } = start();
    await checkArea(actor);
    actor.send({ type: 'step.update', step: 'form2', draft: { lastName_kanji: '中' } });
    actor.send({ type: 'step.update', step: 'form3', draft: { requestColumn: 'x' } });
    expect(actor.getSnapshot().value).toEqual({ area: 'checked' });
    expect(actor.getSnapshot().context.drafts).toEqual({
      form2: { lastName_kanji: '中' },
      form3: { requestColumn: 'x' },
      terms: null,
    });
    expect(actor.getSnapshot().context.customerData.form2).toBeNull();
  });

  it('flow.back from every step keeps what was entered, and forward goto returns to it', async () => {
    const { actor } = start();
    await toTerms(actor);
    actor.send({ type: 'step.update', step: 'terms', draft: { isAgreeExplanation: true } });
    actor.send({ type: 'flow.back' });
    expect(actor.getSnapshot().value).toBe('form3');
    actor.send({ type: 'flow.back' });
    expect(actor.getSnapshot().value).toBe('form2');
    actor.send({ type: 'flow.back' });
    expect(actor.getSnapshot().value).toBe('form');
    actor.send({ type: 'flow.back' });
    // The area step comes back with its last result (history state).
    expect(actor.getSnapshot().value).toEqual({ area: 'checked' });
    const c = actor.getSnapshot().context;
    expect(c.customerData).toMatchObject({
      form2: form2Values,
      form3: form3Values,
      terms: null,
      installationInfo,
    });
    expect(c.drafts.terms).toEqual({ isAgreeExplanation: true });
    expect(c.planData.isAreaChecked).toBe(true);
    actor.send({ type: 'flow.goto', step: 'terms' });
    expect(actor.getSnapshot().value).toBe('terms');
  });

  it.each([
    { step: 'form2', guard: 'canGoToForm2' },
    { step: 'form3', guard: 'canGoToForm3' },
    { step: 'terms', guard: 'canGoToTerms' },
  ] as const)(
    'flow.goto $step is refused before the earlier steps are complete ($guard)',
    ({ step }) => {
      const { actor } = start();
      actor.send({ type: 'flow.goto', step });
      expect(actor.getSnapshot().value).toEqual({ area: 'editing' });
    },
  );

  it('canGoToForm3 needs form2 values and canGoToTerms form3 values', async () => {
    const { actor } = start();
    await checkArea(actor);
    actor.send({ type: 'step.submit' });
    actor.send({ type: 'step.submit' });
    actor.send({ type: 'step.update', step: 'form2', draft: { mail: 'x' } });
    expect(actor.getSnapshot().can({ type: 'flow.goto', step: 'form3' })).toBe(false);
    actor.send({ type: 'step.submit', step: 'form2', values: form2Values });
    actor.send({ type: 'step.update', step: 'form3', draft: { requestColumn: 'x' } });
    actor.send({ type: 'flow.goto', step: 'form2' });
    expect(actor.getSnapshot().value).toBe('form2');
    expect(actor.getSnapshot().can({ type: 'flow.goto', step: 'form3' })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'flow.goto', step: 'terms' })).toBe(false);
  });

  it('terms: step.submit without the terms values stays on terms and sends nothing', async () => {
    const { actor, submitCalls } = start();
    await toTerms(actor);
    actor.send({ type: 'step.submit' });
    expect(actor.getSnapshot().value).toBe('terms');
    expect(submitCalls).toHaveLength(0);
  });

  it('terms values parsed for 光電話 submit the application with the phone agreement', async () => {
    const { actor, submitCalls } = start();
    await checkArea(actor);
    actor.send({ type: 'plan.update', planData: { baseMenu: 1, isPhone: true } });
    actor.send({ type: 'step.submit' });
    actor.send({ type: 'step.submit' });
    actor.send({ type: 'step.submit', step: 'form2', values: form2Values });
    actor.send({ type: 'step.submit', step: 'form3', values: form3WithPortabilityValues });
    actor.send({ type: 'step.submit', step: 'terms', values: termsWithPhoneValues });
    await waitFor(actor, (s) => s.matches('completed'));
    expect(submitCalls[0]?.customerData.terms?.agreeOfTelecomServiceInfo.isPhone).toBe(true);
    expect(submitCalls[0]?.customerData.form3?.isPortability).toBe(true);
  });

  it('isNotMaintenance: in maintenance the application is not submitted', async () => {
    const { actor, submitCalls } = start({ input: { isMaintenance: true } });
    await toTerms(actor);
    actor.send({ type: 'step.submit', step: 'terms', values: termsValues });
    expect(actor.getSnapshot().value).toBe('terms');
    actor.send({ type: 'settings.update', isMaintenance: false });
    actor.send({ type: 'step.submit' });
    await waitFor(actor, (s) => s.matches('completed'));
    expect(submitCalls).toHaveLength(1);
  });
});

describe('submitting', () => {
  it('submits everything once with an idempotency key and completes with the receipt', async () => {
    const { actor, submitCalls } = start();
    await toTerms(actor);
    actor.send({ type: 'step.submit', step: 'terms', values: termsValues });
    expect(actor.getSnapshot().value).toBe('submitting');
    await waitFor(actor, (s) => s.matches('completed'));
    expect(submitCalls).toHaveLength(1);
    const call = submitCalls[0]!;
    expect(call.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(call.customerData).toMatchObject({
      form2: form2Values,
      form3: form3Values,
      terms: termsValues,
      installationInfo,
    });
    expect(call.planData.isAreaChecked).toBe(true);
    const done = actor.getSnapshot().context;
    expect(done.applicationDetails.receipt).toEqual({
      receiptNumber: 'R-0001',
      receivedAt: null,
      period: call.customerData.areaData?.period ?? null,
    });
    // Spec 4 after completion: customer reset and estimate reset (isAreaChecked kept).
    expect(done.customerData).toEqual({
      installationInfo: null,
      areaData: null,
      areaSearchInput: null,
      form2: null,
      form3: null,
      terms: null,
    });
    expect(done.drafts).toEqual({ form2: null, form3: null, terms: null });
    expect(done.planData).toEqual({ ...defaultPlanData, isAreaChecked: true });
    expect(done.applicationDetails.idempotencyKey).toBeNull();
    expect(JSON.stringify(actor.getPersistedSnapshot())).not.toContain(form2Values.mail);
    expect(currentStep(actor.getSnapshot())).toBe('completed');
    expect(firstIncompleteStep(actor.getSnapshot())).toBe('completed');
  });

  it.each([
    ['form2.mail', 'form2'],
    ['form3.bankInfo.accountNo', 'form3'],
    ['terms.agreeOfTelecomServiceInfo.isPhone', 'terms'],
    ['planData.selectedPlan', 'form'],
  ] as const)(
    'a refused field %s returns to %s with its message, keeping everything',
    async (path, step) => {
      const { actor, submitCalls } = start({
        submit: [new ApplicationRejectedError([{ path, message: 'サーバーのメッセージ' }])],
      });
      await toTerms(actor);
      actor.send({ type: 'step.submit', step: 'terms', values: termsValues });
      await waitFor(actor, (s) => currentStep(s) === step && !s.matches('submitting'));
      const c = actor.getSnapshot().context;
      expect(c.applicationDetails.fieldErrors).toEqual([{ path, message: 'サーバーのメッセージ' }]);
      expect(c.customerData.form2).toBe(form2Values);
      expect(c.customerData.terms).toBe(termsValues);
      const key = c.applicationDetails.idempotencyKey;
      expect(key).not.toBeNull();
      expect(submitCalls).toHaveLength(1);
    },
  );

  it('an unplaceable refusal (installationInfo) lands on submitFailed with the message', async () => {
    const { actor } = start({
      submit: [
        new ApplicationRejectedError([
          { path: 'installationInfo.line1_kanji', message: '丁目・番地を入力してください' },
        ]),
      ],
    });
    await toTerms(actor);
    actor.send({ type: 'step.submit', step: 'terms', values: termsValues });
    await waitFor(actor, (s) => s.matches('submitFailed'));
    expect(actor.getSnapshot().context.applicationDetails.submitError).toContain(
      '丁目・番地を入力してください',
    );
  });

  it('a failure keeps everything; submit.retry reuses the same idempotency key', async () => {
    const { actor, submitCalls } = start({
      submit: [new Error('500'), new Error('500'), { receiptNumber: 'R-9', receivedAt: null }],
    });
    await toTerms(actor);
    actor.send({ type: 'step.submit', step: 'terms', values: termsValues });
    await waitFor(actor, (s) => s.matches('submitFailed'));
    expect(actor.getSnapshot().context.applicationDetails.submitError).toContain(
      '送信できませんでした',
    );
    expect(currentStep(actor.getSnapshot())).toBe('terms');
    actor.send({ type: 'submit.retry' });
    await waitFor(actor, (s) => s.matches('submitFailed'));
    actor.send({ type: 'flow.back' });
    expect(actor.getSnapshot().value).toBe('terms');
    actor.send({ type: 'step.submit' });
    await waitFor(actor, (s) => s.matches('completed'));
    const keys = new Set(submitCalls.map((c) => c.idempotencyKey));
    expect(submitCalls).toHaveLength(3);
    expect(keys.size).toBe(1);
    expect(actor.getSnapshot().context.applicationDetails).toMatchObject({
      receipt: { receiptNumber: 'R-9' },
      submitError: null,
    });
  });

  it('submit.retry is refused during maintenance', async () => {
    const { actor, submitCalls } = start({ submit: [new Error('500')] });
    await toTerms(actor);
    actor.send({ type: 'step.submit', step: 'terms', values: termsValues });
    await waitFor(actor, (s) => s.matches('submitFailed'));
    actor.send({ type: 'settings.update', isMaintenance: true });
    actor.send({ type: 'submit.retry' });
    expect(actor.getSnapshot().value).toBe('submitFailed');
    expect(submitCalls).toHaveLength(1);
  });

  it('without a provided submit actor the default rejects into submitFailed', async () => {
    const machine = applicationFlowMachine.provide({
      actors: { searchArea: fromPromise<AreaData, AreaSearchInput>(async () => servedArea) },
    });
    const actor = createActor(machine, { input: {} }).start();
    await checkArea(actor);
    actor.send({ type: 'step.submit' });
    actor.send({ type: 'step.submit' });
    actor.send({ type: 'step.submit', step: 'form2', values: form2Values });
    actor.send({ type: 'step.submit', step: 'form3', values: form3Values });
    actor.send({ type: 'step.submit', step: 'terms', values: termsValues });
    await waitFor(actor, (s) => s.matches('submitFailed'));
    expect(actor.getSnapshot().context.customerData.form2).toBe(form2Values);
  });

  it('application.reset starts a new application keeping the maintenance flag', async () => {
    const { actor } = start();
    await toTerms(actor);
    actor.send({ type: 'step.submit', step: 'terms', values: termsValues });
    await waitFor(actor, (s) => s.matches('completed'));
    actor.send({ type: 'settings.update', isMaintenance: true });
    actor.send({ type: 'application.reset' });
    const s = actor.getSnapshot();
    expect(s.value).toEqual({ area: 'editing' });
    expect(s.context.customerData.form2).toBeNull();
    expect(s.context.applicationDetails).toMatchObject({
      idempotencyKey: null,
      receipt: null,
      isPlanConfirmed: false,
    });
    expect(s.context.planData.isAreaChecked).toBe(false);
    expect(s.context.isMaintenance).toBe(true);
  });
});

describe('firstIncompleteStep and currentStep', () => {
  it('walks area -> form -> form2 -> form3 -> terms as data is completed', async () => {
    const { actor } = start();
    const seen = [firstIncompleteStep(actor.getSnapshot())];
    await checkArea(actor);
    seen.push(firstIncompleteStep(actor.getSnapshot()));
    actor.send({ type: 'step.submit' });
    actor.send({ type: 'step.submit' });
    seen.push(firstIncompleteStep(actor.getSnapshot()));
    actor.send({ type: 'step.submit', step: 'form2', values: form2Values });
    seen.push(firstIncompleteStep(actor.getSnapshot()));
    actor.send({ type: 'step.submit', step: 'form3', values: form3Values });
    seen.push(firstIncompleteStep(actor.getSnapshot()));
    expect(seen).toEqual(['area', 'form', 'form2', 'form3', 'terms']);
    expect(currentStep(actor.getSnapshot())).toBe('terms');
  });

  it('a restored planData.isAreaChecked without areaData (not persisted) still needs the area check', () => {
    const { actor } = start({
      input: { planData: { isAreaChecked: true }, applicationDetails: { isPlanConfirmed: true } },
    });
    expect(firstIncompleteStep(actor.getSnapshot())).toBe('area');
    actor.send({ type: 'flow.goto', step: 'form3' });
    expect(actor.getSnapshot().value).toEqual({ area: 'editing' });
  });

  it('restores a submit error as null (it is not meaningful after a reload)', () => {
    const onError = vi.fn();
    const { actor } = start({ input: { applicationDetails: { submitError: 'old' } } });
    actor.subscribe({ error: onError });
    expect(actor.getSnapshot().context.applicationDetails.submitError).toBeNull();
    expect(onError).not.toHaveBeenCalled();
  });
});

describe('pricing (the fee simulation of the form and terms steps)', () => {
  const book = priceBookFromContent(fixtureSources());
  const AT = '2026-08-01T12:00:00+09:00';
  const priced = (c: ApplicationFlowContext, at = AT) => estimateFor(c, book, at);

  it('nothing is priced before a page with the simulation opened', async () => {
    const { actor } = start();
    await checkArea(actor);
    actor.send({ type: 'plan.update', planData: { baseMenu: 1, isPhone: true } });
    const c = actor.getSnapshot().context;
    expect(c.pricing).toBeNull();
    expect(c.applicationDetails.estimate).toBeNull();
  });

  it('pricing.open prices the context at the opening: the estimate carried and the figures shown', async () => {
    const { actor } = start();
    await checkArea(actor);
    actor.send({ type: 'step.submit' });
    actor.send({ type: 'pricing.open', book, at: AT });
    const c = actor.getSnapshot().context;
    const expected = priced(c);
    expect(c.pricing?.current).toEqual(expected);
    expect(c.applicationDetails.estimate).toEqual(expected.estimate);
    // The area facts of the check are priced (a 10G area offers 10G without an issue).
    expect(c.pricing?.current.simulation.issues).toEqual([]);
  });

  it('every plan and campaign change is priced by the machine, with the engine campaignData', async () => {
    const { actor } = start();
    await checkArea(actor);
    actor.send({ type: 'step.submit' });
    actor.send({ type: 'pricing.open', book, at: AT });
    const before = actor.getSnapshot().context.applicationDetails.estimate;
    actor.send({ type: 'plan.update', planData: { baseMenu: 1, isPhone: true } });
    const c = actor.getSnapshot().context;
    expect(c.applicationDetails.estimate).not.toEqual(before);
    expect(c.applicationDetails.estimate).toEqual(priced(c).estimate);
    // A hand-set flag never stands: the engine decides the campaign flags.
    actor.send({ type: 'campaign.update', campaignData: { isMeshCP: true } });
    const after = actor.getSnapshot().context;
    expect(after.campaignData.isMeshCP).toBe(false);
    expect(after.campaignData).toEqual(priced(after).campaignData);
  });

  it('a page opened later prices at its own opening; unchanged figures keep their objects', async () => {
    const { actor } = start();
    await checkArea(actor);
    actor.send({ type: 'pricing.open', book, at: AT });
    const first = actor.getSnapshot().context;
    actor.send({ type: 'pricing.open', book, at: '2026-08-01T12:05:00+09:00' });
    const again = actor.getSnapshot().context;
    expect(again.pricing?.openedAt).toBe('2026-08-01T12:05:00+09:00');
    // Same day, same figures: the persisted state and the draft see no change.
    expect(again.applicationDetails).toBe(first.applicationDetails);
    expect(again.campaignData).toBe(first.campaignData);
  });

  it("after the server priced differently, the steps price at the server's instant", async () => {
    const serverAt = '2026-09-01T09:00:00+09:00';
    const { actor } = start({
      submit: [
        new ApplicationRejectedError(
          [{ path: 'planData', message: 'お見積もりの内容が更新されました' }],
          {
            appliedAt: serverAt,
            estimate: estimateFor(
              {
                planData: defaultPlanData,
                campaignData: defaultCampaignData,
                customerData: { areaData: null },
              },
              book,
              serverAt,
            ).estimate,
            changes: [],
          },
        ),
      ],
    });
    await checkArea(actor);
    actor.send({ type: 'step.submit' });
    actor.send({ type: 'pricing.open', book, at: AT });
    actor.send({ type: 'step.submit' });
    actor.send({ type: 'step.submit', step: 'form2', values: form2Values });
    actor.send({ type: 'step.submit', step: 'form3', values: form3Values });
    actor.send({ type: 'step.submit', step: 'terms', values: termsValues });
    await waitFor(actor, (s) => s.matches('form'));
    const c = actor.getSnapshot().context;
    expect(c.applicationDetails.estimateUpdate?.appliedAt).toBe(serverAt);
    expect(c.pricing?.current).toEqual(priced(c, serverAt));
    expect(c.applicationDetails.estimate).toEqual(priced(c, serverAt).estimate);
  });

  it('completion resets the estimate and the pricing (spec 4)', async () => {
    const { actor } = start();
    await checkArea(actor);
    actor.send({ type: 'step.submit' });
    actor.send({ type: 'pricing.open', book, at: AT });
    actor.send({ type: 'step.submit' });
    actor.send({ type: 'step.submit', step: 'form2', values: form2Values });
    actor.send({ type: 'step.submit', step: 'form3', values: form3Values });
    actor.send({ type: 'step.submit', step: 'terms', values: termsValues });
    await waitFor(actor, (s) => s.matches('completed'));
    const c = actor.getSnapshot().context;
    expect(c.pricing).toBeNull();
    expect(c.applicationDetails.estimate).toBeNull();
  });
});

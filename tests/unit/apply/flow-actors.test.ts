import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PlanData } from '@/lib/state/types';
import { makeForm2Schema } from '@/lib/validation/form2';
import { makeForm3Schema } from '@/lib/validation/form3';
import { makeTermsSchema } from '@/lib/validation/terms';
import { createActor, toPromise } from 'xstate';
import { flowActors } from '@/components/apply/flow-actors';
import type { SubmitApplicationInput } from '@/lib/apply/submission';
import { servedArea, validApplication } from '../fixtures/application';
import { apartmentInput, houseInput } from '../machines/fixtures';

/**
 * The wizard's actors import the area search and the submission on first use (not in
 * the pages' first load). Loaded that way they still call the API and shape the answer.
 */

type Call = { query: string; variables: Record<string, unknown>; headers: Headers };
type Answer = (call: Call) => Response | Promise<Response>;

// lib/graphql binds the global fetch once per page, so one stub answers through `answer`.
let answer: Answer = () => json({ errors: [{ message: 'no answer set' }] }, 500);
let calls: Call[] = [];
beforeAll(() => {
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as Omit<Call, 'headers'>;
    const call = { ...body, headers: new Headers(init.headers) };
    calls.push(call);
    return answer(call);
  });
});
afterAll(() => {
  vi.unstubAllGlobals();
});

function stubApi(a: Answer): Call[] {
  answer = a;
  calls = [];
  return calls;
}

const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json' } });

/** The API's answer for a served area: the shared fixture plus the call's result field. */
const served = { ...servedArea, result: 'success' };

function submitInput(idempotencyKey: string): SubmitApplicationInput {
  const app = validApplication();
  return {
    idempotencyKey,
    planData: app.planData as SubmitApplicationInput['planData'],
    campaignData: app.campaignData,
    estimate: app.estimate,
    customerData: {
      // The wizard holds each step's parsed value (its schema's output, as the step form sends
      // it); the submission parses the whole application again with applicationSchema.
      areaData: app.areaData as SubmitApplicationInput['customerData']['areaData'],
      installationInfo:
        app.installationInfo as SubmitApplicationInput['customerData']['installationInfo'],
      areaSearchInput: null,
      form2: makeForm2Schema().parse(app.form2),
      form3: makeForm3Schema({ planData: app.planData as PlanData }).parse(app.form3),
      terms: makeTermsSchema(app.planData as PlanData).parse(app.terms),
    },
  };
}

describe('flowActors.searchArea (lazily loaded area search)', () => {
  it('a house: one searchCommufaArea call, the answer as areaData', async () => {
    const calls = stubApi(() => json({ data: { searchCommufaArea: served } }));
    const out = await toPromise(createActor(flowActors.searchArea, { input: houseInput }).start());
    expect(calls).toHaveLength(1);
    expect(calls[0]!.query).toContain('searchCommufaArea');
    expect(calls[0]!.variables).toMatchObject({
      input: { postalCode: houseInput.postalCode, buildingType: 0 },
    });
    expect(calls[0]!.headers.get('x-graphql-csrf')).toBe('1');
    expect(out).toMatchObject({ result: 'success', isServiceArea: true, period: '約1〜2ヶ月' });
  });

  it('an apartment: the house and as-given searches, merged', async () => {
    const calls = stubApi((c) => {
      const asGiven = (c.variables.input as { buildingType: number }).buildingType === 1;
      return json({
        data: {
          searchCommufaArea: asGiven
            ? { ...served, isRegister: false, isApprovedMansion: true, status: 'ambiguous' }
            : served,
        },
      });
    });
    const out = await toPromise(
      createActor(flowActors.searchArea, { input: apartmentInput }).start(),
    );
    expect(
      calls.map((c) => (c.variables.input as { buildingType: number }).buildingType).sort(),
    ).toEqual([0, 1]);
    expect(out).toMatchObject({
      isServiceArea: true,
      isApprovedMansion: true,
      status: 'ambiguous',
    });
  });

  it('API down: the area answer is failed (the wizard offers a retry)', async () => {
    stubApi(() => {
      throw new TypeError('fetch failed');
    });
    const out = await toPromise(createActor(flowActors.searchArea, { input: houseInput }).start());
    expect(out.result).toBe('failed');
  });
});

describe('flowActors.submitApplication (lazily loaded submission)', () => {
  it('sends applyCTC once per idempotency key, even when started twice', async () => {
    const calls = stubApi(() =>
      json({
        data: { applyCTC: { result: 'success', receiptNumber: 'R-1', introductionId: 'AB12' } },
      }),
    );
    const input = submitInput('key-once');
    const [a, b] = await Promise.all([
      toPromise(createActor(flowActors.submitApplication, { input }).start()),
      toPromise(createActor(flowActors.submitApplication, { input }).start()),
    ]);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.query).toContain('applyCTC');
    expect(calls[0]!.variables.idempotencyKey).toBe('key-once');
    expect(JSON.parse(String(calls[0]!.variables.formDataJSON))).toMatchObject({
      planData: { prefecture: '愛知県' },
    });
    expect(a).toMatchObject({ receiptNumber: 'R-1', introductionId: 'AB12' });
    expect(b).toEqual(a);
  });

  it('a failure is forgotten: a retry with the same key sends again', async () => {
    // The caller's retry link tries a 503 three times (applyCTC carries its idempotency key).
    let up = false;
    const calls = stubApi(() =>
      up
        ? json({
            data: { applyCTC: { result: 'success', receiptNumber: 'R-2', introductionId: 'CD34' } },
          })
        : json({ errors: [{ message: 'Service Unavailable' }] }, 503),
    );
    const input = submitInput('key-retry');
    await expect(
      toPromise(createActor(flowActors.submitApplication, { input }).start()),
    ).rejects.toThrow();
    expect(calls).toHaveLength(3);
    up = true;
    const receipt = await toPromise(createActor(flowActors.submitApplication, { input }).start());
    expect(calls).toHaveLength(4);
    expect(new Set(calls.map((c) => c.variables.idempotencyKey))).toEqual(new Set(['key-retry']));
    expect(receipt.receiptNumber).toBe('R-2');
  });
});

import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  applicationFlowMachine,
  firstIncompleteStep,
  type RestoredDraft,
} from '@/machines/application-flow.machine';
import { defaultCampaignData, defaultPlanData } from '@/lib/state/types';
import {
  form2Values,
  form3Values,
  houseInput,
  installationInfo,
  notServedArea,
  servedArea,
  termsValues,
} from './fixtures';

const area = { input: houseInput, installationInfo, areaData: servedArea };
const plan = {
  planData: { ...defaultPlanData, selectedPlan: 'plan1G' as const, baseMenu: 1 as const },
  campaignData: { ...defaultCampaignData },
  estimate: null,
  estimateUpdate: null,
};

function restore(draft: RestoredDraft) {
  const actor = createActor(applicationFlowMachine, { input: undefined }).start();
  actor.send({ type: 'draft.restore', draft });
  return actor.getSnapshot();
}

describe('draft.restore: the machine resumes at the furthest valid step', () => {
  it.each([
    [{ area: null, plan: null, parsed: {}, typed: {} }, { area: 'editing' }],
    [{ area, plan: null, parsed: {}, typed: {} }, 'form'],
    [{ area, plan, parsed: {}, typed: {} }, 'form2'],
    [{ area, plan, parsed: { form2: form2Values }, typed: {} }, 'form3'],
    [{ area, plan, parsed: { form2: form2Values, form3: form3Values }, typed: {} }, 'terms'],
    [
      {
        area,
        plan,
        parsed: { form2: form2Values, form3: form3Values, terms: termsValues },
        typed: {},
      },
      'terms',
    ],
  ] satisfies [RestoredDraft, unknown][])('%# lands on %j', (draft, state) => {
    expect(restore(draft).value).toEqual(state);
  });

  it('a step that did not pass its schema again stops the resume there, its typed values kept', () => {
    // form2 was tampered with (or today's rules refuse it): the server leaves it out of `parsed`.
    const s = restore({
      area,
      plan,
      parsed: { form3: form3Values },
      typed: { form2: { lastName_kanji: '中部', mail: 'not-an-address' } },
    });
    expect(s.value).toBe('form2');
    expect(s.context.customerData.form2).toBeNull();
    expect(s.context.drafts.form2).toEqual({ lastName_kanji: '中部', mail: 'not-an-address' });
    expect(firstIncompleteStep(s)).toBe('form2');
  });

  it('an address outside the service area shows its area result; the plan is not confirmed', () => {
    const s = restore({ area: { ...area, areaData: notServedArea }, plan, parsed: {}, typed: {} });
    expect(s.value).toEqual({ area: 'checked' });
    expect(s.context.applicationDetails.isPlanConfirmed).toBe(true);
    expect(firstIncompleteStep(s)).toBe('area');
  });

  it('restores the address, the server area result and the plan into the context', () => {
    const s = restore({ area, plan, parsed: { form2: form2Values }, typed: {} });
    expect(s.context.customerData).toMatchObject({
      areaSearchInput: houseInput,
      installationInfo,
      areaData: servedArea,
      form2: form2Values,
    });
    expect(s.context.planData).toMatchObject({ selectedPlan: 'plan1G', isAreaChecked: true });
    expect(s.can({ type: 'flow.goto', step: 'form2' })).toBe(true);
    expect(s.can({ type: 'flow.goto', step: 'terms' })).toBe(false);
  });
});

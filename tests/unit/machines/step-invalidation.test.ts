import { describe, expect, it } from 'vitest';
import { invalidatedSteps, type StepBasis } from '@/machines/step-invalidation';
import { defaultCampaignData, defaultPlanData } from '@/lib/state/types';

const base: StepBasis = { planData: defaultPlanData, campaignData: defaultCampaignData };
const withPlan = (patch: Partial<StepBasis['planData']>): StepBasis => ({
  ...base,
  planData: { ...defaultPlanData, ...patch },
});
const withCampaign = (patch: Partial<StepBasis['campaignData']>): StepBasis => ({
  ...base,
  campaignData: { ...defaultCampaignData, ...patch },
});

describe('invalidatedSteps (which parsed step values a plan or campaign change drops)', () => {
  it.each([
    ['nothing changed', base, []],
    ['an option no step reads (mesh Wi-Fi)', withPlan({ isMeshWiFi: true }), []],
    ['the contract term', withPlan({ contractTerm: '5year' }), []],
    ['another campaign policy', withCampaign({ campaignPolicy: 'price' }), []],
    [
      '光電話 added (base menu 1): portability and the phone agreement',
      withPlan({ baseMenu: 1 }),
      ['form3', 'terms'],
    ],
    ['光テレビ added (base menu 2)', withPlan({ baseMenu: 2 }), ['form3', 'terms']],
    ['ギガぞう added: its agreement', withPlan({ isGigazo: true }), ['terms']],
    [
      '光乗りかえ chosen: a mobile number at form2, the current line at form3',
      withCampaign({ baseCampaign: 'isChangeCP' }),
      ['form2', 'form3'],
    ],
    ['光乗りかえ applied by the engine', withCampaign({ isChangeCP: true }), ['form2', 'form3']],
    [
      'a new build without an address: documents cannot go to the installation address',
      withPlan({ isNoAddress: true }),
      ['form2'],
    ],
  ] as const)('%s', (_name, after, expected) => {
    expect(invalidatedSteps(base, after)).toEqual(expected);
  });

  it('is symmetric: removing a service or the campaign invalidates the same steps', () => {
    expect(invalidatedSteps(withPlan({ baseMenu: 1 }), base)).toEqual(['form3', 'terms']);
    expect(invalidatedSteps(withCampaign({ baseCampaign: 'isChangeCP' }), base)).toEqual([
      'form2',
      'form3',
    ]);
  });

  it('from 光電話 to 光電話 + テレビ: form3 stays (still 光電話), terms needs the TV agreement', () => {
    expect(invalidatedSteps(withPlan({ baseMenu: 1 }), withPlan({ baseMenu: 2 }))).toEqual([
      'terms',
    ]);
  });

  it('reads the base menu, not the mirror flags (lib/pricing/services.ts chosenServices)', () => {
    expect(invalidatedSteps(base, withPlan({ isPhone: true }))).toEqual([]);
  });
});

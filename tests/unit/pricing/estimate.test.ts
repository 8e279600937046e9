import { describe, expect, it } from 'vitest';
import { areaFactsOf, estimateFor, type EstimateBasis } from '@/lib/pricing/estimate';
import { priceBookFromContent } from '@/lib/pricing/from-content';
import { estimateOf } from '@/lib/pricing/quote';
import { simulateFees } from '@/lib/pricing/simulate';
import type { PricingIssue } from '@/lib/pricing/types';
import {
  defaultCampaignData,
  defaultPlanData,
  emptyAreaData,
  type AreaData,
  type CampaignData,
  type PlanData,
} from '@/lib/state/types';
import { fixtureSources } from './fixtures/documents';

const book = priceBookFromContent(fixtureSources());
const AT = '2026-08-01T12:00:00+09:00';

const served: AreaData = {
  ...emptyAreaData,
  isServiceArea: true,
  is10GArea: true,
  isTVArea: true,
  isKDDI: true,
};
const no10G: AreaData = { ...served, is10GArea: false };
const noTV: AreaData = { ...served, isTVArea: false };
const failed: AreaData = { ...served, result: 'failed' };

const checked: PlanData = { ...defaultPlanData, isAreaChecked: true };
const basis = (
  planData: PlanData,
  areaData: AreaData | null,
  campaignData: CampaignData = defaultCampaignData,
): EstimateBasis => ({ planData, campaignData, customerData: { areaData } });
const codes = (issues: PricingIssue[]) => issues.map((i) => i.code);

describe('areaFactsOf: the area facts the simulation reads', () => {
  it.each([
    ['before the area check', defaultPlanData, null, null],
    [
      'a result without the checked flag (planDataFromArea not applied)',
      defaultPlanData,
      served,
      null,
    ],
    ['a failed search', checked, failed, null],
    [
      'a successful check',
      checked,
      served,
      {
        is10GArea: true,
        isTVArea: true,
        isMansionWari12: false,
        isKDDI: true,
        isApprovedMansion: false,
      },
    ],
  ])('%s', (_, planData, areaData, expected) => {
    expect(areaFactsOf(planData, areaData)).toEqual(expected);
  });
});

describe('estimateFor: the one estimate of the machine and the server', () => {
  it.each([
    ['1G before the area check', defaultPlanData, null, []],
    [
      '10G before the area check (nothing excluded by area)',
      { ...defaultPlanData, selectedPlan: 'plan10G' },
      null,
      [],
    ],
    ['10G where the area has it', { ...checked, selectedPlan: 'plan10G' }, served, []],
    [
      '10G where the area has none',
      { ...checked, selectedPlan: 'plan10G' },
      no10G,
      ['plan10GUnavailable'],
    ],
    ['10G after a failed search (no facts)', { ...checked, selectedPlan: 'plan10G' }, failed, []],
    [
      '光テレビ where the area has none',
      { ...checked, baseMenu: 2, isTV: true },
      noTV,
      ['tvUnavailable'],
    ],
    // An option that needs 光電話 is dropped with a note; the plan itself can be applied for.
    ['転送電話 without 光電話', { ...checked, baseMenu: 0, isTensou: true }, served, []],
  ] as const)('%s', (_, plan, areaData, unavailable) => {
    const planData: PlanData = { ...defaultPlanData, ...plan };
    const e = estimateFor(basis(planData, areaData), book, AT);
    expect(codes(e.unavailable)).toEqual(unavailable);
    // The same figures as the engine given the same facts (one derivation, no second rule).
    const direct = simulateFees(
      {
        planData,
        campaignChoice: { baseCampaign: null, campaignPolicy: 'benefits' },
        introduction: null,
        area: areaFactsOf(planData, areaData),
        appliedAt: AT,
      },
      book,
    );
    expect(e.simulation).toEqual(direct);
    expect(e.estimate).toEqual(estimateOf(direct));
    expect(e.campaignData).toEqual(direct.campaignData);
  });

  it('notes an option without its service but does not count it as unavailable', () => {
    const e = estimateFor(basis({ ...checked, isTensou: true }, served), book, AT);
    expect(codes(e.simulation.issues)).toContain('optionUnavailable');
    expect(e.unavailable).toEqual([]);
  });

  it('gives the engine campaignData: hand-set flags are dropped', () => {
    const e = estimateFor(
      basis(checked, served, {
        ...defaultCampaignData,
        baseCampaign: 'is50000CP',
        isMeshCP: true,
      }),
      book,
      AT,
    );
    expect(e.campaignData.isMeshCP).toBe(false);
    expect(e.campaignData.is50000CP).toBe(true);
  });

  it('takes the introduction campaignData holds, unless one is given (the server: the stored one)', () => {
    const introduced: CampaignData = {
      ...defaultCampaignData,
      introducerId: 'ABC12345',
      originalFriendCPCost: 3000,
    };
    const browser = estimateFor(basis(checked, served, introduced), book, AT);
    expect(browser.campaignData.isOriginalFriendCP).toBe(true);
    expect(browser.campaignData.originalFriendCPCost).toBe(3000);

    const unknownId = estimateFor(
      { ...basis(checked, served, introduced), introduction: null },
      book,
      AT,
    );
    expect(unknownId.campaignData.isOriginalFriendCP).toBe(false);

    const stored = estimateFor(
      {
        ...basis(checked, served, introduced),
        introduction: { introducerId: 'ABC12345', originalFriendCPCost: 5000 },
      },
      book,
      AT,
    );
    expect(stored.campaignData.originalFriendCPCost).toBe(5000);
  });

  it('judges the campaigns at `at` (Japan-time windows)', () => {
    // 期間限定上乗せ runs 2026-05-01..2026-06-30 in the fixture documents.
    const during = estimateFor(basis(checked, served), book, '2026-06-30T23:59:00+09:00');
    const after = estimateFor(basis(checked, served), book, '2026-07-01T00:00:00+09:00');
    expect(during.campaignData.isOriginalLimitedAddCP).toBe(true);
    expect(after.campaignData.isOriginalLimitedAddCP).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { priceBookFromContent } from '@/lib/pricing/from-content';
import { simulateFees } from '@/lib/pricing/simulate';
import type { SimulationInput } from '@/lib/pricing/types';
import { defaultPlanData, type PlanData } from '@/lib/state/types';
import { rawCampaigns, rawOptions, fixtureSources } from './fixtures/documents';
import {
  always,
  benefitOf,
  expectedTotals,
  instalments,
  monthly,
  once,
  optionPrice,
  planPrice,
  servicePrice,
  type Cash,
  type Part,
} from './expected';

const book = priceBookFromContent(fixtureSources());

/* Figures read from the fixture documents. */
const contractFee = planPrice('home', 'contract.fee').amount;
const houseCons = planPrice('home', 'construction.net');
const mansionCons = planPrice('mansion', 'construction.net');
const houseCon = { total: houseCons.amount, n: 60 };
const mansionCon = { total: mansionCons.amount, n: 24 };
const tvCons = optionPrice('tv', 'construction.tv').amount;
const h1G = planPrice('home', 'net.house.plan1G').amount;
const h10G = planPrice('home', 'net.house.plan10G').amount;
const m10G = planPrice('mansion', 'net.mansion.plan10G').amount;
const m1GParts = [
  monthly(planPrice('mansion', 'net.mansion.plan1G')),
  monthly(planPrice('mansion', 'net.mansion.plan1G.later')),
];
const m1GFirst = planPrice('mansion', 'net.mansion.plan1G').amount;
const phoneBase = optionPrice('phone', 'phone.base').amount;
const tvBase = optionPrice('tv', 'tv.base').amount;
const anshin = rawOptions['anshin-support'].prices.map(monthly);
const fixed980 = benefitOf('one-year-980');
const giga = benefitOf('giga');
const phoneWari = benefitOf('phone');
const meshWari = benefitOf('mesh');
const cashBack = benefitOf('cash-back');
const change = benefitOf('change');

const DAY = '2026-08-01T12:00:00+09:00';
// 安心サポートPlus chosen, so its free-then-paid steps are priced in every case.
const net0: PlanData = { ...defaultPlanData, isAnshinSupport: true };
const houseBase = (netYen: number): Part[] => [
  once(contractFee),
  ...instalments(houseCon.total, houseCon.n),
  always(netYen),
  ...anshin,
];
const fixedDiscount = (
  netYen: number,
  b: { amount: number; months?: number; fromMonth?: number },
): Part => ({
  yen: -(netYen - b.amount),
  from: b.fromMonth ?? 1,
  to: (b.fromMonth ?? 1) + (b.months ?? 0) - 1,
});
const discount = (yen: number, b: { amount: number; months?: number }): Part => ({
  yen: -Math.min(yen, b.amount),
  from: 1,
  to: b.months ?? 0,
});
const changeCash: Cash = {
  yen: change.amount,
  month: change.paidInMonth ?? 0,
  upTo: true, // fixtures/documents.ts: 乗りかえ is 「最大」
};
const cashBackCash: Cash = { yen: cashBack.amount, month: cashBack.paidInMonth ?? 0 };

interface Case {
  name: string;
  plan?: Partial<PlanData>;
  base: SimulationInput['campaignChoice']['baseCampaign'];
  policy?: 'benefits' | 'price';
  introduction?: SimulationInput['introduction'];
  area?: SimulationInput['area'];
  at?: string;
  applied: string[];
  parts: Part[];
  cash: Cash[];
  issues?: string[];
  excludedReason?: [string, RegExp];
  /** A campaign whose window has ended: neither applied nor listed as excluded. */
  notListed?: string;
}

const area10G = {
  is10GArea: true,
  isTVArea: true,
  isMansionWari12: false,
  isKDDI: false,
  isApprovedMansion: false,
};
const areaNo10G = { ...area10G, is10GArea: false, isTVArea: false };

const cases: Case[] = [
  {
    name: 'house 1G net only, 乗りかえ (base), 工事費無料 excluded by it',
    base: 'isChangeCP',
    applied: ['change'],
    parts: houseBase(h1G),
    cash: [changeCash],
    excludedReason: ['construction', /光乗りかえキャンペーン」と併用できません/],
  },
  {
    name: 'house 1G net only, 50,000円キャッシュバック',
    base: 'is50000CP',
    applied: ['cash-back'],
    parts: houseBase(h1G),
    cash: [cashBackCash],
  },
  {
    name: 'house 1G net only, 1年980 with 料金重視: fixed price + construction waived; 1年割 excluded',
    base: 'isOneYear980CP',
    policy: 'price',
    applied: ['one-year-980', 'construction'],
    parts: [
      ...houseBase(h1G),
      fixedDiscount(h1G, fixed980),
      ...instalments(houseCon.total, houseCon.n, -1),
    ],
    cash: [],
    excludedReason: ['one-year-wari', /1年間980円キャンペーン」と併用できません/],
  },
  {
    name: 'house 1G, 1年980 chosen with 特典重視: not eligible, falls back to the first base that needs no choice (キャッシュバック, not 乗りかえ)',
    base: 'isOneYear980CP',
    policy: 'benefits',
    applied: ['cash-back'],
    parts: houseBase(h1G),
    cash: [cashBackCash],
    excludedReason: ['one-year-980', /料金重視/],
  },
  {
    name: 'no base chosen: the first eligible base applies, never 乗りかえ (the visitor declares the switch by choosing it)',
    base: null,
    applied: ['cash-back'],
    parts: houseBase(h1G),
    cash: [cashBackCash],
    excludedReason: ['change', /乗りかえる方が選べる/],
  },
  {
    name: 'house 10G in a 10G area, phone, 乗りかえ: 10G 6か月980 + 光電話割',
    plan: { selectedPlan: 'plan10G', baseMenu: 1 },
    area: area10G,
    base: 'isChangeCP',
    applied: ['change', 'giga', 'phone'],
    parts: [
      ...houseBase(h10G),
      fixedDiscount(h10G, giga),
      always(phoneBase),
      discount(phoneBase, phoneWari),
    ],
    cash: [changeCash],
  },
  {
    name: 'house 10G before the area check: 10G campaign waits for the area',
    plan: { selectedPlan: 'plan10G' },
    base: 'isChangeCP',
    applied: ['change'],
    parts: houseBase(h10G),
    cash: [changeCash],
    excludedReason: ['giga', /エリア確認後/],
  },
  {
    name: 'house 10G outside a 10G area: flagged, no 10G campaign',
    plan: { selectedPlan: 'plan10G' },
    area: areaNo10G,
    base: 'isChangeCP',
    applied: ['change'],
    parts: houseBase(h10G),
    cash: [changeCash],
    issues: ['plan10GUnavailable'],
    excludedReason: ['giga', /10ギガ提供エリアが対象/],
  },
  {
    name: 'house 10G, 1年980: 10G campaign cannot combine with it',
    plan: { selectedPlan: 'plan10G' },
    area: area10G,
    base: 'isOneYear980CP',
    policy: 'price',
    applied: ['one-year-980', 'construction'],
    parts: [
      ...houseBase(h10G),
      fixedDiscount(h10G, fixed980),
      ...instalments(houseCon.total, houseCon.n, -1),
    ],
    cash: [],
    excludedReason: ['giga', /併用できません/],
  },
  {
    name: 'mansion 1G net only, 乗りかえ: stepped net price and 24 instalments',
    plan: { buildingType: 1 },
    base: 'isChangeCP',
    applied: ['change'],
    parts: [
      once(contractFee),
      ...instalments(mansionCon.total, mansionCon.n),
      ...m1GParts,
      ...anshin,
    ],
    cash: [changeCash],
  },
  {
    name: 'apartment treated as a house (isMansionHome) uses house prices',
    plan: { buildingType: 1, isMansionHome: true },
    base: 'isChangeCP',
    applied: ['change'],
    parts: houseBase(h1G),
    cash: [changeCash],
  },
  {
    name: 'mansion 10G in a 10G area, キャッシュバック + 10G 6か月980',
    plan: { buildingType: 1, selectedPlan: 'plan10G' },
    area: area10G,
    base: 'is50000CP',
    applied: ['cash-back', 'giga'],
    parts: [
      once(contractFee),
      ...instalments(mansionCon.total, mansionCon.n),
      always(m10G),
      ...anshin,
      fixedDiscount(m10G, giga),
    ],
    cash: [cashBackCash],
  },
  {
    name: 'mansion 1G, 1年980: construction waived in full (cap above the fee)',
    plan: { buildingType: 1 },
    base: 'isOneYear980CP',
    policy: 'price',
    applied: ['one-year-980', 'construction'],
    parts: [once(contractFee), ...m1GParts, ...anshin, fixedDiscount(m1GFirst, fixed980)],
    cash: [],
  },
  {
    name: 'house 1G with phone and TV, 乗りかえ',
    plan: { baseMenu: 2 },
    base: 'isChangeCP',
    applied: ['change', 'phone'],
    parts: [
      ...houseBase(h1G),
      always(phoneBase),
      discount(phoneBase, phoneWari),
      always(tvBase),
      ...instalments(tvCons, 60),
    ],
    cash: [changeCash],
  },
  {
    name: 'TV outside the TV area is flagged',
    plan: { baseMenu: 2 },
    area: { ...area10G, isTVArea: false },
    base: 'isChangeCP',
    applied: ['change', 'phone'],
    parts: [
      ...houseBase(h1G),
      always(phoneBase),
      discount(phoneBase, phoneWari),
      always(tvBase),
      ...instalments(tvCons, 60),
    ],
    cash: [changeCash],
    issues: ['tvUnavailable'],
  },
  {
    name: 'friend campaign on: introducer amount as a coupon',
    base: 'isChangeCP',
    introduction: { introducerId: 'INTRO-1', originalFriendCPCost: 3000 },
    applied: ['change', 'friend'],
    parts: houseBase(h1G),
    cash: [changeCash, { yen: 3000, month: benefitOf('friend').paidInMonth ?? 0 }],
  },
  {
    name: 'friend campaign off without a confirmed introducer',
    base: 'isChangeCP',
    applied: ['change'],
    parts: houseBase(h1G),
    cash: [changeCash],
    excludedReason: ['friend', /ご紹介ID/],
  },
  {
    name: 'mesh Wi-Fi and security pack on: mesh discounted 12 months',
    plan: { isMeshWiFi: true, isSecurityPack: true },
    base: 'isChangeCP',
    applied: ['change', 'mesh'],
    parts: [
      ...houseBase(h1G),
      monthly(optionPrice('mesh-wifi', 'mesh.monthly')),
      discount(optionPrice('mesh-wifi', 'mesh.monthly').amount, meshWari),
      monthly(optionPrice('security-pack', 'security.monthly')),
    ],
    cash: [changeCash],
  },
  {
    name: '割引パック includes number display and forwarding (not charged twice)',
    plan: { baseMenu: 1, isWaribikiPack: true, isNumberDisplay: true, isTensou: true },
    base: 'isChangeCP',
    applied: ['change', 'phone'],
    parts: [
      ...houseBase(h1G),
      always(phoneBase),
      discount(phoneBase, phoneWari),
      always(optionPrice('waribiki-pack', 'waribiki.monthly').amount),
    ],
    cash: [changeCash],
  },
  {
    name: 'forwarding and forward-by-caller with set-up fee',
    plan: { baseMenu: 1, isTensou: true, isTensouSelected: true },
    base: 'isChangeCP',
    applied: ['change', 'phone'],
    parts: [
      ...houseBase(h1G),
      always(phoneBase),
      discount(phoneBase, phoneWari),
      always(optionPrice('phone', 'phone.tensou').amount),
      once(optionPrice('phone', 'phone.tensou.setup').amount),
      always(optionPrice('phone', 'phone.tensouSelected').amount),
    ],
    cash: [changeCash],
  },
  {
    name: 'forward-by-caller without forwarding is not charged',
    plan: { baseMenu: 1, isTensouSelected: true },
    base: 'isChangeCP',
    applied: ['change', 'phone'],
    parts: [...houseBase(h1G), always(phoneBase), discount(phoneBase, phoneWari)],
    cash: [changeCash],
    issues: ['optionUnavailable'],
  },
  {
    name: 'a phone option without phone is not charged',
    plan: { isNumberDisplay: true },
    base: 'isChangeCP',
    applied: ['change'],
    parts: houseBase(h1G),
    cash: [changeCash],
    issues: ['optionUnavailable'],
  },
  {
    name: 'anshin support off',
    plan: { isAnshinSupport: false },
    base: 'isChangeCP',
    applied: ['change'],
    parts: [once(contractFee), ...instalments(houseCon.total, houseCon.n), always(h1G)],
    cash: [changeCash],
  },
  {
    name: 'holiday construction is a one-off in month 1',
    plan: { isHolidayConstruction: true },
    base: 'isChangeCP',
    applied: ['change'],
    parts: [...houseBase(h1G), once(planPrice('home', 'construction.holiday').amount)],
    cash: [changeCash],
  },
  {
    name: 'DAZN yearly and Netflix premium sub-plans',
    plan: { isDazn: true, daznPlan: 'yearly', netflixPlan: 'premium' },
    base: 'isChangeCP',
    applied: ['change'],
    parts: [
      ...houseBase(h1G),
      always(optionPrice('dazn', 'dazn.yearly').amount),
      always(servicePrice('netflix', 'netflix.premium').amount),
    ],
    cash: [changeCash],
  },
  {
    name: 'キャッシュバック on its last day (23:59 JST)',
    base: 'is50000CP',
    at: '2026-11-30T23:59:59+09:00',
    applied: ['cash-back'],
    parts: houseBase(h1G),
    cash: [cashBackCash],
  },
  {
    name: 'キャッシュバック the day after (00:00 JST = 15:00Z): no base left to fall back to (乗りかえ only when chosen), so 工事費無料 applies',
    base: 'is50000CP',
    at: '2026-11-30T15:00:00Z',
    applied: ['construction'],
    parts: [...houseBase(h1G), ...instalments(houseCon.total, houseCon.n, -1)],
    cash: [],
    notListed: 'cash-back',
  },
  {
    name: 'always-on add on its last day (2026-01-01 JST), before 乗りかえ started',
    base: 'isChangeCP',
    at: '2026-01-01T22:00:00+09:00',
    applied: ['cash-back', 'original'],
    parts: houseBase(h1G),
    cash: [
      cashBackCash,
      { yen: benefitOf('original').amount, month: benefitOf('original').paidInMonth ?? 0 },
    ],
    excludedReason: ['change', /受付開始前/],
  },
  {
    name: 'always-on add the day after its window',
    base: 'is50000CP',
    at: '2026-01-02T00:00:00+09:00',
    applied: ['cash-back'],
    parts: houseBase(h1G),
    cash: [cashBackCash],
    notListed: 'original',
  },
  {
    name: 'limited add inside its window stacks on the base',
    base: 'isChangeCP',
    at: '2026-06-30T12:00:00+09:00',
    applied: ['change', 'limited-add'],
    parts: houseBase(h1G),
    cash: [
      changeCash,
      { yen: benefitOf('limited-add').amount, month: benefitOf('limited-add').paidInMonth ?? 0 },
    ],
  },
];

describe('simulateFees: table of cases computed from the fixture documents', () => {
  it('has at least 25 cases', () => expect(cases.length).toBeGreaterThanOrEqual(25));

  it.each(cases)('$name', (c) => {
    const input: SimulationInput = {
      planData: { ...net0, ...c.plan },
      campaignChoice: { baseCampaign: c.base, campaignPolicy: c.policy ?? 'benefits' },
      introduction: c.introduction ?? null,
      area: c.area ?? null,
      appliedAt: c.at ?? DAY,
    };
    const r = simulateFees(input, book);
    const want = expectedTotals(c.parts, c.cash);
    expect(r.months.map((m) => m.total)).toEqual(want.months);
    expect(r.totals).toEqual(want.totals);
    expect(r.applied.map((a) => a.slug).sort()).toEqual([...c.applied].sort());
    expect(r.benefits.map((b) => ({ yen: b.yen, month: b.paymentMonth }))).toEqual(
      expect.arrayContaining(c.cash.map((x) => ({ yen: x.yen, month: x.month }))),
    );
    expect(r.benefits).toHaveLength(c.cash.length);
    expect(r.issues.map((i) => i.code).sort()).toEqual([...(c.issues ?? [])].sort());
    if (c.excludedReason) {
      const [slug, re] = c.excludedReason;
      expect(r.excluded.find((e) => e.slug === slug)?.reason).toMatch(re);
    }
    if (c.notListed) {
      expect(r.applied.map((a) => a.slug)).not.toContain(c.notListed);
      expect(r.excluded.map((e) => e.slug)).not.toContain(c.notListed);
    }
    for (const slug of c.applied) {
      const key = (rawCampaigns[slug as keyof typeof rawCampaigns] as { campaignKey?: string })
        .campaignKey;
      if (key) expect(r.campaignData[key as 'isChangeCP']).toBe(true);
    }
  });
});

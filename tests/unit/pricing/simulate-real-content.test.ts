import { describe, expect, it } from 'vitest';
import { priceBookFromContent } from '@/lib/pricing/from-content';
import { simulateFees } from '@/lib/pricing/simulate';
import type { SimulationInput } from '@/lib/pricing/types';
import { defaultPlanData, type PlanData } from '@/lib/state/types';
import {
  always,
  expectedTotals,
  instalments,
  monthly,
  once,
  type Cash,
  type Part,
} from './expected';
import { realContentSources } from './real-content';

/**
 * The simulation on the real documents of content/ (copy's plans and options, content's
 * campaigns). Expected figures are read from the parsed documents by key and combined by the
 * documented rules; which campaigns apply follows each document's eligibility and excludes.
 */
const sources = realContentSources();
const book = priceBookFromContent(sources);

const price = (collection: 'plans' | 'options', slug: string, key: string) => {
  const doc = sources[collection].find((d) => d.slug === slug);
  const p = doc?.prices.find((x) => x.key === key);
  if (!p) throw new Error(`${collection}/${slug} has no price ${key}`);
  return p;
};
const benefit = (slug: string) => {
  const c = sources.campaigns.find((d) => d.slug === slug);
  if (!c) throw new Error(`campaign ${slug} missing`);
  return c.benefit;
};
const cash = (slug: string): Cash => ({
  yen: benefit(slug).amount,
  month: benefit(slug).paidInMonth ?? 0,
  upTo: benefit(slug).upTo,
});
const anshin = sources.options
  .find((d) => d.slug === 'anshin-support')!
  .prices.map((p) => monthly({ ...p, untilMonth: p.untilMonth }));

/** Contract fee and construction instalments, both waived in full by initial-cost / construction. */
function waivedInitial(slug: 'home' | 'mansion'): Part[] {
  const fee = price('plans', 'index', 'contract.fee').amount;
  const con = price('plans', slug, 'construction.net');
  expect(benefit('initial-cost').amount).toBeGreaterThanOrEqual(fee);
  expect(benefit('construction').amount).toBeGreaterThanOrEqual(con.amount);
  return [
    once(fee),
    once(-fee),
    ...instalments(con.amount, con.installments),
    ...instalments(con.amount, con.installments, -1),
  ];
}

const AT = '2026-08-01T12:00:00+09:00';
// 安心サポートPlus chosen, so its free-then-paid steps are priced in every case.
const base: PlanData = { ...defaultPlanData, isAnshinSupport: true };
const area10G = {
  is10GArea: true,
  isTVArea: true,
  isMansionWari12: false,
  isKDDI: false,
  isApprovedMansion: false,
};

function run(
  plan: Partial<PlanData>,
  baseCampaign: SimulationInput['campaignChoice']['baseCampaign'],
  area: SimulationInput['area'] = null,
  campaignPolicy: SimulationInput['campaignChoice']['campaignPolicy'] = 'benefits',
) {
  return simulateFees(
    {
      planData: { ...base, ...plan },
      campaignChoice: { baseCampaign, campaignPolicy },
      introduction: null,
      area,
      appliedAt: AT,
    },
    book,
  );
}

describe('simulateFees on the real content documents', () => {
  it('house 1G net only with 乗りかえ: initial costs waived, 1G cash back and the site original stack', () => {
    const r = run({}, 'isChangeCP');
    const net = price('plans', 'home', 'net.house.plan1G').amount;
    const want = expectedTotals(
      [...waivedInitial('home'), always(net), ...anshin],
      [cash('change'), cash('original'), cash('cash-back-2')],
    );
    expect(r.totals).toEqual(want.totals);
    expect(r.months.map((m) => m.total)).toEqual(want.months);
    expect(r.applied.map((a) => a.slug)).toEqual(
      expect.arrayContaining(['change', 'construction', 'initial-cost', 'original', 'cash-back-2']),
    );
    expect(r.excluded.find((e) => e.slug === 'one-year-wari')?.reason).toMatch(/料金重視/);
    expect(r.campaignData).toMatchObject({
      isChangeCP: true,
      isOriginal30000CP: true,
      is25000CP: true,
      isOneYear980CP: false,
    });
  });

  it('house 1G 料金重視 with 乗りかえ: 1年割 (policy price) applies, the 1G cash back (policy benefits) does not', () => {
    const r = run({}, 'isChangeCP', null, 'price');
    const net = price('plans', 'home', 'net.house.plan1G').amount;
    const wari = benefit('one-year-wari');
    const parts: Part[] = [
      ...waivedInitial('home'),
      always(net),
      { yen: -wari.amount, from: wari.fromMonth, to: wari.fromMonth + (wari.months ?? 0) - 1 },
      ...anshin,
    ];
    const want = expectedTotals(parts, [cash('change'), cash('original')]);
    expect(r.totals).toEqual(want.totals);
    expect(r.excluded.find((e) => e.slug === 'cash-back-2')?.reason).toMatch(/特典重視/);
    expect(r.campaignData).toMatchObject({ isOneYearWariCP: true, is25000CP: false });
  });

  it('house 10G in a 10G area with phone, 料金重視: 1年割, 光電話割 and the au coupon apply', () => {
    const r = run({ selectedPlan: 'plan10G', baseMenu: 1 }, 'isChangeCP', area10G, 'price');
    const net = price('plans', 'home', 'net.house.plan10G').amount;
    const phone = price('options', 'phone', 'phone.base').amount;
    const wari = benefit('one-year-wari');
    const phoneWari = benefit('phone');
    const parts: Part[] = [
      ...waivedInitial('home'),
      always(net),
      { yen: -wari.amount, from: wari.fromMonth, to: wari.fromMonth + (wari.months ?? 0) - 1 },
      always(phone),
      {
        yen: -Math.min(phone, phoneWari.amount),
        from: phoneWari.fromMonth,
        to: phoneWari.fromMonth + (phoneWari.months ?? 0) - 1,
      },
      ...anshin,
    ];
    const want = expectedTotals(parts, [cash('change'), cash('original'), cash('au-coupon')]);
    expect(r.totals).toEqual(want.totals);
    expect(r.months.map((m) => m.total)).toEqual(want.months);
  });

  it('mansion 1G with the 50,000円 cash back: web cash back and the 1G cash back stack, 乗りかえ excluded', () => {
    const r = run({ buildingType: 1 }, 'is50000CP');
    const net = price('plans', 'mansion', 'net.mansion.plan1G').amount;
    const want = expectedTotals(
      [...waivedInitial('mansion'), always(net), ...anshin],
      [cash('cash-back'), cash('web-cash-back'), cash('cash-back-2')],
    );
    expect(r.totals).toEqual(want.totals);
    expect(r.applied.filter((a) => a.role === 'base').map((a) => a.slug)).toEqual(['cash-back']);
    expect(r.excluded.find((e) => e.slug === 'change')?.reason).toMatch(/乗りかえる方が選べる/);
  });

  it('house 1G with 1年980: the net fee is 980円 in its months, cash backs it excludes do not apply', () => {
    const r = run({}, 'isOneYear980CP');
    const net = price('plans', 'home', 'net.house.plan1G').amount;
    const b = benefit('one-year-980');
    const parts: Part[] = [
      ...waivedInitial('home'),
      always(net),
      { yen: -(net - b.amount), from: b.fromMonth, to: b.fromMonth + (b.months ?? 0) - 1 },
      ...anshin,
    ];
    const want = expectedTotals(parts, [cash('original')]);
    expect(r.totals).toEqual(want.totals);
    expect(r.excluded.map((e) => e.slug)).toEqual(
      expect.arrayContaining(['cash-back-2', 'one-year-wari', 'change', 'cash-back']),
    );
  });
});

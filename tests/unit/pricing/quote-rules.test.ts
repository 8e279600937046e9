import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { contentComponents } from '@/components/content/mdx-content';
import { benefitMonthSpan, priceBookFromContent } from '@/lib/pricing/from-content';
import { monthRanges, monthRangeLabel } from '@/lib/pricing/format';
import { computeTotals, offeredTerms, simulateFees } from '@/lib/pricing/simulate';
import type { MonthCharge, OneOffBenefit, PriceBook } from '@/lib/pricing/types';
import { defaultPlanData, type PlanData } from '@/lib/state/types';
import { realContentSources } from './real-content';

/*
 * The quote's rules that a visitor reads as text: the 980円 period (one rule for the campaign
 * page and the pricing), 「最大」 benefits outside 実質月額, and the terms offered.
 */

const sources = realContentSources();
const book = priceBookFromContent(sources);
const AT = '2026-08-01T12:00:00+09:00';
const run = (plan: Partial<PlanData>, baseCampaign: 'isOneYear980CP' | 'is50000CP') =>
  simulateFees(
    {
      planData: { ...defaultPlanData, ...plan },
      campaignChoice: { baseCampaign, campaignPolicy: 'benefits' },
      introduction: null,
      area: null,
      appliedAt: AT,
    },
    book,
  );
const netOf = (m: MonthCharge) =>
  m.lines.filter((l) => l.key === 'net' || l.key.startsWith('net.')).reduce((s, l) => s + l.yen, 0);

describe('the 980円 campaign ends when its page says it ends', () => {
  const doc = sources.campaigns.find((c) => c.slug === 'one-year-980')!;
  const span = benefitMonthSpan(doc.benefit);

  it('the quote charges 980円 for the net in exactly the months of the rule, the plan price after', () => {
    const r = run({}, 'isOneYear980CP');
    const plan = sources.plans
      .find((p) => p.slug === 'home')!
      .prices.find((p) => p.key === 'net.house.plan1G')!;
    for (const m of r.months) {
      const inSpan = m.month >= span.from && m.month <= span.to;
      expect(netOf(m), `month ${m.month}`).toBe(inSpan ? 980 : plan.amount);
    }
    expect(span).toEqual({ from: 1, to: 12 });
  });

  it("the page's text says the same months, from the same rule", () => {
    const C = contentComponents({ ...doc, collection: 'Campaign' } as never) as unknown as {
      BenefitPeriod: () => React.ReactElement;
    };
    const html = renderToStaticMarkup(C.BenefitPeriod());
    expect(html).toContain(`${span.from}〜${span.to}か月目は月額料金が980円`);
    expect(html).toContain(`${span.to + 1}か月目からは通常の月額料金`);
  });

  it("the quote's month labels follow its segments: a 980円 plan shows the step up, a plain plan one range", () => {
    const with980 = monthRanges(run({}, 'isOneYear980CP').months).map((x) => monthRangeLabel(x));
    expect(with980[0]).toBe('2〜12か月目');
    expect(with980).toContain('13か月目以降');
    const plain = monthRanges(run({}, 'is50000CP').months);
    expect(plain.map((x) => x.yen)).not.toContain(980);
  });
});

describe('「最大」 benefits are conditions, outside 実質月額', () => {
  const month = (n: number, yen: number): MonthCharge => ({ month: n, lines: [], total: yen });
  const months = Array.from({ length: 36 }, (_, i) => month(i + 1, 5000));
  const cash = (yen: number, upTo: boolean): OneOffBenefit => ({
    kind: 'cashback',
    item: upTo ? '乗りかえ費用（最大）' : 'キャッシュバック',
    yen,
    upTo,
    paymentMonth: 6,
    source: 'campaigns/x',
  });

  it('a fixed cash back lowers 実質月額, an up-to one does not', () => {
    const fixed = computeTotals(months, [cash(36_000, false)]);
    expect(fixed.effectiveMonthly).toBe(4000);
    const upTo = computeTotals(months, [cash(36_000, false), cash(50_000, true)]);
    expect(upTo.benefitsWithin3Years).toBe(36_000);
    expect(upTo.effectiveMonthly).toBe(4000);
  });
});

describe('a term whose prices equal another term is not offered', () => {
  it('the real content (5-year fees equal the 2-year ones) offers the 2-year term only', () => {
    expect(offeredTerms(book, defaultPlanData)).toEqual(['2year']);
    const r = simulateFees(
      {
        planData: { ...defaultPlanData, contractTerm: '5year' },
        campaignChoice: { baseCampaign: 'is50000CP', campaignPolicy: 'benefits' },
        introduction: null,
        area: null,
        appliedAt: AT,
      },
      book,
    );
    expect(r.issues.map((i) => i.code)).toContain('termNotOffered');
  });

  it('a 5-year fee of its own makes the term offered', () => {
    const priced: PriceBook = {
      ...book,
      net: book.net.map((n) =>
        n.term === '5year'
          ? { ...n, monthly: n.monthly.map((s) => ({ ...s, yen: s.yen - 110 })) }
          : n,
      ),
    };
    expect(offeredTerms(priced, defaultPlanData)).toEqual(['2year', '5year']);
  });
});

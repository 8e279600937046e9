import { describe, expect, it } from 'vitest';
import type { CampaignFrontmatter } from '@/lib/content/schema';
import { priceBookFromContent } from '@/lib/pricing/from-content';
import { simulateFees } from '@/lib/pricing/simulate';
import type { SimulationInput, SimulationResult } from '@/lib/pricing/types';
import {
  defaultPlanData,
  type BaseCampaign,
  type ContractTerm,
  type PlanData,
} from '@/lib/state/types';
import { realContentSources } from './real-content';

/**
 * Every campaign document of content/campaigns: the benefit the simulation gives for it, summed
 * over every simulated month (its discount lines) plus its cash and coupons, equals what its page
 * promises — the frontmatter `benefit` the page is written from, and the yen figure of its badge
 * when the badge states a total ('27,500円が実質0円', '50,000円'). A campaign is simulated on an
 * input built from its own eligibility; one that cannot apply (ended, no amount set) must be
 * listed as excluded with a reason and give nothing.
 */
const sources = realContentSources();
const book = priceBookFromContent(sources);
const AT = '2026-08-01T12:00:00+09:00';
const AREA = {
  is10GArea: true,
  isTVArea: true,
  isMansionWari12: true,
  isKDDI: false,
  isApprovedMansion: true,
};
const BASES: Array<BaseCampaign | null> = [null, 'isChangeCP', 'isOneYear980CP', 'is50000CP'];

type Doc = CampaignFrontmatter & { slug: string };

const optionSlugFlag = (slug: string | undefined) =>
  sources.options.find((o) => o.slug === slug)?.flag;

/**
 * planData that meets the document's plan, building and option requirements, with every service
 * (net + phone + TV) unless the document limits the menus: a benefit must stay on its own target
 * when other fees of the same kind are on the bill (工事費 of net and of TV).
 */
function planFor(doc: Doc, term: ContractTerm): PlanData {
  const flags = new Set<string>([...doc.requires.options]);
  const target = optionSlugFlag(
    doc.benefit.target === 'option' ? doc.benefit.optionSlug : undefined,
  );
  if (target) flags.add(target);
  const menus = doc.requires.baseMenus ?? [0, 1, 2];
  const tv = menus.includes(2);
  const phone = tv || menus.includes(1);
  const plan: PlanData = {
    ...defaultPlanData,
    selectedPlan: doc.plans.includes('plan10G') ? 'plan10G' : 'plan1G',
    buildingType: doc.buildingTypes.includes('house') ? 0 : 1,
    baseMenu: tv ? 2 : phone ? 1 : 0,
    isPhone: phone,
    isTV: tv,
    contractTerm: term,
  };
  for (const f of flags)
    if (f !== 'isPhone' && f !== 'isTV' && f in plan)
      (plan as unknown as Record<string, unknown>)[f] = true;
  return plan;
}

/** The first combination of base choice and policy under which the document's campaign applies. */
function simulateWith(doc: Doc, term: ContractTerm): SimulationResult {
  const introduction = doc.requires.introducer
    ? { introducerId: 'INT-SAMPLE01', originalFriendCPCost: doc.benefit.amount }
    : null;
  let last: SimulationResult | null = null;
  for (const policy of doc.policy ? [doc.policy] : (['benefits', 'price'] as const)) {
    for (const baseCampaign of doc.campaignKey && doc.group === 'base'
      ? [doc.campaignKey as BaseCampaign]
      : BASES) {
      const input: SimulationInput = {
        planData: planFor(doc, term),
        campaignChoice: { baseCampaign, campaignPolicy: policy },
        introduction,
        area: AREA,
        appliedAt: AT,
      };
      last = simulateFees(input, book);
      if (last.applied.some((a) => a.slug === doc.slug)) return last;
    }
  }
  return last!;
}

/** Yen the simulation gives for a campaign: its discounts over all months, plus its cash and coupons. */
function simulatedBenefit(r: SimulationResult, slug: string): number {
  const source = `campaigns/${slug}`;
  const discounts = r.months
    .flatMap((m) => m.lines)
    .filter((l) => l.kind === 'discount' && l.source === source);
  const cash = r.benefits.filter((b) => b.source === source);
  return -discounts.reduce((s, l) => s + l.yen, 0) + cash.reduce((s, b) => s + b.yen, 0);
}

/** The yen total a campaign's page promises, from its frontmatter benefit (null: a monthly price, checked per month). */
function promisedYen(doc: Doc): number | null {
  const b = doc.benefit;
  if (b.kind === 'fixedMonthlyPrice') return null;
  if (b.kind === 'monthlyDiscount') return b.includedInPrices ? 0 : b.amount * (b.months ?? 0);
  return b.amount;
}

/** A total in yen stated by the badge ('27,500円が実質0円', '最大50,000円還元', 'Web限定 25,000円'), else null. */
function badgeYen(doc: Doc): number | null {
  const m = doc.badge?.match(/^(?:最大|Web限定\s*)?([\d,]+)円/);
  return m ? Number(m[1]!.replace(/,/g, '')) : null;
}

const docs = sources.campaigns.filter((d) => !d.draft);
const terms: ContractTerm[] = ['2year', '5year'];

describe('each campaign document: the simulated benefit equals what its page promises', () => {
  for (const doc of docs) {
    for (const term of terms) {
      it(`${doc.slug} (${term === '2year' ? '2年契約' : '5年契約'})`, () => {
        const r = simulateWith(doc, term);
        const applied = r.applied.some((a) => a.slug === doc.slug);
        const ended = doc.validUntil !== undefined && doc.validUntil < AT.slice(0, 10);
        if (!applied) {
          // Only a campaign that has ended or has no amount set may fail to apply: an ended one
          // is not listed any more, one without an amount says why.
          expect(ended || doc.benefit.amount === 0).toBe(true);
          const listed = r.excluded.find((e) => e.slug === doc.slug);
          if (ended) expect(listed).toBeUndefined();
          else expect(listed?.reason).toBeTruthy();
          expect(simulatedBenefit(r, doc.slug)).toBe(0);
          return;
        }
        const promised = promisedYen(doc);
        if (promised !== null) {
          expect(simulatedBenefit(r, doc.slug)).toBe(promised);
          const badge = badgeYen(doc);
          if (badge !== null) expect(simulatedBenefit(r, doc.slug)).toBe(badge);
          return;
        }
        // fixedMonthlyPrice ('12か月間 月額980円'): the target costs exactly the amount in each of its months.
        const b = doc.benefit;
        for (let m = b.fromMonth; m < b.fromMonth + (b.months ?? 0); m += 1) {
          const target = r.months[m - 1]!.lines.filter((l) => l.key === b.target).reduce(
            (s, l) => s + l.yen,
            0,
          );
          expect(target, `month ${m}`).toBe(b.amount);
        }
      });
    }
  }
});

describe('工事費実質無料 (content/campaigns/construction)', () => {
  const construction = docs.find((d) => d.slug === 'construction')!;
  const net = (term: ContractTerm) =>
    sources.plans
      .find((p) => p.slug === 'home')!
      .prices.find((p) => p.key.startsWith('construction.net') && p.term === term)!;
  const tv = (term: ContractTerm) =>
    sources.options
      .find((p) => p.slug === 'tv')!
      .prices.find((p) => p.key.startsWith('construction.tv') && p.term === term)!;

  for (const term of terms) {
    it(`10ギガ ネット＋電話＋テレビ (${term}): the 光ネット instalments are waived month by month, the 光テレビ fee is charged in full`, () => {
      const r = simulateFees(
        {
          planData: {
            ...defaultPlanData,
            selectedPlan: 'plan10G',
            baseMenu: 2,
            isPhone: true,
            isTV: true,
            contractTerm: term,
          },
          campaignChoice: { baseCampaign: null, campaignPolicy: 'benefits' },
          introduction: null,
          area: AREA,
          appliedAt: AT,
        },
        book,
      );
      expect(r.applied.map((a) => a.slug)).toContain('construction');
      const sumKey = (m: number, key: string) =>
        r.months[m - 1]!.lines.filter((l) => l.key === key).reduce((s, l) => s + l.yen, 0);
      const netFee = net(term);
      const tvFee = tv(term);
      // Every month of the instalments: net construction charged and waived (balance 0).
      for (let m = 1; m <= netFee.installments; m += 1)
        expect(sumKey(m, 'construction.net'), `month ${m}`).toBe(0);
      const tvCharged = r.months
        .flatMap((m) => m.lines)
        .filter((l) => l.key === 'construction.tv')
        .reduce((s, l) => s + l.yen, 0);
      expect(tvCharged).toBe(tvFee.amount);
      const netCost = r.initialCosts.find((c) => c.key === 'construction.net')!;
      expect(netCost.waivedYen).toBe(construction.benefit.amount);
      expect(netCost.instalmentMonths).toBe(netFee.installments);
      expect(r.initialCosts.find((c) => c.key === 'construction.tv')!.waivedYen).toBe(0);
      // After the 12-month discounts (months 1-12 for 1年980) and until the TV instalments end the bill is flat: no jump
      // when a waiver runs out early.
      const totals = r.months.slice(13, tvFee.installments).map((m) => m.total);
      expect(new Set(totals).size).toBe(1);
    });
  }
});

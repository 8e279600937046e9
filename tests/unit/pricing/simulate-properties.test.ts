import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceBookFromContent } from '@/lib/pricing/from-content';
import { OPTION_FLAGS, withOption, type OptionKey } from '@/lib/pricing/options';
import { simulateFees, splitInstalments } from '@/lib/pricing/simulate';
import type {
  CampaignRule,
  PriceBook,
  SimulationInput,
  SimulationResult,
} from '@/lib/pricing/types';
import { defaultPlanData, type PlanData } from '@/lib/state/types';
import { fixtureSources } from './fixtures/documents';

const book = priceBookFromContent(fixtureSources());
const FROM = Date.parse('2025-06-01T00:00:00+09:00');
const TO = Date.parse('2027-06-01T00:00:00+09:00');

const planArb: fc.Arbitrary<PlanData> = fc
  .record({
    buildingType: fc.constantFrom(0 as const, 1 as const),
    isMansionHome: fc.boolean(),
    selectedPlan: fc.constantFrom('plan1G' as const, 'plan10G' as const),
    baseMenu: fc.constantFrom(0 as const, 1 as const, 2 as const),
    netflixPlan: fc.constantFrom('none' as const, 'normal' as const, 'premium' as const),
    daznPlan: fc.constantFrom('monthly' as const, 'yearly' as const),
    flags: fc.array(fc.constantFrom(...OPTION_FLAGS.map((o) => o.flag).filter((f) => f !== null)), {
      maxLength: 8,
    }),
  })
  .map(({ flags, ...rest }) => ({
    ...defaultPlanData,
    ...rest,
    isAnshinSupport: false,
    ...Object.fromEntries(flags.map((f) => [f, true])),
  }));

const inputArb: fc.Arbitrary<SimulationInput> = fc.record({
  planData: planArb,
  campaignChoice: fc.record({
    baseCampaign: fc.constantFrom(
      null,
      'isChangeCP' as const,
      'isOneYear980CP' as const,
      'is50000CP' as const,
    ),
    campaignPolicy: fc.constantFrom('benefits' as const, 'price' as const),
  }),
  introduction: fc.option(
    fc.record({
      introducerId: fc.constant('INTRO-1'),
      originalFriendCPCost: fc.integer({ min: 0, max: 20000 }),
    }),
    { nil: null },
  ),
  area: fc.option(
    fc.record({
      is10GArea: fc.boolean(),
      isTVArea: fc.boolean(),
      isMansionWari12: fc.boolean(),
      isKDDI: fc.boolean(),
      isApprovedMansion: fc.boolean(),
    }),
    { nil: null },
  ),
  appliedAt: fc.integer({ min: FROM, max: TO }).map((ms) => new Date(ms).toISOString()),
});

const comparable = (r: SimulationResult) => ({
  months: r.months,
  benefits: r.benefits,
  applied: r.applied,
  campaignData: r.campaignData,
  totals: r.totals,
  initialCosts: r.initialCosts,
});

describe('simulateFees properties (fast-check)', () => {
  it('each month total is the sum of its lines, and the totals the sum of the months', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const r = simulateFees(input, book);
        for (const m of r.months) expect(m.total).toBe(m.lines.reduce((s, l) => s + l.yen, 0));
        const sum = (a: number, b: number) =>
          r.months.slice(a - 1, b).reduce((s, m) => s + m.total, 0);
        expect(r.totals.firstMonth).toBe(sum(1, 1));
        expect(r.totals.firstYear).toBe(sum(1, 12));
        expect(r.totals.twoYear).toBe(sum(1, 24));
        expect(r.totals.threeYear).toBe(sum(1, 36));
        expect(r.totals.months2to12.total).toBe(sum(2, 12));
        expect(r.months.length).toBeGreaterThanOrEqual(36);
      }),
      { numRuns: 200 },
    );
  });

  it('no month and no line balance is negative; every amount is an integer', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const r = simulateFees(input, book);
        for (const m of r.months) {
          expect(m.total).toBeGreaterThanOrEqual(0);
          const byKey = new Map<string, number>();
          for (const l of m.lines) {
            expect(Number.isInteger(l.yen)).toBe(true);
            byKey.set(l.key, (byKey.get(l.key) ?? 0) + l.yen);
          }
          for (const v of byKey.values()) expect(v).toBeGreaterThanOrEqual(0);
        }
        expect(Number.isInteger(r.totals.effectiveMonthly)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('at most one base campaign applies; 乗りかえ (open-ended from 2026-04-01) whenever chosen, and only then', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const r = simulateFees(input, book);
        const bases = r.applied.filter((a) => a.role === 'base');
        expect(bases.length).toBeLessThanOrEqual(1);
        const changeChosen = input.campaignChoice.baseCampaign === 'isChangeCP';
        if (changeChosen && Date.parse(input.appliedAt) >= Date.parse('2026-04-01T00:00:00+09:00'))
          expect(bases).toHaveLength(1);
        if (!changeChosen) expect(r.campaignData.isChangeCP).toBe(false);
        const flags = [
          r.campaignData.isChangeCP,
          r.campaignData.isOneYear980CP,
          r.campaignData.is50000CP,
        ];
        expect(flags.filter(Boolean).length).toBe(bases.length);
      }),
      { numRuns: 200 },
    );
  });

  it('an expired or not-yet-started campaign never changes the result', () => {
    fc.assert(
      fc.property(
        inputArb,
        fc.constantFrom(...book.campaigns),
        fc.boolean(),
        fc.integer({ min: 1, max: 400 * 86_400_000 }),
        (input, template, expired, gap) => {
          const t = Date.parse(input.appliedAt);
          const ghost: CampaignRule = {
            ...template,
            slug: `ghost-${template.slug}`,
            order: template.order - 1,
            startsAt: expired ? t - gap - 86_400_000 : t + gap,
            endsAt: expired ? t - gap : t + gap + 86_400_000,
          };
          const withGhost: PriceBook = { ...book, campaigns: [ghost, ...book.campaigns] };
          const a = simulateFees(input, book);
          const b = simulateFees(input, withGhost);
          expect(comparable(b)).toEqual(comparable(a));
          // An ended campaign is not listed at all; an upcoming one is, with its start.
          const listed = b.excluded.find((e) => e.slug === ghost.slug);
          if (expired) expect(listed).toBeUndefined();
          else expect(listed?.reason).toMatch(/受付開始前/);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('turning an option on never lowers any month (a pack is compared with its contents off)', () => {
    fc.assert(
      fc.property(
        inputArb,
        fc.constantFrom(...OPTION_FLAGS.map((o) => o.key)),
        (input, key: OptionKey) => {
          const pack = book.options.find((o) => o.key === key);
          let off = withOption(input.planData, key, false);
          for (const inc of pack?.includes ?? []) off = withOption(off, inc, false);
          const on = withOption(off, key, true);
          const a = simulateFees({ ...input, planData: off }, book);
          const b = simulateFees({ ...input, planData: on }, book);
          b.months.forEach((m, i) => expect(m.total).toBeGreaterThanOrEqual(a.months[i]!.total));
          expect(b.totals.threeYear).toBeGreaterThanOrEqual(a.totals.threeYear);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('the same input gives the same output, and the input is not changed', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const copy = structuredClone(input);
        const a = simulateFees(input, book);
        const b = simulateFees(copy, structuredClone(book));
        expect(b).toEqual(a);
        expect(input).toEqual(copy);
      }),
      { numRuns: 100 },
    );
  });

  it('instalments are integers summing to the fee, the remainder in the first', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 200_000 }),
        fc.integer({ min: 1, max: 120 }),
        (total, n) => {
          const parts = splitInstalments(total, n);
          expect(parts).toHaveLength(n);
          expect(parts.reduce((s, x) => s + x, 0)).toBe(total);
          expect(new Set(parts.slice(1)).size).toBeLessThanOrEqual(1);
          expect(parts[0]! - (parts[1] ?? parts[0]!)).toBeLessThan(n);
        },
      ),
    );
  });
});

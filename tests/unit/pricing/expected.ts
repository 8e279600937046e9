/**
 * Expected-value helpers for the pricing tests: they read figures from the fixture documents and
 * apply the documented rules (instalments: floor each, remainder in month 1; effective monthly
 * average: ceil of (36-month charges - benefits paid in months 1-36) / 36). They never call the
 * engine.
 */
import { rawCampaigns, rawOptions, rawPlans, rawServices } from './fixtures/documents';

interface RawPrice {
  key: string;
  amount: number;
  fromMonth?: number;
  untilMonth?: number;
}

/** A charge (positive) or discount (negative) of `yen` in every month from..to (inclusive). */
export interface Part {
  yen: number;
  from: number;
  to: number;
}

export interface Cash {
  yen: number;
  month: number;
  /** 「最大◯円」: a condition, left out of 実質月額. */
  upTo?: boolean;
}

export const HORIZON = 36;

function find(prices: readonly RawPrice[], key: string): RawPrice {
  const p = prices.find((x) => x.key === key);
  if (!p) throw new Error(`fixture price ${key} missing`);
  return p;
}

export const planPrice = (slug: keyof typeof rawPlans, key: string) =>
  find(rawPlans[slug].prices, key);
export const optionPrice = (slug: keyof typeof rawOptions, key: string) =>
  find(rawOptions[slug].prices, key);
export const servicePrice = (slug: keyof typeof rawServices, key: string) =>
  find(rawServices[slug].prices, key);
export const benefitOf = (slug: keyof typeof rawCampaigns) =>
  rawCampaigns[slug].benefit as {
    amount: number;
    months?: number;
    fromMonth?: number;
    paidInMonth?: number;
  };

/** A monthly price line as a part (its fromMonth/untilMonth, default 1..36). */
export function monthly(p: RawPrice): Part {
  return { yen: p.amount, from: p.fromMonth ?? 1, to: Math.min(p.untilMonth ?? HORIZON, HORIZON) };
}

export function always(yen: number): Part {
  return { yen, from: 1, to: HORIZON };
}

export function once(yen: number, month = 1): Part {
  return { yen, from: month, to: month };
}

/** Instalments of the documented rule: floor(total/n) a month, the remainder added to month 1. */
export function instalments(total: number, n: number, sign = 1): Part[] {
  const each = Math.floor(total / n);
  const first = total - each * (n - 1);
  return [once(sign * first), { yen: sign * each, from: 2, to: Math.min(n, HORIZON) }];
}

export function monthTotals(parts: Part[]): number[] {
  return Array.from({ length: HORIZON }, (_, i) =>
    parts.filter((p) => i + 1 >= p.from && i + 1 <= p.to).reduce((s, p) => s + p.yen, 0),
  );
}

export function expectedTotals(parts: Part[], cash: Cash[]) {
  const m = monthTotals(parts);
  const sum = (a: number, b: number) => m.slice(a - 1, b).reduce((s, x) => s + x, 0);
  const rest = m.slice(1, 12);
  const threeYear = sum(1, 36);
  const benefits = cash.filter((c) => c.month <= 36 && !c.upTo).reduce((s, c) => s + c.yen, 0);
  return {
    months: m,
    totals: {
      firstMonth: m[0],
      months2to12: { min: Math.min(...rest), max: Math.max(...rest), total: sum(2, 12) },
      firstYear: sum(1, 12),
      twoYear: sum(1, 24),
      threeYear,
      benefitsWithin3Years: benefits,
      effectiveMonthly: Math.ceil((threeYear - benefits) / 36),
    },
  };
}

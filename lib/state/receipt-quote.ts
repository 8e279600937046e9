import type { QuoteMonthRange, QuoteSummary } from '@/lib/pricing/quote';

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isYen = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

/**
 * The receipt's stored quote (QuoteSummary: yen amounts, cost item names, campaign titles; no
 * personal data) as the persisted applicationDetails keep it, one JSON string, so the completed
 * page shows it again after a reload.
 */
export function encodeReceiptQuote(quote: QuoteSummary | null | undefined): string | null {
  return quote ? JSON.stringify(quote) : null;
}

/** `v` when it is an array whose items all pass `is`, else null. */
function arrayOf<T>(v: unknown, is: (x: unknown) => x is T): T[] | null {
  return Array.isArray(v) && v.every(is) ? v : null;
}

const isText = (v: unknown): v is string => typeof v === 'string';
const isCost = (v: unknown): v is QuoteSummary['initialCosts'][number] =>
  isRecord(v) && isText(v.item) && isYen(v.totalYen) && isYen(v.waivedYen);
const isRange = (v: unknown): v is QuoteMonthRange =>
  isRecord(v) && isYen(v.fromMonth) && (v.toMonth === null || isYen(v.toMonth)) && isYen(v.yen);

/**
 * Inverse of encodeReceiptQuote; null for anything that is not a QuoteSummary. A quote stored
 * before the month ranges and the 「最大」 conditions existed decodes with empty lists (the rows of
 * lib/pricing/quote.ts quoteSummaryRows then show 月額（2〜12か月目）). Never throws.
 */
export function decodeReceiptQuote(value: unknown): QuoteSummary | null {
  if (typeof value !== 'string') return null;
  let q: unknown;
  try {
    q = JSON.parse(value);
  } catch {
    return null;
  }
  if (!isRecord(q)) return null;
  const { firstMonth, monthlyMin, monthlyMax, threeYear, effectiveMonthly } = q;
  const initialCosts = arrayOf(q.initialCosts, isCost);
  const campaigns = arrayOf(q.campaigns, isText);
  const monthlyRanges = q.monthlyRanges === undefined ? [] : arrayOf(q.monthlyRanges, isRange);
  const conditionalBenefits =
    q.conditionalBenefits === undefined ? [] : arrayOf(q.conditionalBenefits, isText);
  if (
    !isYen(firstMonth) ||
    !isYen(monthlyMin) ||
    !isYen(monthlyMax) ||
    !isYen(threeYear) ||
    !isYen(effectiveMonthly) ||
    !isText(q.priceBookVersion) ||
    !initialCosts ||
    !campaigns ||
    !monthlyRanges ||
    !conditionalBenefits
  )
    return null;
  return {
    firstMonth,
    monthlyRanges,
    monthlyMin,
    monthlyMax,
    threeYear,
    effectiveMonthly,
    initialCosts,
    campaigns,
    conditionalBenefits,
    priceBookVersion: q.priceBookVersion,
  };
}

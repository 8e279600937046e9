import type { QuoteSummary } from '@/lib/pricing/quote';

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

/** Inverse of encodeReceiptQuote; null for anything that is not a QuoteSummary. Never throws. */
export function decodeReceiptQuote(value: unknown): QuoteSummary | null {
  if (typeof value !== 'string') return null;
  let q: unknown;
  try {
    q = JSON.parse(value);
  } catch {
    return null;
  }
  if (!isRecord(q)) return null;
  const amounts = ['firstMonth', 'monthlyMin', 'monthlyMax', 'threeYear', 'effectiveMonthly'];
  if (!amounts.every((k) => isYen(q[k])) || typeof q.priceBookVersion !== 'string') return null;
  const costs = q.initialCosts;
  if (
    !Array.isArray(costs) ||
    !costs.every(
      (c) => isRecord(c) && typeof c.item === 'string' && isYen(c.totalYen) && isYen(c.waivedYen),
    )
  )
    return null;
  if (!Array.isArray(q.campaigns) || !q.campaigns.every((c) => typeof c === 'string')) return null;
  return q as unknown as QuoteSummary;
}

import { describe, expect, it } from 'vitest';
import { DRAFT_TOKEN_KEY, loadDraftToken, saveDraftToken } from '@/lib/state/draft-token';
import { decodeReceiptQuote, encodeReceiptQuote } from '@/lib/state/receipt-quote';
import type { QuoteSummary } from '@/lib/pricing/quote';
import { MemoryStorage, throwingStorage } from './memory-storage';

describe('the draft token in sessionStorage', () => {
  it('keeps a well-formed token only, and forgets it', () => {
    const s = new MemoryStorage();
    saveDraftToken(s, 'AbCdEfGhIjKlMnOpQrStU_');
    expect(loadDraftToken(s)).toBe('AbCdEfGhIjKlMnOpQrStU_');
    s.setItem(DRAFT_TOKEN_KEY, '山田 taro@example.jp');
    expect(loadDraftToken(s)).toBeNull();
    saveDraftToken(s, null);
    expect(s.length).toBe(0);
  });

  it('never throws without storage', () => {
    expect(loadDraftToken(throwingStorage)).toBeNull();
    expect(loadDraftToken(undefined)).toBeNull();
    expect(() => saveDraftToken(throwingStorage, 'AbCdEfGhIjKlMnOpQrStU_')).not.toThrow();
  });
});

describe('the receipt quote in the persisted state', () => {
  const quote: QuoteSummary = {
    firstMonth: 5720,
    monthlyRanges: [
      { fromMonth: 2, toMonth: 12, yen: 5720 },
      { fromMonth: 13, toMonth: null, yen: 6820 },
    ],
    monthlyMin: 5720,
    monthlyMax: 6820,
    threeYear: 230_000,
    effectiveMonthly: 5980,
    initialCosts: [{ item: '契約事務手数料', totalYen: 3300, waivedYen: 0 }],
    campaigns: ['乗りかえキャンペーン'],
    conditionalBenefits: [],
    priceBookVersion: 'abc',
  };

  it('round-trips a quote summary', () => {
    expect(decodeReceiptQuote(encodeReceiptQuote(quote))).toEqual(quote);
    expect(encodeReceiptQuote(null)).toBeNull();
  });

  it('decodes a quote stored before the month ranges and conditions with empty lists', () => {
    const older = JSON.parse(JSON.stringify(quote)) as Record<string, unknown>;
    delete older.monthlyRanges;
    delete older.conditionalBenefits;
    expect(decodeReceiptQuote(JSON.stringify(older))).toEqual({
      ...quote,
      monthlyRanges: [],
      conditionalBenefits: [],
    });
  });

  it.each([
    ['not JSON', '{'],
    ['a missing amount', JSON.stringify({ ...quote, effectiveMonthly: undefined })],
    ['a cost without yen', JSON.stringify({ ...quote, initialCosts: [{ item: 'x' }] })],
    ['a month range without yen', JSON.stringify({ ...quote, monthlyRanges: [{ fromMonth: 2 }] })],
    ['a condition that is not text', JSON.stringify({ ...quote, conditionalBenefits: [1] })],
    ['not a string', 42],
  ])('refuses %s', (_name, value) => {
    expect(decodeReceiptQuote(value)).toBeNull();
  });
});

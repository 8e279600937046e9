import { describe, expect, it } from 'vitest';
import { canRequestTransfer, formatTransferAmount } from '@/lib/flows/transfer';
import { formatJapaneseDate } from '@/lib/time';

describe('transfer check display (/transfer/)', () => {
  it.each([
    [3300, '3,300円（税込）'],
    [110000, '110,000円（税込）'],
    [1, '1円（税込）'],
    [0, '無料'],
  ])('amount %s yen -> %s', (amount, text) => {
    expect(formatTransferAmount(amount)).toBe(text);
  });

  it('shows no amount when the server gave none', () => {
    expect(formatTransferAmount(null)).toBeNull();
    expect(formatTransferAmount(undefined)).toBeNull();
    expect(formatTransferAmount(Number.NaN)).toBeNull();
  });

  it.each([
    ['2026-12-01', '2026年12月1日（火）'],
    ['2027-01-10', '2027年1月10日（日）'],
    ['2028-02-29', '2028年2月29日（火）'],
  ])('deadline %s -> %s (a calendar day, whatever the clock zone)', (value, text) => {
    expect(formatJapaneseDate(value)).toBe(text);
  });

  it.each([null, '', '2026-02-30', '2027-02-29', '2026/12/01', '2026-12-01T00:00:00Z'])(
    'no deadline text for %s',
    (value) => {
      expect(formatJapaneseDate(value)).toBeNull();
    },
  );

  it('only an ok check leads on to the new address', () => {
    const base = { title: '', message: '', amount: null, deadline: null };
    expect(canRequestTransfer({ ...base, status: 'ok' })).toBe(true);
    expect(canRequestTransfer({ ...base, status: 'notFound' })).toBe(false);
    expect(canRequestTransfer({ ...base, status: 'unavailable' })).toBe(false);
    expect(canRequestTransfer(null)).toBe(false);
  });
});

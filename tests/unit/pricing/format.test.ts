import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { formatYen, formatYenRange } from '@/lib/pricing/format';

describe('yen amounts in Japanese (lib/pricing/format)', () => {
  it('writes integer yen with thousands separators and 円, keeping the sign', () => {
    expect(formatYen(5940)).toBe('5,940円');
    expect(formatYen(-330)).toBe('-330円');
    expect(formatYen(0)).toBe('0円');
    expect(formatYen(1_234_567)).toBe('1,234,567円');
  });

  it('groups every integer exactly as Intl ja-JP does, without creating an Intl object', async () => {
    const reference = new Intl.NumberFormat('ja-JP');
    const created = vi.spyOn(Intl, 'NumberFormat');
    try {
      // A fresh copy of the module, so nothing it made in earlier tests hides a creation.
      vi.resetModules();
      const { formatYen } = await import('@/lib/pricing/format');
      fc.assert(
        fc.property(fc.oneof(fc.integer(), fc.maxSafeInteger()), (yen) => {
          expect(formatYen(yen)).toBe(`${reference.format(yen)}円`);
        }),
      );
      expect(created).not.toHaveBeenCalled();
    } finally {
      vi.restoreAllMocks();
    }
    // Not an integer: Intl's rounding to three decimals, as before.
    expect(formatYen(1234.5)).toBe('1,234.5円');
  });

  it('writes a range as min〜max, and one amount when both ends are equal', () => {
    expect(formatYenRange(4950, 5500)).toBe('4,950円〜5,500円');
    expect(formatYenRange(4950, 4950)).toBe('4,950円');
  });
});

import { describe, expect, it } from 'vitest';
import { formatYen, formatYenRange } from '@/lib/pricing/format';

describe('yen amounts in Japanese (lib/pricing/format)', () => {
  it('writes integer yen with thousands separators and 円, keeping the sign', () => {
    expect(formatYen(5940)).toBe('5,940円');
    expect(formatYen(-330)).toBe('-330円');
  });

  it('writes a range as min〜max, and one amount when both ends are equal', () => {
    expect(formatYenRange(4950, 5500)).toBe('4,950円〜5,500円');
    expect(formatYenRange(4950, 4950)).toBe('4,950円');
  });
});

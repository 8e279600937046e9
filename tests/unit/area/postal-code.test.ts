import { describe, expect, it } from 'vitest';
import { formatPostalCode, normalizePostalCode } from '@/lib/area/postal-code';

describe('normalizePostalCode', () => {
  it.each([
    ['4600001', '4600001'],
    ['460-0001', '4600001'],
    ['４６０－０００１', '4600001'],
    ['４６０ー０００１', '4600001'],
    ['〒460-0001', '4600001'],
    [' 460 0001 ', '4600001'],
  ])('%s -> %s', (text, expected) => expect(normalizePostalCode(text)).toBe(expected));

  it.each(['', '460-001', '46000011', 'abc-defg', '460_0001'])('%s is rejected', (text) =>
    expect(normalizePostalCode(text)).toBeNull(),
  );

  it('formats for display', () => expect(formatPostalCode('4600001')).toBe('460-0001'));
});

import { describe, expect, it } from 'vitest';
import { getIndexablePaths } from '@/lib/content/sitemap';
import { priceUnitText } from '@/components/content/price-table';
import type { PriceItem } from '@/lib/content/schema';

const at = (iso: string) => () => Date.parse(iso);

describe('sitemap paths (active campaigns only)', () => {
  it('lists a campaign only inside its Japan-time window', () => {
    expect(getIndexablePaths(at('2026-11-21T12:00:00+09:00'))).not.toContain('/campaign/original-add/');
    expect(getIndexablePaths(at('2025-12-01T12:00:00+09:00'))).toContain('/campaign/original-add/');
    expect(getIndexablePaths(at('2026-10-31T23:59:59+09:00'))).not.toContain('/campaign/original-limited-add/');
    expect(getIndexablePaths(at('2026-11-01T00:00:00+09:00'))).toContain('/campaign/original-limited-add/');
  });

  it('lists documents and general routes, never the application steps; every path ends with /', () => {
    const paths = getIndexablePaths(at('2026-11-21T12:00:00+09:00'));
    for (const p of ['/', '/campaign/', '/option/', '/option/phone/', '/plan/home/', '/service/construction/home/', '/set-wari/smart-value/', '/special/lp2/'])
      expect(paths).toContain(p);
    expect(paths).not.toContain('/apply/form2/');
    expect(paths.every((p) => p.endsWith('/'))).toBe(true);
  });
});

describe('price table unit text', () => {
  const base: PriceItem = { key: 'k', label: 'l', kind: 'monthly', amount: 770, once: false, installments: 0, fromMonth: 1, optional: false, priceStatus: 'confirmed' };
  it('describes monthly ranges, instalments and per-unit lines in Japanese', () => {
    expect(priceUnitText(base)).toBe('月額');
    expect(priceUnitText({ ...base, untilMonth: 24 })).toBe('月額(1〜24か月目)');
    expect(priceUnitText({ ...base, fromMonth: 25 })).toBe('月額(25か月目以降)');
    expect(priceUnitText({ ...base, kind: 'initial', installments: 60 })).toBe('初期費用(60回分割)');
    expect(priceUnitText({ ...base, kind: 'perUnit', unitLabel: '1番号あたり/月' })).toBe('1番号あたり/月');
  });
});

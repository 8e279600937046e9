import { describe, expect, it } from 'vitest';
import { faqJsonLd, getFaqCategories } from '@/lib/pages/faq';

describe('FAQ', () => {
  it('has at least 20 questions in categories, each answered', () => {
    const cats = getFaqCategories();
    expect(cats.length).toBeGreaterThan(1);
    const items = cats.flatMap((c) => c.items);
    expect(items.length).toBeGreaterThanOrEqual(20);
    expect(new Set(items.map((i) => i.q)).size).toBe(items.length);
    for (const i of items) expect(i.a.length).toBeGreaterThan(20);
  });

  it('JSON-LD lists every question', () => {
    const cats = getFaqCategories();
    const ld = faqJsonLd(cats);
    expect(ld['@type']).toBe('FAQPage');
    expect(ld.mainEntity).toHaveLength(cats.flatMap((c) => c.items).length);
  });

  it('answers quote the phone hours from getCallTime', () => {
    const text = JSON.stringify(getFaqCategories());
    expect(text).toContain('10:00〜18:00');
  });
});

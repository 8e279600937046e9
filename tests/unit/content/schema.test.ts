import { describe, expect, it } from 'vitest';
import { benefitSchema, campaignSchema, computeSlugAndUrl, optionSchema } from '@/lib/content/schema';
import { readDocument } from '@/lib/content/frontmatter';

const change = readDocument('content', 'campaigns/change.mdx').data;

describe('campaign frontmatter schema', () => {
  it('accepts the example document and applies defaults', () => {
    const parsed = campaignSchema.parse(change);
    expect(parsed.draft).toBe(false);
    expect(parsed.benefit.fromMonth).toBe(1);
    expect(parsed.requires.switching).toBe(true);
  });

  it('rejects validUntil before validFrom, on the validUntil field', () => {
    const r = campaignSchema.safeParse({ ...change, validFrom: '2026-05-01', validUntil: '2026-04-30' });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.path.join('.'))).toContain('validUntil');
  });

  it('accepts a one-day campaign (validFrom = validUntil)', () => {
    expect(campaignSchema.safeParse({ ...change, validFrom: '2026-05-01', validUntil: '2026-05-01' }).success).toBe(true);
  });

  it('rejects impossible dates and unknown fields', () => {
    expect(campaignSchema.safeParse({ ...change, validFrom: '2026-02-30' }).error?.issues[0]?.path).toEqual(['validFrom']);
    expect(campaignSchema.safeParse({ ...change, colour: 'red' }).success).toBe(false);
  });

  it('monthly benefits need months; one-off benefits need paidInMonth; option targets need optionSlug', () => {
    const paths = (b: object) => benefitSchema.safeParse(b).error?.issues.map((i) => i.path.join('.')) ?? [];
    expect(paths({ kind: 'monthlyDiscount', amount: 100, target: 'net' })).toContain('months');
    expect(paths({ kind: 'cashback', amount: 100, target: 'total' })).toContain('paidInMonth');
    expect(paths({ kind: 'monthlyDiscount', amount: 100, months: 3, target: 'option' })).toContain('optionSlug');
    expect(paths({ kind: 'feeWaiver', amount: 27500, target: 'construction' })).toEqual([]);
  });

  it('rejects duplicate price keys in an option', () => {
    const item = { key: 'a', label: 'A', kind: 'monthly', amount: 1, priceStatus: 'confirmed' };
    const r = optionSchema.safeParse({ title: 't', description: 'd', layout: 'option', category: 'phone', summary: 's', priceStatus: 'confirmed', prices: [item, item] });
    expect(r.error?.issues.map((i) => i.path.join('.'))).toContain('prices.1.key');
  });
});

describe('computed slug and url', () => {
  it('index documents map to the collection root; nested paths keep their folders; urls end with /', () => {
    expect(computeSlugAndUrl('Option', 'index.mdx')).toEqual({ slug: 'index', url: '/option/' });
    expect(computeSlugAndUrl('Service', 'construction/home.mdx')).toEqual({ slug: 'construction/home', url: '/service/construction/home/' });
    expect(computeSlugAndUrl('Campaign', 'one-year-980.mdx').url).toBe('/campaign/one-year-980/');
  });
});

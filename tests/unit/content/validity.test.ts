import { describe, expect, it } from 'vitest';
import { getActiveCampaigns, getAllCampaigns, getCampaignPage } from '@/lib/content';

const at = (iso: string) => () => Date.parse(iso);

describe('campaign list with a fixed clock (content/campaigns/)', () => {
  const slugsAt = (iso: string) => getActiveCampaigns(at(iso)).map((c) => c.slug);

  it('lists the limited add-on campaign from validFrom 00:00 JST and drops it after validUntil', () => {
    const limited = getAllCampaigns().find((c) => c.slug === 'original-limited-add')!;
    expect(limited.validFrom).toBe('2026-11-01');
    expect(slugsAt('2026-10-31T23:59:59+09:00')).not.toContain('original-limited-add');
    expect(slugsAt('2026-11-01T00:00:00+09:00')).toContain('original-limited-add');
    expect(slugsAt('2026-12-31T23:59:00+09:00')).toContain('original-limited-add');
    expect(slugsAt('2027-01-01T00:00:00+09:00')).not.toContain('original-limited-add');
  });

  it('the always-on add campaign (spec 9: 2025-07-11 to 2026-01-01 JST) is listed inside its window only', () => {
    expect(slugsAt('2025-07-10T23:59:59+09:00')).not.toContain('original-add');
    expect(slugsAt('2025-07-11T00:00:00+09:00')).toContain('original-add');
    expect(slugsAt('2026-01-01T23:59:59+09:00')).toContain('original-add');
    expect(slugsAt('2026-01-02T00:00:00+09:00')).not.toContain('original-add');
  });

  it('today (2026-11-21) the always-on add campaign is not listed and its page is in the ended state', () => {
    const today = at('2026-11-21T12:00:00+09:00');
    expect(getActiveCampaigns(today).map((c) => c.slug)).not.toContain('original-add');
    expect(getCampaignPage('original-add', today)?.status).toBe('ended');
    const add = getAllCampaigns().find((c) => c.slug === 'original-add')!;
    expect(add.benefit).toMatchObject({ kind: 'cashback', amount: 10000, amountFrom: 'originalAddCPCost' });
  });

  it('a campaign before its validFrom is upcoming (the route answers 404)', () => {
    expect(getCampaignPage('original-limited-add', at('2026-10-01T00:00:00+09:00'))?.status).toBe('upcoming');
    expect(getCampaignPage('no-such-campaign')).toBeNull();
  });

  it('the list is ordered by `order` ascending', () => {
    const orders = getActiveCampaigns(at('2026-11-21T12:00:00+09:00')).map((c) => c.order);
    expect(orders.length).toBeGreaterThan(10);
    expect([...orders].sort((a, b) => a - b)).toEqual(orders);
  });

  it('the three base campaigns are mutually exclusive through benefit.excludes', () => {
    const base = getAllCampaigns().filter((c) => c.group === 'base');
    expect(base.map((c) => c.campaignKey).sort()).toEqual(['is50000CP', 'isChangeCP', 'isOneYear980CP']);
    for (const c of base)
      for (const other of base) if (other !== c) expect(c.benefit.excludes).toContain(other.slug);
  });

  it('every campaign has a url with a trailing slash and a banner', () => {
    for (const c of getAllCampaigns()) {
      expect(c.url).toBe(`/campaign/${c.slug}/`);
      expect(c.banner.src).toMatch(/^\/images\/campaigns\//);
    }
  });
});

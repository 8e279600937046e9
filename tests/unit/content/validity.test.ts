import { describe, expect, it, afterEach } from 'vitest';
import { toInstant } from '@/lib/content/time';
import { campaignStatusAt } from '@/lib/content/validity';
import { getActiveCampaigns, getAllCampaigns, getCampaignPage } from '@/lib/content';
import { systemClock } from '@/lib/content/clock';

const at = (iso: string) => () => Date.parse(iso);

describe('Japan-time validity windows (issue 3, Validity)', () => {
  it('a date-only validFrom starts at 00:00 JST, which is 15:00 UTC the day before', () => {
    expect(toInstant('2026-04-01', 'start')).toBe(Date.parse('2026-03-31T15:00:00Z'));
  });

  it('a date-only validUntil includes the whole day and ends at 00:00 JST the next day', () => {
    expect(toInstant('2026-01-01', 'end')).toBe(Date.parse('2026-01-02T00:00:00+09:00'));
  });

  it('a date-time without offset is Japan time; with an offset it is taken as written', () => {
    expect(toInstant('2026-05-01T10:30', 'start')).toBe(Date.parse('2026-05-01T10:30:00+09:00'));
    expect(toInstant('2026-05-01T10:30:00Z', 'start')).toBe(Date.parse('2026-05-01T10:30:00Z'));
  });

  it('status flips exactly at the window edges', () => {
    const w = { startsAt: toInstant('2026-11-01', 'start'), endsAt: toInstant('2026-12-31', 'end') };
    expect(campaignStatusAt(w, Date.parse('2026-10-31T23:59:59.999+09:00'))).toBe('upcoming');
    expect(campaignStatusAt(w, Date.parse('2026-11-01T00:00:00+09:00'))).toBe('active');
    expect(campaignStatusAt(w, Date.parse('2026-12-31T23:59:59.999+09:00'))).toBe('active');
    expect(campaignStatusAt(w, Date.parse('2027-01-01T00:00:00+09:00'))).toBe('ended');
    expect(campaignStatusAt({ startsAt: w.startsAt, endsAt: null }, Date.parse('2099-01-01T00:00:00Z'))).toBe('active');
  });
});

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

describe('systemClock', () => {
  afterEach(() => {
    delete process.env.CONTENT_NOW;
  });
  it('honours CONTENT_NOW and otherwise reads the real time', () => {
    process.env.CONTENT_NOW = '2026-01-01T00:00:00+09:00';
    expect(systemClock()).toBe(Date.parse('2025-12-31T15:00:00Z'));
    delete process.env.CONTENT_NOW;
    expect(Math.abs(systemClock() - Date.now())).toBeLessThan(1000);
  });
});

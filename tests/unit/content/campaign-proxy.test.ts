import { afterEach, describe, expect, it } from 'vitest';
import { NextRequest } from 'next/server';
import { proxy } from '@/proxy';
import { getActiveCampaigns, getAllCampaigns } from '@/lib/content';

/**
 * proxy.ts: campaign paths that must answer 404 (no such campaign, or not started yet: spec
 * section 2) and paths with a malformed percent-encoding are rewritten to the compiled 404 page,
 * so its HTML is rendered on the server; every other path reaches its page unchanged.
 */

const rewriteOf = (path: string) =>
  proxy(new NextRequest(`http://localhost${path}`)).headers.get('x-middleware-rewrite');

afterEach(() => {
  delete process.env.CONTENT_NOW;
});

describe('campaign paths in proxy.ts', () => {
  it('rewrites an unknown campaign, and any page path with a malformed encoding, to the 404 page', () => {
    for (const path of [
      '/campaign/no-such-campaign/',
      '/campaign/%E3%81/',
      '/campaign/%ZZ/',
      '/option/%ZZ/',
      '/plan/%E3/',
    ]) {
      expect(rewriteOf(path), path).toBe('http://localhost/__not-found__/');
    }
  });

  it('lets an active campaign and an ended one through (the ended one shows its notice)', () => {
    const active = getActiveCampaigns()[0]!;
    const now = Date.now();
    const ended = getAllCampaigns().find((c) => c.endsAt !== null && c.endsAt <= now)!;
    for (const slug of [active.slug, ended.slug]) {
      const res = proxy(new NextRequest(`http://localhost/campaign/${slug}/`));
      expect(res.headers.get('x-middleware-rewrite'), slug).toBeNull();
      expect(res.headers.get('x-middleware-next'), slug).toBe('1');
    }
  });

  it('rewrites a campaign before its start (Japan time) and lets it through from its start', () => {
    const campaign = getAllCampaigns().find((c) => c.startsAt > 0)!;
    process.env.CONTENT_NOW = new Date(campaign.startsAt - 1).toISOString();
    expect(rewriteOf(`/campaign/${campaign.slug}/`)).toBe('http://localhost/__not-found__/');
    process.env.CONTENT_NOW = new Date(campaign.startsAt).toISOString();
    expect(rewriteOf(`/campaign/${campaign.slug}/`)).toBeNull();
  });

  it('leaves the campaign list, deeper paths and other pages alone', () => {
    for (const path of ['/campaign/', '/campaign/a/b/', '/plan/home/', '/option/tv/', '/%E3%81%82/']) {
      expect(rewriteOf(path), path).toBeNull();
    }
  });
});

describe('trailing-slash redirect in proxy.ts', () => {
  it('redirects a path without its slash (308, query kept) with the security headers', () => {
    for (const [path, location] of [
      ['/plan/home', 'http://localhost/plan/home/?x=1'],
      ['/api/graphql', 'http://localhost/api/graphql/?x=1'],
    ] as const) {
      const res = proxy(new NextRequest(`http://localhost${path}?x=1`));
      expect(res.status, path).toBe(308);
      expect(res.headers.get('location'), path).toBe(location);
      expect(res.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
      expect(res.headers.get('strict-transport-security'), path).toMatch(/^max-age=/);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });

  it('leaves paths with the slash, the root and files alone', () => {
    for (const path of ['/', '/plan/home/', '/sitemap.xml', '/images/a.webp', '/api/graphql/']) {
      const res = proxy(new NextRequest(`http://localhost${path}`));
      expect(res.headers.get('x-middleware-next'), path).toBe('1');
    }
  });
});

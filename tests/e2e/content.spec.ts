import { get as httpGet, type IncomingMessage } from 'node:http';
import { gunzipSync, gzipSync } from 'node:zlib';
import {
  chromium,
  expect,
  test,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from './helpers/test';
import { defaultSettings as lighthouseDefaults } from 'lighthouse/core/config/constants.js';
import { scriptSources } from './helpers/bundle-scan';
import { CONTENT_IMAGE_SIZES } from '../../lib/content/schema';
import { formatYen, monthRangeLabel, monthRanges } from '../../lib/pricing/format';
import { priceBookFromContent } from '../../lib/pricing/from-content';
import { planEstimate } from '../../lib/pricing/plan-estimate';
import { realContentSources } from '../unit/pricing/real-content';
import { liveContentDocs } from './helpers/content-docs';

// Each live document's own page (status, heading, title) is checked by shell.spec.ts's route
// test, in the same visit as its layout and axe check.

test('the campaign list shows active campaigns only, in order, and the set-discount section', async ({
  page,
}) => {
  await page.goto('/campaign/');
  const cards = page.locator('[data-campaign]');
  const shown = await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-campaign')));
  const active = liveContentDocs
    .filter((d) => d.collection === 'Campaign')
    .map((d) => d.url.split('/')[2]);
  expect(shown.sort()).toEqual([...active].sort());
  expect(shown).not.toContain('original-add');
  await expect(page.locator('#set-wari h2')).toHaveText('スマホとのセット割');
  await expect(page.locator('#set-wari a[href="/set-wari/smart-value/"]')).toBeVisible();
});

test('the ended always-on add campaign says it has ended, links /campaign/ and is noindex', async ({
  page,
}) => {
  const res = await page.goto('/campaign/original-add/');
  expect(res?.status()).toBe(200);
  await expect(page.getByTestId('campaign-ended')).toContainText('このキャンペーンは終了しました');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await page.getByRole('link', { name: '実施中のキャンペーンを見る' }).click();
  await expect(page).toHaveURL(/\/campaign\/$/);
});

test('a campaign page, rendered per request and streamed, is gzipped as compactly as one whole-page gzip', async ({
  baseURL,
}) => {
  test.skip(
    test.info().project.name !== 'mobile',
    'bytes on the wire do not depend on the viewport',
  );
  // Raw bytes as sent (node:http does not decompress): Next flushes the gzip stream after each
  // streamed chunk, and with zlib's default full flush each chunk lost the dictionary
  // (lib/server/gzip-flush.mjs; /campaign/mesh/ 14,647 bytes against 12,698 gzipped whole).
  for (const path of ['/campaign/mesh/', '/campaign/']) {
    const res = await new Promise<IncomingMessage>((resolve, reject) =>
      httpGet(new URL(path, baseURL), { headers: { 'accept-encoding': 'gzip' } }, resolve).on(
        'error',
        reject,
      ),
    );
    const parts: Buffer[] = [];
    for await (const part of res) parts.push(part as Buffer);
    const wire = Buffer.concat(parts);
    expect(res.headers['content-encoding'], path).toBe('gzip');
    const whole = gzipSync(gunzipSync(wire)).length;
    expect(
      wire.length,
      `${path}: ${wire.length} bytes on the wire, ${whole} gzipped whole`,
    ).toBeLessThan(whole * 1.02);
  }
});

test('an unknown campaign answers 404, rendered on the server: heading, header and drawer without JavaScript', async ({
  request,
}) => {
  const res = await request.get('/campaign/no-such-campaign/');
  expect(res.status()).toBe(404);
  const html = await res.text();
  // Not Next's empty error document (<html id="__next_error__">) filled in by the client.
  expect(html).toContain('<html lang="ja"');
  expect(html).not.toContain('__next_error__');
  expect(html).toMatch(/<h1[^>]*>お探しのページは見つかりませんでした。<\/h1>/);
  expect(html).toContain('id="site-drawer"');
});

test('a page path with a malformed percent-encoding answers the 404 page, not a 500', async ({
  request,
}) => {
  for (const path of ['/option/%ZZ/', '/plan/%E3/', '/campaign/%E3%81/']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(404);
    expect(await res.text(), path).toContain('お探しのページは見つかりませんでした。');
  }
});

test('images: AVIF or WebP through next/image with width candidates and sizes, the first banner eager, the rest lazy, no layout shift', async ({
  page,
}) => {
  await page.goto('/campaign/');
  const imgs = page.locator('[data-campaign] img');
  const first = imgs.first();
  await expect(first).not.toHaveAttribute('loading', 'lazy');
  await expect(imgs.nth(1)).toHaveAttribute('loading', 'lazy');
  // No candidate beyond the one that covers the source's width (the optimiser never enlarges):
  // the 640 px thumbnails have one, the 1,200 px banner of /campaign/mesh/ five.
  const widths = (srcset: string | null) =>
    (srcset ?? '').split(', ').map((c) => Number(/ (\d+)w$/.exec(c)?.[1]));
  expect(widths(await first.getAttribute('srcset'))).toEqual([640]);
  expect(await first.getAttribute('src')).toMatch(/&w=640&q=75$/);
  const banner = await page.request.get('/campaign/mesh/');
  const bannerImg = /<img[^>]*srcSet="([^"]*)"/.exec(await banner.text())?.[1] ?? null;
  expect(widths(bannerImg)).toEqual([640, 750, 828, 1080, 1200]);
  await expect(first).toHaveAttribute('sizes', CONTENT_IMAGE_SIZES);
  const declared =
    Number(await first.getAttribute('width')) / Number(await first.getAttribute('height'));
  expect(declared).toBeCloseTo(16 / 9, 2);
  const ratio = await first.evaluate(
    (el) => el.getBoundingClientRect().width / el.getBoundingClientRect().height,
  );
  expect(ratio).toBeCloseTo(16 / 9, 1);
  // A browser that takes AVIF (every current one) gets it, about a quarter fewer bytes than the
  // WebP that any other gets for the same URL (spec section 9's default format).
  const src = (await first.getAttribute('src'))!;
  const webp = await page.request.get(src, { headers: { accept: 'image/webp,*/*' } });
  expect(webp.headers()['content-type']).toBe('image/webp');
  const avif = await page.request.get(src, { headers: { accept: 'image/avif,image/webp,*/*' } });
  expect(avif.headers()['content-type']).toBe('image/avif');
  expect((await avif.body()).length).toBeLessThan((await webp.body()).length * 0.9);
});

/**
 * A page in a new context of Lighthouse's phone (its default screen emulation, as in bench:web:
 * 412 × 823 CSS px at 1.75x), in the mobile project only: the test opens its own context, so one
 * project is enough.
 */
async function lighthousePhone(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  test.skip(test.info().project.name !== 'mobile', 'opens its own phone context: once is enough');
  const phone = lighthouseDefaults.screenEmulation;
  const context = await browser.newContext({
    viewport: { width: phone.width, height: phone.height },
    deviceScaleFactor: phone.deviceScaleFactor,
  });
  return { context, page: await context.newPage() };
}

test('a phone downloads its LCP image once, at the candidate its screen needs, at quality 75', async ({
  browser,
}) => {
  // Lighthouse's phone: 412 CSS px at 1.75x needs 721 px; the density srcset sent the 1,200 px source.
  const { context, page } = await lighthousePhone(browser);
  const hero = encodeURIComponent('/images/campaigns/mesh.webp');
  // Width and quality of each request for the hero: quality 100 made it three times the bytes.
  const candidates: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (
      url.pathname.startsWith('/_next/image') &&
      encodeURIComponent(url.searchParams.get('url') ?? '') === hero
    )
      candidates.push(`${url.searchParams.get('w')} px, q ${url.searchParams.get('q')}`);
  });
  await page.goto('/campaign/mesh/');
  await expect(page.locator('link[rel="preload"][as="image"]')).toHaveAttribute(
    'imagesizes',
    CONTENT_IMAGE_SIZES,
  );
  await page.waitForLoadState('load');
  expect(candidates).toEqual(['750 px, q 75']);
  await context.close();
});

test('on a slow connection a phone lays out and fetches the campaign list near its screen only, the rest as it scrolls', async ({
  browser,
}) => {
  const { context, page } = await lighthousePhone(browser);
  // A 300 ms round trip makes Chrome rate the connection 3g, where its lazy-load reach is 2,500 px
  // below the screen (1,250 px on 4g): the reach at which the list's thumbnails competed with the
  // first screen's resources.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 300,
    downloadThroughput: (10 * 1024 * 1024) / 8,
    uploadThroughput: (10 * 1024 * 1024) / 8,
  });
  const thumbnails = new Set<string>();
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname.startsWith('/_next/image')) thumbnails.add(url.searchParams.get('url') ?? '');
  });
  await page.goto('/campaign/');
  await page.waitForLoadState('networkidle');
  expect(
    await page.evaluate(
      () => (navigator as { connection?: { effectiveType?: string } }).connection?.effectiveType,
    ),
  ).toBe('3g');
  const source = async (card: Locator) =>
    new URL((await card.locator('img').getAttribute('src'))!, page.url()).searchParams.get('url')!;
  const laidOut = (card: Locator) =>
    card.locator('img').evaluate((img) => img.checkVisibility({ contentVisibilityAuto: true }));
  const cards = page.locator('[data-campaign]');
  // The first card always renders: its image is the page's LCP.
  await expect(cards.first()).not.toHaveClass(/list-card-deferred/);
  expect(await laidOut(cards.first())).toBe(true);
  expect(thumbnails).toContain(await source(cards.first()));
  // A card three screens down is not laid out, so its thumbnail is not fetched on the first load
  // (without list-card-deferred it was: it lies within the 2,500 px reach).
  const far = await cards.evaluateAll((els) =>
    els.findIndex((el) => el.getBoundingClientRect().top > 3 * window.innerHeight),
  );
  expect(far).toBeGreaterThan(0);
  const card = cards.nth(far);
  expect(
    await card.evaluate((el) => el.getBoundingClientRect().top - window.innerHeight),
  ).toBeLessThan(2500);
  expect(await laidOut(card)).toBe(false);
  expect(thumbnails).not.toContain(await source(card));
  // Scrolled to, it is laid out and its thumbnail loads.
  await card.scrollIntoViewIfNeeded();
  await expect.poll(() => laidOut(card)).toBe(true);
  await expect
    .poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  expect(thumbnails).toContain(await source(card));
  await context.close();
});

test('a phone lays out the home page near its first screen only, the bands below and the footer as it scrolls', async () => {
  // A screen reader turns the browser's accessibility on from the start (Accessibility.enable
  // over CDP after the fact leaves content that is not laid out out of the tree).
  test.skip(test.info().project.name !== 'mobile', 'opens its own phone context: once is enough');
  const launch = test.info().project.use.launchOptions ?? {};
  const reader = await chromium.launch({
    ...launch,
    args: [...(launch.args ?? []), '--force-renderer-accessibility'],
  });
  const { context, page } = await lighthousePhone(reader);
  await page.goto('/');
  await page.waitForLoadState('load');
  const laidOut = (el: Locator) =>
    el.evaluate((e) => e.checkVisibility({ contentVisibilityAuto: true }));
  // The band under the hero is on the first screen: laid out at once.
  expect(await laidOut(page.locator('#about'))).toBe(true);
  // A band and the footer three screens down are not laid out on load (without band-deferred and
  // footer-deferred they were, in the first frame).
  const flow = page.locator('section[aria-labelledby="flow"]');
  const footer = page.locator('footer');
  for (const far of [flow, footer])
    expect(await far.evaluate((e) => e.getBoundingClientRect().top > 3 * innerHeight)).toBe(true);
  expect(await laidOut(page.locator('#flow'))).toBe(false);
  expect(await laidOut(footer.getByTestId('footer-operator'))).toBe(false);
  // Their text is read all along: in the accessibility tree, and found by find-in-page.
  const cdp = await context.newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  const names = nodes.filter((n) => !n.ignored).map((n) => n.name?.value);
  expect(names).toContain('お申し込みの流れ');
  expect(names).toContain('会社概要');
  expect(await laidOut(page.locator('#flow'))).toBe(false);
  expect(
    await page.evaluate(() => (window as { find?: (s: string) => boolean }).find?.('工事・開通')),
  ).toBe(true);
  // Found, the band is laid out; so is the footer when scrolled to.
  await expect.poll(() => laidOut(page.locator('#flow'))).toBe(true);
  await footer.scrollIntoViewIfNeeded();
  await expect.poll(() => laidOut(footer.getByTestId('footer-operator'))).toBe(true);
  await context.close();
  await reader.close();
});

test('the image optimiser encodes at quality 75 only', async ({ request }) => {
  const url = (q: number) =>
    `/_next/image/?url=${encodeURIComponent('/images/campaigns/mesh.webp')}&w=750&q=${q}`;
  const headers = { accept: 'image/webp,*/*' };
  expect((await request.get(url(75), { headers })).status()).toBe(200);
  // Any other quality would be a new encoding of every image in the optimiser's cache.
  expect((await request.get(url(100), { headers })).status()).toBe(400);
});

test('sitemap.xml lists active campaigns only; robots.txt points to it', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  expect(xml).toContain('/campaign/change/</loc>');
  expect(xml).not.toContain('/campaign/original-add/');
  expect(xml).toContain('/option/phone/</loc>');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
});

test('content pages ship no Apollo, Amplify, form or machine code', async ({ request }) => {
  // First-load scripts only: the <script src> tags of the page. Chunks that Next prefetches later
  // for linked application pages are not part of what the content page ships.
  const html = await (await request.get('/campaign/change/')).text();
  const sources = scriptSources(html);
  expect(sources.length).toBeGreaterThan(0);
  const all = (await Promise.all(sources.map(async (src) => (await request.get(src)).text()))).join(
    '\n',
  );
  const found = [
    'ApolloClient',
    'ApolloLink',
    'Amplify.configure',
    'react-hook-form',
    'xstate',
  ].filter((m) => all.includes(m));
  expect(found).toEqual([]);
});

test.describe("plan pages show the fee engine's figures (no second price table)", () => {
  for (const [url, building] of [
    ['/plan/home/', 'house'],
    ['/plan/mansion/', 'mansion'],
  ] as const) {
    test(`${url} shows planEstimate of the content documents`, async ({ page }) => {
      await page.goto(url);
      const book = priceBookFromContent(realContentSources());
      const appliedAt = new Date().toISOString();
      const box = page.getByTestId(`plan-estimate-${building}`);
      await expect(box).toBeVisible();
      let shown = 0;
      for (const plan of ['plan1G', 'plan10G'] as const) {
        const card = box.locator(`[data-plan="${plan}"]`);
        if (!book.net.some((n) => n.building === building && n.plan === plan)) {
          await expect(card).toHaveCount(0);
          continue;
        }
        const { totals, months } = planEstimate(book, { building, plan, appliedAt });
        // The monthly bill as the month ranges that differ, from month 2 to the last.
        await expect(card.locator('[data-month-range]')).toHaveText(
          monthRanges(months).map((r) => `${monthRangeLabel(r)}${formatYen(r.yen)}`),
        );
        await expect(card.locator('[data-figure="firstYear"]')).toHaveText(
          formatYen(totals.firstYear),
        );
        await expect(card.locator('[data-figure="threeYear"]')).toHaveText(
          formatYen(totals.threeYear),
        );
        await expect(card.locator('[data-figure="effectiveMonthly"]')).toHaveText(
          formatYen(totals.effectiveMonthly),
        );
        shown += 1;
      }
      expect(shown).toBeGreaterThan(0);
    });
  }
});

import { expect, test, type Page } from './helpers/test';
import { layoutShifts, recordLayoutShifts } from './helpers/layout-shifts';

/**
 * Application pages load without layout shift (CLS 0). The flow pages render their
 * form after hydration (the persisted state is read in the browser only), so the frame they
 * render into must keep the footer below the fold until then; the redirect of a step opened
 * without an application in progress must not move visible content either.
 */

const PAGES: { path: string; ready: (page: Page) => Promise<void> }[] = [
  { path: '/area/', ready: (p) => expect(p.getByLabel('郵便番号')).toBeVisible() },
  { path: '/area/home/', ready: (p) => expect(p.getByLabel('郵便番号')).toBeVisible() },
  { path: '/apply/area/', ready: (p) => expect(p.getByLabel('郵便番号')).toBeVisible() },
  {
    path: '/apply/form/',
    ready: (p) => expect(p.locator('[data-flow-step="form"]')).toBeVisible(),
  },
  {
    path: '/contact/',
    ready: (p) => expect(p.getByRole('button', { name: /確認|送信/ }).first()).toBeVisible(),
  },
  { path: '/transfer/', ready: (p) => expect(p.locator('form').first()).toBeVisible() },
  { path: '/option/apply/', ready: (p) => expect(p.locator('form').first()).toBeVisible() },
];

test.describe('application pages keep their layout while loading (CLS 0)', () => {
  for (const { path, ready } of PAGES) {
    test(`${path} shows its form without any layout shift`, async ({ page }) => {
      await recordLayoutShifts(page);
      await page.goto(path);
      await ready(page);
      const shifts = await layoutShifts(page);
      expect(shifts, JSON.stringify(shifts)).toEqual([]);
    });
  }

  test('/apply/form2/ without an application goes to /apply/area/ without a layout shift', async ({
    page,
  }) => {
    await recordLayoutShifts(page);
    await page.goto('/apply/form2/');
    await page.waitForURL('**/apply/area/');
    await expect(page.getByLabel('郵便番号')).toBeVisible();
    const shifts = await layoutShifts(page);
    expect(shifts, JSON.stringify(shifts)).toEqual([]);
  });

  test('/apply/form/ on a phone as Lighthouse emulates it: the fee simulation moves nothing', async ({
    browser,
  }) => {
    // A touch screen at Lighthouse's mobile size: a section wider than the screen widens the
    // layout viewport there, and the fixed summary bar moves with it (a desktop window scrolls).
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await recordLayoutShifts(page);
    await page.goto('/apply/form/');
    await expect(page.getByTestId('simulation-step')).toHaveAttribute('data-ready', 'true');
    const shifts = await layoutShifts(page);
    expect(shifts, JSON.stringify(shifts)).toEqual([]);
    await context.close();
  });

  test('the footer starts below the fold while the flow loads', async ({ page }) => {
    // Without JavaScript the page stays as the server rendered it: the frame reserves the viewport.
    const context = await page.context().browser()!.newContext({
      javaScriptEnabled: false,
      viewport: page.viewportSize()!,
    });
    const noJs = await context.newPage();
    for (const path of ['/area/', '/apply/form/', '/apply/form2/']) {
      await noJs.goto(path);
      const footerTop = await noJs
        .locator('footer')
        .last()
        .evaluate((f) => f.getBoundingClientRect().top);
      expect(footerTop, path).toBeGreaterThanOrEqual(page.viewportSize()!.height);
    }
    await context.close();
  });
});

test.describe('the header is painted whole (components/layout/header-shell.tsx)', () => {
  test('on a slow connection the first frame already has every header link, and nothing shifts', async ({
    page,
  }) => {
    // A document that arrives in small pieces lets the parser stop anywhere; without the header's
    // render-blocking link the first frame showed the desktop menu with its first links only.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const throttle = (bytesPerSecond: number) =>
      cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: bytesPerSecond > 0 ? 20 : 0,
        downloadThroughput: bytesPerSecond,
        uploadThroughput: bytesPerSecond,
      });
    await page.addInitScript(() => {
      const w = window as unknown as { __firstFrameLinks?: number };
      requestAnimationFrame(() => {
        w.__firstFrameLinks = document.querySelectorAll('header a').length;
      });
    });
    await recordLayoutShifts(page);
    for (const path of ['/area/', '/contact/']) {
      // The document at 16 KB/s; the rest of the page at full speed once it is parsed.
      await throttle(16 * 1024);
      await page.goto(path, { waitUntil: 'domcontentloaded', timeout: 45_000 });
      await throttle(-1);
      const { first, all } = await page.evaluate(() => ({
        first: (window as unknown as { __firstFrameLinks?: number }).__firstFrameLinks,
        all: document.querySelectorAll('header a').length,
      }));
      expect(all, path).toBeGreaterThan(5);
      expect(first, path).toBe(all);
      const shifts = await layoutShifts(page);
      expect(shifts, `${path} ${JSON.stringify(shifts)}`).toEqual([]);
    }
  });
});

import { expect, test, type Page } from './helpers/test';
import { SITE_ROUTES, type LayoutName } from '@/lib/routes';
import { CONSULTATION_TEL } from '@/lib/site';
import { seriousViolations } from './helpers/axe';
import { liveContentDocs, type ContentDoc } from './helpers/content-docs';
import { layoutShifts, recordLayoutShifts } from './helpers/layout-shifts';

const NOT_FOUND_HEADING = 'お探しのページは見つかりませんでした。';
const NOT_FOUND_TEXT =
  'アクセスしようとしたページは現在ご利用できません。お手数ですが、TOPまたは下記のリンクよりお探しください。';

const dataLayer = (page: Page) => page.evaluate(() => (window.dataLayer ?? []) as unknown[]);

/**
 * Waits until the shell handles clicks (shell-dom.ts, installed after hydration): a click before
 * it is a native navigation, and the header's buttons open their dialogs by the browser's invoker
 * commands alone, with no click event pushed and aria-expanded not kept yet.
 */
const shellEventsOn = (page: Page) =>
  expect(page.locator('html[data-shell-events="on"]')).toHaveCount(1);

/**
 * Opens the phone drawer with the header's menu button, then closes it with `how` (a close button's
 * test id, or Esc), checking that it shows and then is gone.
 */
async function openAndCloseDrawer(
  page: Page,
  how: 'drawer-close-top' | 'drawer-close-bottom' | 'Escape',
) {
  const drawer = page.getByTestId('drawer');
  await page.getByRole('button', { name: 'メニュー' }).click();
  await expect(drawer).toBeVisible();
  if (how === 'Escape') await page.keyboard.press('Escape');
  else await page.getByTestId(how).click();
  await expect(drawer).toBeHidden();
}

/** Routes whose axe check runs on the phone viewport too: the key pages and the visitor flows' pages (desktop: every route). */
const MOBILE_AXE_ROUTES = new Set([
  '/',
  '/campaign/',
  '/campaign/mesh/',
  '/plan/home/',
  '/option/tv/',
  '/area/',
  '/apply/area/',
  '/apply/form/',
  '/faq/',
  '/contact/',
  '/transfer/',
  '/option/apply/',
  '/support/',
]);

const specPaths = new Set(SITE_ROUTES.map((r) => r.path));
const docByUrl = new Map(liveContentDocs.map((d) => [d.url, d]));
/**
 * Every route of spec section 2 with its layout and, where a content document is its page, that
 * document; then every live content document outside that list (a campaign an editor added).
 */
const ROUTES: { path: string; layout: LayoutName | null; doc: ContentDoc | null }[] = [
  ...SITE_ROUTES.map((r) => ({
    path: r.path,
    layout: r.layout,
    doc: docByUrl.get(r.path) ?? null,
  })),
  ...liveContentDocs
    .filter((d) => !specPaths.has(d.url))
    .map((d) => ({ path: d.url, layout: null, doc: d })),
];

// One visit per route and viewport checks all that a route promises by itself: the page loads
// were half of the end-to-end suite's time when the status, the document and axe each made
// their own. The visits share one page, as a visitor going from page to page does: a new
// context per route cost 1.3 s of the 2-core machine's time more per route (0.5 s to open it,
// 0.8 s more to load the page cold). A failed test restarts the worker, and with it the page.
test.describe('routes of spec section 2 and the live content documents', () => {
  let page: Page;
  test.beforeAll(async ({ browser }, info) => {
    const { baseURL, viewport, locale, timezoneId, userAgent, deviceScaleFactor } =
      info.project.use;
    const context = await browser.newContext({
      baseURL,
      viewport,
      locale,
      timezoneId,
      userAgent,
      deviceScaleFactor,
    });
    page = await context.newPage();
  });
  test.afterAll(async () => {
    await page.context().close();
  });

  for (const route of ROUTES) {
    const promises = [
      route.layout && `layout ${route.layout}`,
      route.doc && `the heading and title of ${route.doc.file}`,
      MOBILE_AXE_ROUTES.has(route.path)
        ? 'no serious axe violation'
        : 'no serious axe violation on desktop',
    ].filter(Boolean);
    test(`${route.path} answers 200 with ${promises.join(', ')}`, async ({}, info) => {
      const res = await page.goto(route.path);
      expect(res?.status()).toBe(200);
      if (route.layout)
        await expect(page.locator(`[data-layout="${route.layout}"]`)).toHaveCount(1);
      const heading = page.locator('h1').first();
      await expect(heading).toBeVisible();
      if (route.doc) {
        await expect(heading).toHaveText(route.doc.title);
        await expect(page).toHaveTitle(new RegExp(route.doc.title.replace(/[()]/g, '.')));
      }
      if (info.project.name === 'desktop' || MOBILE_AXE_ROUTES.has(route.path)) {
        await page.waitForLoadState('networkidle');
        expect(await seriousViolations(page)).toEqual([]);
      }
    });
  }
});

test('a path without trailing slash redirects and keeps the query', async ({ request }) => {
  const res = await request.get('/plan?utm_source=x', { maxRedirects: 0 });
  expect(res.status()).toBe(308);
  expect(res.headers()['location']).toBe('/plan/?utm_source=x');
});

test('an unknown path answers 404 with the spec heading, text and noindex, and passes axe', async ({
  page,
  request,
}) => {
  expect((await request.get('/no-such-page/')).status()).toBe(404);
  const res = await page.goto('/no-such-page/');
  expect(res?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText(NOT_FOUND_HEADING);
  await expect(page.getByText(NOT_FOUND_TEXT)).toBeVisible();
  await expect(page).toHaveTitle(NOT_FOUND_HEADING);
  const robots = await page
    .locator('meta[name="robots"]')
    .evaluateAll((ms) => ms.map((m) => m.getAttribute('content')));
  expect(robots.join(',')).toContain('noindex');
  expect(robots.join(',')).toContain('nofollow');
  const top = page.getByRole('link', { name: 'TOPに戻る' });
  await expect(top).toHaveAttribute('href', '/');
  await expect(page.locator('header a[href="/"]').first()).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: '主なページ' }).getByRole('link'),
  ).not.toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test('other pages use the title template with the site subtitle', async ({ page }) => {
  await page.goto('/faq/');
  await expect(page).toHaveTitle(/^よくあるご質問 \| .+/);
});

test('the header links of spec "Global header" are present', async ({ page }, testInfo) => {
  await page.goto('/');
  const desktop = testInfo.project.name === 'desktop';
  const scope = desktop ? page.locator('header') : page.getByTestId('drawer');
  if (!desktop) await page.getByRole('button', { name: 'メニュー' }).click();
  for (const [href, text] of [
    ['/support/', '現在ご利用中の方の窓口'],
    ['/area/', 'エリア検索'],
    ['/campaign/', '特典一覧'],
    ['/apply/form/', '料金シミュレーション・お申し込み'],
  ] as const) {
    await expect(
      scope.locator(`a[href="${href}"]`).filter({ hasText: text }).first(),
    ).toBeVisible();
  }
  const sub = page.getByTestId('sub-header');
  if (desktop) await expect(sub).toBeVisible();
  else await expect(sub).toBeHidden();
});

test('the phone consultation modal opens and closes without navigating', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  await shellEventsOn(page);
  const name = testInfo.project.name === 'mobile' ? '電話相談' : '電話で相談';
  const visibleModal = page.getByTestId('phone-consult-modal').filter({ visible: true });
  const openBtn = page.locator('header').getByRole('button', { name, exact: true });
  // The desktop and the phone button open the header's one modal (one copy in every page).
  await expect(page.locator('header').getByTestId('phone-consult-modal')).toHaveCount(1);
  await expect(openBtn).toHaveAttribute('aria-expanded', 'false');
  await openBtn.click();
  await expect(visibleModal).toBeVisible();
  await expect(openBtn).toHaveAttribute('aria-expanded', 'true');
  await expect(visibleModal).toContainText('受付時間：10:00〜18:00');
  // The number is the operator's fact (content/site/operator.json): while a placeholder, no
  // number and no tel: link anywhere, the contact form instead.
  const tel = CONSULTATION_TEL;
  if (tel) {
    await expect(visibleModal.locator(`a[href="tel:${tel.replace(/-/g, '')}"]`)).toBeVisible();
  } else {
    await expect(page.locator('a[href^="tel:"]')).toHaveCount(0);
    await expect(visibleModal.getByRole('link', { name: 'お問い合わせフォーム' })).toBeVisible();
    await expect(visibleModal).not.toContainText('準備中');
    await expect(page.locator('body')).not.toContainText('0120-000-000');
  }
  expect(new URL(page.url()).pathname).toBe('/');
  await visibleModal.getByRole('button', { name: '閉じる' }).last().click();
  await expect(visibleModal).toHaveCount(0);
  await openBtn.click();
  await expect(visibleModal).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(visibleModal).toHaveCount(0);
  const events = await dataLayer(page);
  expect(events).toContainEqual({
    event: 'click',
    target: '',
    label: 'phone consultation modal shown/電話で相談',
  });
  expect(events).toContainEqual({
    event: 'click',
    target: '',
    label: 'phone consultation modal closed/閉じる',
  });
});

test.describe('before the scripts run', () => {
  // A phone evaluates the framework's scripts for a second or more after the first paint; the
  // header's buttons open and close their dialogs by HTML invoker commands until then.
  test.use({ javaScriptEnabled: false });

  test('the header opens and closes the phone modal and the drawer without script', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    await expect(page.locator('html[data-shell-events]')).toHaveCount(0);
    const mobile = testInfo.project.name === 'mobile';
    const modal = page.getByTestId('phone-consult-modal');
    const openBtn = page
      .locator('header')
      .getByRole('button', { name: mobile ? '電話相談' : '電話で相談', exact: true });
    await openBtn.click();
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: '閉じる' }).last().click();
    await expect(modal).toBeHidden();
    await openBtn.click();
    await expect(modal).toBeVisible();
    // A click beside the modal (on its backdrop) closes it, as Esc does.
    await page.mouse.click(3, 3);
    await expect(modal).toBeHidden();
    await openBtn.click();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    if (!mobile) return;
    await openAndCloseDrawer(page, 'drawer-close-top');
    await openAndCloseDrawer(page, 'drawer-close-bottom');
  });
});

test('the header hides on scroll down and returns on scroll up', async ({ page }) => {
  await page.goto('/');
  await shellEventsOn(page);
  const header = page.locator('header').first();
  await expect(header).toHaveAttribute('data-hidden', 'false');
  await page.mouse.move(200, 400);
  for (let i = 0; i < 4; i++) await page.mouse.wheel(0, 400);
  await expect(header).toHaveAttribute('data-hidden', 'true');
  await expect.poll(async () => (await header.boundingBox())?.y ?? 0).toBeLessThan(-10);
  await page.mouse.wheel(0, -300);
  await expect(header).toHaveAttribute('data-hidden', 'false');
  await expect.poll(async () => (await header.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(0);
});

test('no layout shift while the header and the lazily loaded platform start', async ({ page }) => {
  await recordLayoutShifts(page);
  // A shift the page causes (a late banner, the platform inserting markup, a box without a size)
  // happens on every load; a one-off partial paint of a starved test browser does not. So a page
  // passes when one of two loads shows no shift, and the failure names the shifted nodes.
  const load = async (path: string) => {
    await page.goto(path);
    // The client platform has loaded once the page view is recorded.
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('hikari-site:pages') ?? ''))
      .toContain(path);
    return layoutShifts(page);
  };
  for (const path of ['/', '/campaign/']) {
    let shifts = await load(path);
    if (shifts.length > 0) shifts = await load(path);
    expect(shifts, `${path}: ${JSON.stringify(shifts)}`).toEqual([]);
  }
});

test('a PC header link click pushes the documented dataLayer event', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the PC header shows from 960 px');
  await page.goto('/');
  await shellEventsOn(page);
  await page.locator('header').getByRole('link', { name: 'エリア検索' }).click();
  await expect(page).toHaveURL(/\/area\/$/);
  expect(await dataLayer(page)).toContainEqual({
    event: 'click',
    target: '/area/',
    label: 'PC header/エリア検索',
  });
});

test('page links prefetch on intent only and navigate without reloading', async ({ page }) => {
  const rsc: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.searchParams.has('_rsc')) rsc.push(url.pathname);
  });
  await page.goto('/');
  await shellEventsOn(page);
  await page.waitForLoadState('networkidle');
  // The hero's and the plans' buttons are in view, yet nothing is prefetched while the page loads.
  expect(rsc).toEqual([]);
  const button = page.getByRole('link', { name: '戸建てプランを見る' });
  await button.focus();
  await expect.poll(() => rsc).toContain('/plan/home/');
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await button.click();
  await expect(page).toHaveURL(/\/plan\/home\/$/);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
});

test.describe('mobile drawer', () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'the drawer exists below 960 px');
  });

  test('opens, keeps focus inside and closes with both buttons and Esc', async ({ page }) => {
    await page.goto('/');
    await shellEventsOn(page);
    const drawer = page.getByTestId('drawer');
    const menuBtn = page.getByRole('button', { name: 'メニュー' });
    await expect(drawer).toBeHidden();

    await menuBtn.click();
    await expect(drawer).toBeVisible();
    expect((await drawer.boundingBox())?.width).toBe(375);
    const inside = () =>
      page.evaluate(() => !!document.activeElement?.closest('[data-testid="drawer"]'));
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Tab');
      expect(await inside(), `Tab ${i + 1}`).toBe(true);
    }
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await inside(), `Shift+Tab ${i + 1}`).toBe(true);
    }
    await page.getByTestId('drawer-close-top').click();
    await expect(drawer).toBeHidden();

    await openAndCloseDrawer(page, 'drawer-close-bottom');
    await openAndCloseDrawer(page, 'Escape');
  });

  test('a drawer menu click pushes the documented dataLayer event', async ({ page }) => {
    await page.goto('/');
    await shellEventsOn(page);
    await page.getByRole('button', { name: 'メニュー' }).click();
    await page.getByTestId('drawer').getByRole('link', { name: '現在ご利用中の方の窓口' }).click();
    await expect(page).toHaveURL(/\/support\/$/);
    await expect(page.getByTestId('drawer')).toBeHidden();
    expect(await dataLayer(page)).toContainEqual({
      event: 'click',
      target: '/support/',
      label: 'mobile drawer menu/現在ご利用中の方の窓口',
    });
  });

  test('a mobile header button click pushes its event', async ({ page }) => {
    await page.goto('/');
    await shellEventsOn(page);
    await page.locator('header').getByRole('link', { name: '申し込む' }).click();
    await expect(page).toHaveURL(/\/apply\/form\/$/);
    expect(await dataLayer(page)).toContainEqual({
      event: 'click',
      target: '/apply/form/',
      label: 'mobile header/料金シミュレーション・お申し込み',
    });
  });
});

test('the FAQ page has 20+ expandable answers and FAQPage JSON-LD', async ({ page }) => {
  await page.goto('/faq/');
  const items = page.locator('main details');
  expect(await items.count()).toBeGreaterThanOrEqual(20);
  const first = items.first();
  await expect(first.locator('p').first()).toBeHidden();
  await first.locator('summary').click();
  await expect(first.locator('p').first()).toBeVisible();
  const ld = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
  );
  expect(ld['@type']).toBe('FAQPage');
  expect(ld.mainEntity.length).toBe(await items.count());
});

test('the company page has the #info anchor', async ({ page }) => {
  await page.goto('/company/#info');
  await expect(page.locator('#info')).toBeVisible();
});

test('the tag manager script is absent without NEXT_PUBLIC_GTM_ID', async ({ page }) => {
  test.skip(!!process.env.NEXT_PUBLIC_GTM_ID, 'GTM id set for this build');
  await page.goto('/');
  await expect(page.locator('script#gtm')).toHaveCount(0);
  expect(await page.content()).not.toContain('googletagmanager.com');
});

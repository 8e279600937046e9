import { expect, test, type Page, type Route } from './helpers/test';

// The first call of a run opens and seeds the embedded database (tens of seconds on 2 cores).
test.describe.configure({ timeout: 120_000 });

const isOperation = (route: Route, name: string) =>
  (route.request().postData() ?? '').includes(name);

/** Passes getSettingLambda through to the real server and rewrites its settings. */
async function patchSettings(
  page: Page,
  patch: (s: Record<string, unknown>) => Record<string, unknown>,
) {
  await page.route(/\/api\/graphql\/?$/, async (route) => {
    if (!isOperation(route, 'getSettingLambda')) return route.continue();
    const response = await route.fetch();
    const body = (await response.json()) as { data: { getSettingLambda: Record<string, unknown> } };
    body.data.getSettingLambda = patch(body.data.getSettingLambda);
    await route.fulfill({ response, json: body });
  });
}

async function openPhoneModal(page: Page) {
  await page.getByRole('button', { name: /電話/ }).locator('visible=true').first().click();
  const modal = page.getByTestId('phone-consult-modal').locator('visible=true');
  await expect(modal).toBeVisible();
  return modal;
}

test.describe('settings', () => {
  test('the phone modal shows the hours from the settings', async ({ page }) => {
    await patchSettings(page, (s) => ({
      ...s,
      callTime: { displayFirstTime: 9, displayLastTime: 20, telFirstTime: 9, telLastTime: 21 },
    }));
    const settingsLoaded = page.waitForResponse(
      (r) =>
        r.url().includes('/api/graphql') &&
        (r.request().postData() ?? '').includes('getSettingLambda'),
    );
    await page.goto('/faq/');
    await settingsLoaded;
    const modal = await openPhoneModal(page);
    await expect(modal.getByTestId('call-time')).toHaveText('9:00〜20:00');
  });

  test('every page text gives the same hours as the modal, from the settings', async ({ page }) => {
    await patchSettings(page, (s) => ({
      ...s,
      callTime: { displayFirstTime: 8, displayLastTime: 21, telFirstTime: 8, telLastTime: 22 },
    }));
    for (const path of ['/support/', '/company/']) {
      await page.goto(path);
      await expect(page.locator('main')).toContainText('8:00〜21:00');
      await expect(page.locator('main')).not.toContainText('10:00〜18:00');
    }
  });

  test('a failing getSettingLambda falls back to the defaults (10-18)', async ({ page }) => {
    let calls = 0;
    await page.route(/\/api\/graphql\/?$/, (route) => {
      if (!isOperation(route, 'getSettingLambda')) return route.continue();
      calls += 1;
      return route.fulfill({ status: 503, json: { errors: [{ message: 'unavailable' }] } });
    });
    await page.goto('/faq/');
    // The GraphQL caller's retry link tries a 503 three times before the defaults apply.
    await expect.poll(() => calls).toBe(3);
    const modal = await openPhoneModal(page);
    await expect(modal.getByTestId('call-time')).toHaveText('10:00〜18:00');
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            JSON.parse(localStorage.getItem('hikari-site:state:v1') ?? '{}').state?.settings
              ?.version,
        ),
      )
      .toBe('4.0.0');
  });
});

test('a changed settings version reloads once with v', async ({ page }) => {
  await page.goto('/company/');
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('hikari-site:version')))
    .toBe('4.0.0');
  expect(new URL(page.url()).searchParams.get('v')).toBeNull();

  await patchSettings(page, (s) => ({ ...s, version: '4.1.0' }));
  const documents: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents.push(r.url());
  });
  await page.reload();
  await page.waitForURL(/[?&]v=4\.1\.0/);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('hikari-site:version')))
    .toBe('4.1.0');
  await page.waitForTimeout(1500);
  expect(documents.filter((u) => u.includes('v=4.1.0'))).toHaveLength(1);
  expect(documents).toHaveLength(2);
  expect(new URL(page.url()).pathname).toBe('/company/');
});

test('utm parameters write the access-log cookie for one year', async ({ page, context }) => {
  await page.goto('/faq/?utm_medium=cpc&utm_source=yahoo&columnId=col-7');
  await expect
    .poll(async () => (await context.cookies()).some((c) => c.name === 'accessLog'))
    .toBe(true);
  const cookie = (await context.cookies()).find((c) => c.name === 'accessLog')!;
  const log = JSON.parse(decodeURIComponent(cookie.value)) as {
    totalCount: number;
    entries: { path: string; id: string; type: string; datetime: string }[];
  };
  expect(log.totalCount).toBe(1);
  expect(log.entries).toHaveLength(1);
  expect(log.entries[0]).toMatchObject({ path: '/faq/', id: 'col-7', type: 'yahoo' });
  expect(log.entries[0]!.datetime).toMatch(/\+09:00$/);
  const days = (cookie.expires * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThan(366);

  await page.goto('/company/?gclid=abc');
  await expect
    .poll(
      async () =>
        JSON.parse(
          decodeURIComponent((await context.cookies()).find((c) => c.name === 'accessLog')!.value),
        ).totalCount,
    )
    .toBe(2);
  const second = JSON.parse(
    decodeURIComponent((await context.cookies()).find((c) => c.name === 'accessLog')!.value),
  );
  expect(second.entries[1]).toMatchObject({ path: '/company/', id: null, type: 'ad' });
});

test('a forced error sends one notifyClientError and shows the error page', async ({ page }) => {
  const reports: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/graphql') && (r.postData() ?? '').includes('notifyClientError'))
      reports.push(r.postData() ?? '');
  });
  await page.goto('/faq/');
  // The platform leaf records the page view after hydration; wait for it before leaving.
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('hikari-site:pages') ?? ''))
    .toContain('/faq/');
  await page.goto('/dev/client-error/');
  const reported = page.waitForResponse((r) =>
    (r.request().postData() ?? '').includes('notifyClientError'),
  );
  await page.getByRole('button', { name: 'エラーを発生させる' }).click();
  await expect(page.getByRole('heading', { name: 'エラーが発生しました。' })).toBeVisible();
  const response = await reported;
  expect(response.status()).toBe(200);
  await page.waitForTimeout(1000);
  expect(reports).toHaveLength(1);
  const { variables } = JSON.parse(reports[0]!) as { variables: { title: string; text: string } };
  expect(variables.title).toBe('[共通] 500 Forced client error (e2e)');
  expect(variables.text).toContain('path: /dev/client-error/');
  expect(variables.text).toContain('previousPath: /faq/');
  expect(
    await page.evaluate(() =>
      (window.dataLayer ?? []).some((e) => (e as { event?: string }).event === 'client_error'),
    ),
  ).toBe(true);
});

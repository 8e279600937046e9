import { expect, test } from './helpers/test';
import { SITE_ROUTES } from '@/lib/routes';

/**
 * What a new visitor meets on every page: one <main> landmark, the site icons, Japanese line
 * breaking by phrase with codes and badges kept whole, and styled choices on /area/.
 */

test('every page has exactly one <main>', async ({ request }) => {
  test.skip(
    test.info().project.name !== 'desktop',
    'server-rendered markup, same for every viewport',
  );
  const counts: string[] = [];
  for (const route of [...SITE_ROUTES.map((r) => r.path), '/no-such-page/']) {
    const html = await (await request.get(route)).text();
    const mains = html.match(/<main[\s>]/g)?.length ?? 0;
    if (mains !== 1) counts.push(`${route}: ${mains}`);
  }
  expect(counts).toEqual([]);
});

test('the favicon and the apple-touch-icon exist and are linked', async ({ page, request }) => {
  test.skip(test.info().project.name !== 'desktop', 'same for every viewport');
  await page.goto('/');
  const icon = await page.locator('link[rel="icon"]').first().getAttribute('href');
  const apple = await page.locator('link[rel="apple-touch-icon"]').first().getAttribute('href');
  expect(icon).toBeTruthy();
  expect(apple).toBeTruthy();
  for (const href of [icon!, apple!, '/favicon.ico']) {
    const res = await request.get(href);
    expect(res.status(), href).toBe(200);
    expect(res.headers()['content-type'], href).toMatch(/^image\//);
  }
});

test('Japanese breaks by phrase; badges stay on one line on a phone', async ({ page }) => {
  test.skip(test.info().project.name !== 'mobile', 'a phone layout');
  await page.goto('/contact/');
  expect(await page.evaluate(() => getComputedStyle(document.body).wordBreak)).toBe('auto-phrase');
  const badges = page.locator('span', { hasText: /^必須$/ });
  expect(await badges.count()).toBeGreaterThan(0);
  const lines = await badges.evaluateAll((els) => els.map((el) => el.getClientRects().length));
  expect(lines.every((n) => n === 1)).toBe(true);
});

test('/area/ radios and checkbox are styled controls, not the browser default', async ({
  page,
}) => {
  await page.goto('/area/');
  const controls = page.locator('form input[type="radio"], form input[type="checkbox"]');
  // The form renders once the flow has started in the browser.
  await expect(controls.first()).toBeVisible();
  expect(await controls.count()).toBeGreaterThan(1);
  const styles = await controls.evaluateAll((els) =>
    els.map((el) => {
      const s = getComputedStyle(el);
      return { accent: s.accentColor, width: parseFloat(s.width) };
    }),
  );
  for (const s of styles) {
    // The brand colour of the wizard's choices and a touch-friendly size (at least 20 px).
    expect(s.accent).toBe('rgb(230, 0, 18)');
    expect(s.width).toBeGreaterThanOrEqual(20);
  }
});

test('the error summary names the field of each message', async ({ page }) => {
  await page.goto('/contact/');
  await page.getByRole('button', { name: '送信する' }).click();
  const summary = page.getByTestId('error-summary');
  await expect(summary).toBeFocused();
  const lines = await summary.locator('a').evaluateAll((links) =>
    links.map((a) => {
      const id = decodeURIComponent((a as HTMLAnchorElement).hash.slice(1));
      const field = document.getElementById(id);
      const group = field?.closest('fieldset')?.querySelector('legend');
      const label =
        (field as HTMLInputElement | null)?.type === 'radio' ||
        (field as HTMLInputElement | null)?.type === 'checkbox'
          ? (group ?? field?.closest('label'))
          : document.querySelector(`label[for="${id}"]`);
      const name = (label?.textContent ?? '')
        .replace(/必須|任意/g, '')
        .replace(/\s+/g, ' ')
        .trim();
      return { text: a.textContent ?? '', name };
    }),
  );
  expect(lines.length).toBeGreaterThan(1);
  for (const { text, name } of lines) {
    expect(name, text).not.toBe('');
    expect(text).toContain(name);
  }
});

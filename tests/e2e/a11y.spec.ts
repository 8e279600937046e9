import { expect, test, type Page } from './helpers/test';
import { seriousViolations } from './helpers/axe';

// axe on each wizard step reachable by filling the steps before it, on the area check's failure
// and the phone modal; keyboard-only runs of header, drawer, modal and area check; visible focus.
// Every route's own axe check runs in shell.spec.ts's route test, in the same visit as its status.

test.describe('axe: no serious or critical violation', () => {
  test('wizard steps reached by filling the steps before them', async ({ page }) => {
    await page.goto('/apply/area/');
    await page.getByLabel('郵便番号').fill('4600008');
    await page.getByRole('button', { name: '郵便番号から住所を入力' }).click();
    await expect(page.getByLabel('町名・大字')).not.toHaveValue('');
    await page.getByLabel('丁目・番地').fill('1丁目1-1');
    await page.getByRole('button', { name: '提供エリアを確認する' }).click();
    await expect(page.getByTestId('area-result')).toHaveAttribute('data-service-area', 'yes');
    expect(await seriousViolations(page), '/apply/area/ with result').toEqual([]);
    await page
      .getByTestId('area-result')
      .getByRole('button', { name: '料金シミュレーション・お申し込みへ進む' })
      .click();
    await expect(page).toHaveURL(/\/apply\/form\/$/);
    await expect(page.getByTestId('simulation-step')).toHaveAttribute('data-ready', 'true');
    expect(await seriousViolations(page), '/apply/form/ after the area check').toEqual([]);
    await page
      .getByRole('button', { name: 'この内容で申し込む' })
      .filter({ visible: true })
      .first()
      .click();
    await expect(page).toHaveURL(/\/apply\/form2\/$/);
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page), '/apply/form2/').toEqual([]);
  });

  test('the area check failure and the phone modal', async ({ page }, info) => {
    await page.goto('/area/');
    await page.getByLabel('郵便番号').fill('4600008');
    await page.getByRole('button', { name: '郵便番号から住所を入力' }).click();
    await expect(page.getByLabel('町名・大字')).not.toHaveValue('');
    await page.getByLabel('丁目・番地').fill('1丁目1-1');
    await page.route('**/api/graphql**', (route) => route.abort());
    await page.getByRole('button', { name: '提供エリアを確認する' }).click();
    await expect(page.getByTestId('area-failed')).toBeVisible();
    expect(await seriousViolations(page), 'area failure').toEqual([]);
    await page.unroute('**/api/graphql**');
    const name = info.project.name === 'mobile' ? '電話相談' : '電話で相談';
    await page.locator('header').getByRole('button', { name, exact: true }).click();
    await expect(page.getByTestId('phone-consult-modal').filter({ visible: true })).toBeVisible();
    expect(await seriousViolations(page), 'phone modal').toEqual([]);
  });
});

const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    return {
      tag: el.tagName,
      text: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40),
      href: el.getAttribute('href'),
      outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
      inDialog: !!el.closest('dialog'),
    };
  });

async function tabUntil(
  page: Page,
  match: (f: NonNullable<Awaited<ReturnType<typeof focused>>>) => boolean,
  max = 60,
) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const f = await focused(page);
    if (f && match(f)) return f;
  }
  throw new Error('focus never reached the target');
}

test.describe('keyboard only', () => {
  test('header: Tab reaches the links with a visible focus ring, Enter follows one', async ({
    page,
  }, info) => {
    test.skip(info.project.name !== 'desktop', 'the PC header links show from 960 px');
    await page.goto('/');
    const first = await tabUntil(page, () => true);
    expect(first?.outline, `first focus ${first?.text}`).toBe(true);
    const faq = await tabUntil(page, (f) => f.href === '/faq/');
    expect(faq.outline).toBe(true);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/faq\/$/);
  });

  test('drawer: opens with Enter, Tab stays inside, Esc closes and focus returns to the menu button', async ({
    page,
  }, info) => {
    test.skip(info.project.name !== 'mobile', 'the drawer exists below 960 px');
    await page.goto('/');
    const menu = await tabUntil(page, (f) => f.text === 'メニュー');
    expect(menu.outline).toBe(true);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('drawer')).toBeVisible();
    const inside = await tabUntil(page, (f) => f.inDialog && !!f.href);
    expect(inside.outline).toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('drawer')).toBeHidden();
    expect((await focused(page))?.text).toBe('メニュー');
  });

  test('phone modal: opens with Enter, focus inside, Esc closes and focus returns', async ({
    page,
  }, info) => {
    await page.goto('/');
    const label = info.project.name === 'mobile' ? '電話相談' : '電話で相談';
    const opener = await tabUntil(page, (f) => f.tag === 'BUTTON' && f.text.includes(label));
    expect(opener.outline).toBe(true);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('phone-consult-modal').filter({ visible: true })).toBeVisible();
    expect((await focused(page))?.inDialog).toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('phone-consult-modal').filter({ visible: true })).toHaveCount(0);
    expect((await focused(page))?.text).toContain(label);
  });

  test('area check: fill and submit with the keyboard alone', async ({ page }) => {
    await page.goto('/area/');
    await page.getByLabel('郵便番号').focus();
    await page.keyboard.type('4600008');
    await page.keyboard.press('Tab');
    const lookup = await focused(page);
    expect(lookup?.text).toContain('郵便番号から住所を入力');
    expect(lookup?.outline).toBe(true);
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('町名・大字')).not.toHaveValue('');
    await page.getByLabel('丁目・番地').focus();
    await page.keyboard.type('1丁目1-1');
    const submit = await tabUntil(
      page,
      (f) => f.tag === 'BUTTON' && f.text.includes('提供エリアを確認する'),
    );
    expect(submit.outline).toBe(true);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('area-result')).toHaveAttribute('data-service-area', 'yes');
  });
});

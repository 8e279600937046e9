import { expect, test } from './helpers/test';

// With the API down, content pages render in full and the wizard keeps its data.

const CONTENT = ['/', '/campaign/', '/campaign/mesh/', '/plan/home/', '/option/tv/', '/faq/'];

test.describe('with /api/graphql unreachable', () => {
  test.beforeEach(async ({ page }) => {
    await page.route('**/api/graphql**', (route) => route.abort('connectionrefused'));
  });

  for (const path of CONTENT) {
    test(`${path} renders its content, header and footer`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.locator('header').first()).toBeVisible();
      await expect(page.locator('footer').first()).toBeVisible();
      await expect(page.getByText('エラーが発生しました')).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  }

  test('the simulation step keeps the checked area and the choice while the API is down', async ({
    page,
  }) => {
    await page.unroute('**/api/graphql**');
    await page.goto('/apply/area/');
    await page.getByLabel('郵便番号').fill('4600008');
    await page.getByRole('button', { name: '郵便番号から住所を入力' }).click();
    await expect(page.getByLabel('町名・大字')).not.toHaveValue('');
    await page.getByLabel('丁目・番地').fill('1丁目1-1');
    await page.getByRole('button', { name: '提供エリアを確認する' }).click();
    await expect(page.getByTestId('area-result')).toHaveAttribute('data-service-area', 'yes');
    await page.route('**/api/graphql**', (route) => route.abort('connectionrefused'));
    await page
      .getByTestId('area-result')
      .getByRole('button', { name: '料金シミュレーション・お申し込みへ進む' })
      .click();
    await expect(page).toHaveURL(/\/apply\/form\/$/);
    await expect(page.getByTestId('simulation-step')).toHaveAttribute('data-ready', 'true');
    await expect(page.getByTestId('area-summary')).toContainText('愛知県名古屋市中区栄1丁目1-1');
    await page.getByTestId('plan-plan10G').click();
    await expect(page.getByTestId('plan-plan10G').locator('input')).toBeChecked();
    // Back to the area step: the typed address is still there.
    await page.goBack();
    await expect(page.getByLabel('丁目・番地')).toHaveValue('1丁目1-1');
    await expect(page.getByLabel('市区町村')).toHaveValue('名古屋市中区');
  });
});

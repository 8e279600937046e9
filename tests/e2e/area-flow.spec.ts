import { expect, test, type Page, type Request } from './helpers/test';

/** Seeded sample data (lib/server/ops/data/sample-coverage.ts, server README "Sample data"). */
const SAKAE = {
  postal: '４６０－０００８',
  prefecture: '愛知県',
  city: '名古屋市中区',
  town: '栄',
};

/** A searchCommufaArea call (the 308 to /api/graphql/ of trailingSlash is the same call, not counted twice). */
const isAreaQuery = (r: Request) =>
  r.url().includes('/api/graphql') &&
  r.redirectedFrom() === null &&
  (r.postData() ?? '').includes('searchCommufaArea');

async function fillByPostalCode(page: Page, postal: string) {
  await page.getByLabel('郵便番号').fill(postal);
  await page.getByRole('button', { name: '郵便番号から住所を入力' }).click();
  await expect(page.getByLabel('市区町村')).not.toHaveValue('');
}

test.describe('area check and the application-flow routes', () => {
  test.beforeEach(() => {
    test.skip(test.info().project.name !== 'desktop', 'flow logic is the same for every viewport');
  });

  test('an Aichi house found by postal code is served and leads into /apply/form/ with the area kept', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/apply/area/');
    await fillByPostalCode(page, SAKAE.postal);
    await expect(page.getByLabel('都道府県')).toHaveValue(SAKAE.prefecture);
    await expect(page.getByLabel('市区町村')).toHaveValue(SAKAE.city);
    await expect(page.getByLabel('町名・大字')).toHaveValue(SAKAE.town);
    await expect(page.getByLabel('郵便番号')).toHaveValue('4600008');
    await page.getByLabel('丁目・番地').fill('1丁目1-1');
    await page.getByRole('button', { name: '提供エリアを確認する' }).click();
    const result = page.getByTestId('area-result');
    // The first search on a fresh database waits for its seeding.
    await expect(result).toHaveAttribute('data-service-area', 'yes', { timeout: 60_000 });
    await expect(result).toContainText('ご入力の住所は提供エリアです。');
    await expect(result).toContainText('10ギガコースをご利用いただけます。');
    await expect(result).toContainText('開通工事までの目安は約1〜2か月です。');
    await result.getByRole('button', { name: '料金シミュレーション・お申し込みへ進む' }).click();
    await expect(page).toHaveURL(/\/apply\/form\/$/);
    const summary = page.getByTestId('area-summary');
    await expect(summary).toContainText('提供エリア確認済み');
    await expect(summary).toContainText('愛知県名古屋市中区栄1丁目1-1');
    await expect(summary).toContainText('戸建て／10ギガ対応エリア');

    // Browser back returns to the area step with the input kept; forward returns to the form.
    await page.goBack();
    await expect(page).toHaveURL(/\/apply\/area\/$/);
    await expect(page.getByLabel('丁目・番地')).toHaveValue('1丁目1-1');
    await expect(page.getByTestId('area-result')).toBeVisible();
    await page.goForward();
    await expect(page).toHaveURL(/\/apply\/form\/$/);
    await expect(page.getByTestId('area-summary')).toContainText('愛知県名古屋市中区栄');
  });

  test('a Tokyo address is answered without any area-search request', async ({ page }) => {
    const areaQueries: Request[] = [];
    page.on('request', (r) => {
      if (isAreaQuery(r)) areaQueries.push(r);
    });
    await page.goto('/area/');
    await fillByPostalCode(page, '100-0001');
    await expect(page.getByLabel('都道府県')).toHaveValue('東京都');
    await page.getByLabel('丁目・番地').fill('1-1');
    await page.getByRole('button', { name: '提供エリアを確認する' }).click();
    const result = page.getByTestId('area-result');
    await expect(result).toHaveAttribute('data-service-area', 'no');
    await expect(result).toContainText('現在提供エリア外です');
    await expect(result.getByRole('link', { name: 'お問い合わせ' })).toHaveAttribute(
      'href',
      '/contact/',
    );
    await expect(result.getByRole('button', { name: /電話/ })).toBeVisible();
    expect(areaQueries).toHaveLength(0);
  });

  test('an approved and an unapproved apartment show their results (two area-search calls each)', async ({
    page,
  }) => {
    const areaQueries: Request[] = [];
    page.on('request', (r) => {
      if (isAreaQuery(r)) areaQueries.push(r);
    });
    await page.goto('/area/home/');
    await fillByPostalCode(page, '4600008');
    await page.getByLabel('マンション・アパート').check();
    await page.getByLabel('丁目・番地').fill('3丁目1-1');
    await page.getByLabel('マンション・アパート名').fill('コミュファ栄タワー');
    // The room number completes an apartment's installation address (required by the form).
    await page.getByLabel('部屋番号').fill('101');
    await page.getByRole('button', { name: '提供エリアを確認する' }).click();
    const result = page.getByTestId('area-result');
    await expect(result).toContainText('マンションタイプでご利用いただけます（タイプF）', {
      timeout: 60_000,
    });
    expect(areaQueries).toHaveLength(2);

    await page.getByLabel('丁目・番地').fill('4丁目2-2');
    await page.getByLabel('マンション・アパート名').fill('サンプルハイツ栄');
    await page.getByRole('button', { name: '提供エリアを確認する' }).click();
    await expect(result).toContainText('ホームタイプ（戸建て向けプラン）でご利用いただけます');
    await expect(result).toHaveAttribute('data-service-area', 'yes');
    expect(areaQueries).toHaveLength(4);
  });

  test('with the server down the result offers a retry that keeps the input', async ({ page }) => {
    await page.goto('/apply/area/');
    await fillByPostalCode(page, '4600008');
    await expect(page.getByLabel('市区町村')).toHaveValue('名古屋市中区');
    await page.getByLabel('丁目・番地').fill('1丁目1-1');
    await page.route('**/api/graphql**', (route) => route.abort());
    await page.getByRole('button', { name: '提供エリアを確認する' }).click();
    const failed = page.getByTestId('area-failed');
    await expect(failed).toContainText('提供エリアを確認できませんでした');
    await expect(page.getByLabel('丁目・番地')).toHaveValue('1丁目1-1');
    await page.unroute('**/api/graphql**');
    await failed.getByRole('button', { name: 'もう一度確認する' }).click();
    await expect(page.getByTestId('area-result')).toHaveAttribute('data-service-area', 'yes');
  });

  test('opening /apply/form3/ directly lands on /apply/area/', async ({ page }) => {
    await page.goto('/apply/form3/');
    await expect(page).toHaveURL(/\/apply\/area\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('提供エリアの確認');
  });

  test('/dev/flow/ does not exist in a production build', async ({ request }) => {
    const res = await request.get('/dev/flow/');
    expect(res.status()).toBe(404);
  });
});

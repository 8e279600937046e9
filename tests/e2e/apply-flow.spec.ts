import { expect, test, type Page, type Request } from './helpers/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { seriousViolations } from './helpers/axe';
import { APOLLO_SIGNATURE } from './helpers/bundle-scan';
import { readStoredApplications } from './helpers/stored-applications';
import { expectPrivacyNoticeBeforeFirstField } from './helpers/privacy-notice';
import * as wizard from './helpers/wizard';
import { expectWordsUnbroken } from './helpers/line-breaks';
import { formatYen, monthRangeLabel } from '../../lib/pricing/format';
import { quoteSummary, quoteSummaryRows, toStoredQuote } from '../../lib/pricing/quote';
import { defaultCampaignData, defaultPlanData } from '../../lib/state/types';
import { browserSimulation, servedArea } from '../unit/fixtures/application';
import { realContentSources } from '../unit/pricing/real-content';

/**
 * The application wizard end to end on the seeded sample data (README "Sample data":
 * 〒460-0008 名古屋市中区栄, house served with 10G, period 約1〜2ヶ月; コミュファ栄タワー an
 * approved apartment) and a real bank from zengin-code (0001 みずほ銀行, branch 001).
 */

/** An applyCTC request as the page sent it (a redirect hop is not counted again). */
const isApply = (r: Request) =>
  r.url().includes('/api/graphql') &&
  r.redirectedFrom() === null &&
  (r.postData() ?? '').includes('applyCTC');

async function expectNoSeriousA11yViolations(page: Page, step: string) {
  expect(await seriousViolations(page), step).toEqual([]);
}

/** The house of the sample data, typed with full-width digits and hyphens. */
const HOUSE = { from: '/area/', postalCode: '４６０－０００８', line1: '1丁目1-1' } as const;

/** An applicant whose kana is typed in hiragana and half-width (normalised to katakana). */
const applicant = (who: { last: string; first: string; mail: string }): wizard.Applicant => ({
  ...who,
  lastKana: 'ちゅうぶ',
  firstKana: 'ﾀﾛｳ',
  gender: '男性',
  dob: ['1985', '4', '1'],
  phone: '０５２－１２３－４５６７',
  mobile: '090-1234-5678',
});

const ACCOUNT = { number: '１２３４５６７', holder: 'ちゅうぶ　たろう' } as const;

test.describe('application wizard: applicant, payment, terms, submission', () => {
  test.beforeEach(() => {
    test.skip(test.info().project.name !== 'desktop', 'the flow is the same for every viewport');
  });

  test('a house with 1G, phone with number portability and bank debit, from /area/ to the receipt', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await wizard.checkAreaAndProceed(page, HOUSE);
    await expectNoSeriousA11yViolations(page, 'form');
    await wizard.choosePlan(page, { menu: 1, summary: 'desktop' });

    // form2: a blank submit shows the summary (focused) and the messages next to the fields.
    await expectNoSeriousA11yViolations(page, 'form2');
    await page.getByRole('button', { name: '次へ進む' }).click();
    const summary = page.getByTestId('error-summary');
    await expect(summary).toBeFocused();
    await expect(summary).toContainText('姓を入力してください');
    await expect(page.getByLabel(/^姓/)).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yViolations(page, 'form2 with errors');
    await wizard.fillApplicant(
      page,
      applicant({ last: '中部', first: '太郎', mail: 'taro@example.jp' }),
    );
    await wizard.nextStep(page, 'form3');

    // form3: back to form2 keeps everything, then forward again.
    await page.getByRole('button', { name: '前の画面に戻る' }).click();
    await expect(page).toHaveURL(/\/apply\/form2\/$/);
    await expect(page.getByLabel(/^姓/)).toHaveValue('中部');
    await expect(page.getByLabel(/^日中にご連絡のつく電話番号/)).toHaveValue(
      '０５２－１２３－４５６７',
    );
    await wizard.nextStep(page, 'form3');

    await expect(page.locator('#portability-conditions')).toContainText('050から始まる番号');
    await wizard.chooseBank(page, ACCOUNT);
    await page.getByLabel(/^お支払い方法の登録/).check();
    await page.getByLabel(/番号ポータビリティ）/).check();
    await page.getByLabel(/^引き継ぐ電話番号/).fill('052-111-2222');
    await page.getByLabel(/^月曜日/).check();
    await page.getByLabel(/^工事についてのご要望/).fill('午前中を希望します');
    await page.getByLabel(/^建物の状況により/).check();
    await page.getByLabel(/^工事当日は立ち会いが必要/).check();
    await page.getByLabel(/^現在ご利用中のインターネット回線/).fill('よその光');
    await expectNoSeriousA11yViolations(page, 'form3');
    await wizard.nextStep(page, 'terms');

    // terms: the explanation from content, the review with the masked account, the estimate.
    await expect(page.getByTestId('important-matters')).toContainText('契約期間と解約金');
    const review = page.getByTestId('review');
    await expect(review).toContainText('中部 太郎（チュウブ タロウ）');
    await expect(review).toContainText('****567');
    await expect(review).not.toContainText('1234567');
    await expect(review).toContainText('052-111-2222');
    await expect(page.getByTestId('review-three-year')).toHaveText(/円/);
    const reviewedEffective = await page.getByTestId('review-effective').textContent();
    const reviewedMonths = await page
      .getByTestId('review-months')
      .locator('[data-month-range]')
      .allTextContents();
    await expect(page.getByTestId('privacy-consent')).toContainText('プライバシーポリシー');
    await expectNoSeriousA11yViolations(page, 'terms');
    await wizard.agreeToTerms(page, { phone: true });
    const receipt = await wizard.submitApplication(page);
    expect(receipt).not.toBe('');
    const introductionId = (await page.getByTestId('introduction-id').textContent()) ?? '';
    await expect(page.getByTestId('referral-link')).toHaveAttribute(
      'href',
      new RegExp(`introductionId=${introductionId}$`),
    );
    await expect(page.getByTestId('completed-period')).toHaveText('約1〜2か月');
    // The stored server quote, as applyCTC answered it: the estimate the visitor reviewed.
    await expect(page.getByTestId('completed-effective')).toHaveText(reviewedEffective ?? '');
    // The receipt's month ranges are the stored quote's own segments: those the review showed.
    const squash = (t: string[]) => t.map((x) => x.replace(/\s/g, ''));
    await expect(page.getByTestId('completed-months').locator('[data-month-range]')).toHaveCount(
      reviewedMonths.length,
    );
    expect(
      squash(
        await page.getByTestId('completed-months').locator('[data-month-range]').allTextContents(),
      ),
    ).toEqual(squash(reviewedMonths));
    await expect(page.getByTestId('completed-quote')).not.toContainText('月額（2〜12か月目）');
    await expect(page.getByTestId('completed-initial-costs')).toContainText('円');
    await expectNoSeriousA11yViolations(page, 'completed');

    // No personal data in the browser's storage or cookies.
    const stored = await page.evaluate(
      () =>
        JSON.stringify({ ...localStorage }) +
        JSON.stringify({ ...sessionStorage }) +
        document.cookie,
    );
    for (const personal of ['中部', 'taro@example.jp', '1234567', '0521234567', '052-111-2222'])
      expect(stored).not.toContain(personal);

    // The operator's listing: the application with every field, the account number masked.
    const { lines, rows } = readStoredApplications({ list: true });
    const line = lines.find((l) => l.startsWith(receipt));
    expect(line).toContain('中部 太郎');
    expect(line).toContain('****567');
    expect(line).not.toContain('1234567');
    expect(line).toContain(`実質月額 ${reviewedEffective}`);
    const row = rows.find((r) => r.receiptNumber === receipt);
    expect(row?.introductionId).toBe(introductionId);
    expect(row?.effectiveMonthly).toBe(reviewedEffective?.replace(/[^\d]/g, ''));
    const data = row!.formData as {
      planData: Record<string, unknown>;
      installationInfo: Record<string, unknown>;
      form2: Record<string, unknown>;
      form3: Record<string, unknown> & { bankInfo: Record<string, unknown> };
      terms: Record<string, unknown>;
    };
    expect(data.planData).toMatchObject({
      selectedPlan: 'plan1G',
      baseMenu: 1,
      isAreaChecked: true,
      buildingType: 0,
    });
    expect(data.installationInfo).toMatchObject({
      postalCode: '4600008',
      state_kanji: '愛知県',
      city_kanji: '名古屋市中区',
      town_kanji: '栄',
      line1_kanji: '1丁目1-1',
    });
    expect(data.form2).toMatchObject({
      lastName_kanji: '中部',
      firstName_kanji: '太郎',
      lastName_kana: 'チュウブ',
      firstName_kana: 'タロウ',
      gender: 'male',
      dobYear: 1985,
      dobMonth: 4,
      dobDate: 1,
      daytimePhone: { number: '0521234567' },
      mobilePhone: { number: '09012345678' },
      mail: 'taro@example.jp',
      contactInfo: { type: 'same' },
    });
    expect(data.form3.bankInfo).toMatchObject({
      type: 'bank',
      isAgree: true,
      bankCode: '0001',
      bankBranchCode: '001',
      accountKind: 1,
      accountNameKana: 'チュウブ　タロウ',
    });
    expect(String(data.form3.bankInfo.accountNo)).not.toContain('1234567');
    expect(data.form3).toMatchObject({
      isPortability: true,
      currentPhoneInfo: {
        number: '0521112222',
        carrier: 'nttWest',
        addressType: 'same',
        relationship: 'self',
      },
      dowConstruction: ['mon'],
      requestColumn: '午前中を希望します',
      isAgreeOfConstruction1: true,
      isAgreeOfConstruction2: true,
    });
    expect(data.terms).toMatchObject({
      isAgreeExplanation: true,
      agreeOfTelecomServiceInfo: { isNet: true, isPhone: true },
    });
  });

  test('an apartment application (approved building, room number, 5-year term, card payment)', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/area/');
    await page.getByLabel('郵便番号').fill('460-0008');
    await page.getByRole('button', { name: '郵便番号から住所を入力' }).click();
    await expect(page.getByLabel('市区町村')).toHaveValue('名古屋市中区');
    await page.getByLabel('マンション・アパート').check();
    await page.getByLabel('丁目・番地').fill('3丁目1-1');
    await page.getByLabel('マンション・アパート名').fill('コミュファ栄タワー');
    // An apartment needs its room number (部屋番号) before the check.
    await page.getByRole('button', { name: '提供エリアを確認する' }).click();
    // The message next to the field, and the error summary naming it.
    await expect(page.getByLabel('部屋番号')).toHaveAccessibleDescription(
      /部屋番号を入力してください/,
    );
    await expect(page.getByTestId('error-summary')).toContainText('部屋番号を入力してください');
    // Typed as people type it: hiragana, full-width digits and an ideographic space.
    await wizard.checkAreaAndProceed(page, {
      ...HOUSE,
      apartment: 'コミュファ栄タワー',
      room: 'さくら棟　１０２',
      line1: '3丁目1-1',
    });
    await wizard.choosePlan(page, { menu: 0, term: '2year', summary: 'desktop' });
    await wizard.fillApplicant(
      page,
      applicant({ last: '栄', first: '花子', mail: 'hanako@example.jp' }),
    );
    // Documents to another address, filled from its postal code.
    await page.getByLabel('別の住所を指定する').check();
    await page.getByLabel(/^郵便番号/).fill('460-0008');
    await page.getByRole('button', { name: '郵便番号から住所を入力' }).click();
    await expect(page.getByLabel(/^市区町村/)).toHaveValue('名古屋市中区');
    await page.getByLabel(/^丁目・番地/).fill('2丁目3-4');
    await wizard.nextStep(page, 'form3');
    await expect(page.locator('#portability-conditions')).toHaveCount(0); // no phone chosen
    await page.getByLabel('クレジットカード').check();
    await wizard.agreePaymentAndConstruction(page, { currentLine: 'よその光' });
    await wizard.nextStep(page, 'terms');
    await expect(page.getByTestId('review')).toContainText('マンション・アパート');
    await expect(page.getByTestId('review')).toContainText('部屋番号サクラ棟 102');
    await expect(page.getByTestId('review-contract-term')).toContainText('スタート割 2年契約');
    await expect(page.getByTestId('review-contract-term')).toContainText('工事費24回分割');
    await expect(page.getByLabel(/^光電話の提供条件/)).toHaveCount(0);
    await wizard.agreeToTerms(page);
    const receipt = await wizard.submitApplication(page);
    const stored = readStoredApplications({ list: true });
    // The operator's listing names the building and the room.
    expect(stored.lines.find((l) => l.startsWith(receipt))).toMatch(
      /\tコミュファ栄タワー サクラ棟 102\t月額 /,
    );
    const row = stored.rows.find((r) => r.receiptNumber === receipt);
    expect(row?.formData).toMatchObject({
      planData: { buildingType: 1, baseMenu: 0, contractTerm: '2year' },
      installationInfo: { line2_kanji: 'コミュファ栄タワー', line3_kanji: 'サクラ棟 102' },
      form2: {
        lastName_kanji: '栄',
        firstName_kanji: '花子',
        contactInfo: {
          type: 'other',
          postalCode: '4600008',
          state_kanji: '愛知県',
          city_kanji: '名古屋市中区',
          town_kanji: '栄',
          line1_kanji: '2丁目3-4',
          isNonSendingDeadline: true,
        },
      },
      form3: { bankInfo: { type: 'card', accountNo: '' } },
    });
  });

  test('a double click on submit stores one application', async ({ page }) => {
    test.setTimeout(120_000);
    const applies: Request[] = [];
    page.on('request', (r) => {
      if (isApply(r)) applies.push(r);
    });
    await toTerms(page, 'double@example.jp');
    const before = readStoredApplications().rows.length;
    // applyCTC (a mutation with an idempotency key) goes through the site's one GraphQL transport.
    const scripts: string[] = [];
    page.on('response', (r) => {
      const { pathname } = new URL(r.url());
      if (pathname.startsWith('/_next/static/') && pathname.endsWith('.js')) scripts.push(pathname);
    });
    await page.getByRole('button', { name: 'この内容で申し込む' }).dblclick();
    await expect(page).toHaveURL(/\/apply\/completed\/$/);
    expect(
      scripts.some((src) =>
        APOLLO_SIGNATURE.test(
          readFileSync(path.join('.next', src.replace(/^\/_next\//, '')), 'utf8'),
        ),
      ),
      'the submit loaded no Apollo chunk',
    ).toBe(false);
    const receipt = (await page.getByTestId('receipt-number').textContent()) ?? '';
    const rows = readStoredApplications().rows;
    expect(rows.length).toBe(before + 1);
    expect(
      rows.filter(
        (r) => (r.formData as { form2: { mail: string } }).form2.mail === 'double@example.jp',
      ),
    ).toHaveLength(1);
    expect(rows.some((r) => r.receiptNumber === receipt)).toBe(true);
    expect(applies).toHaveLength(1);
  });

  test('the API failing at submit keeps everything; a retry stores one application', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const keys: string[] = [];
    page.on('request', (r) => {
      if (isApply(r))
        keys.push(
          String(
            (r.postDataJSON() as { variables: { idempotencyKey: string } }).variables
              .idempotencyKey,
          ),
        );
    });
    await toTerms(page, 'retry@example.jp');
    await page.route('**/api/graphql**', (route) =>
      isApply(route.request()) ? route.abort() : route.continue(),
    );
    await page.getByRole('button', { name: 'この内容で申し込む' }).click();
    const failed = page.getByTestId('submit-failed');
    await expect(failed).toContainText('送信できませんでした');
    // No consultation number is configured in the test build: no tel: link to a placeholder.
    await expect(failed.locator('a[href^="tel:"]')).toHaveCount(0);
    await expect(page.getByTestId('review')).toContainText('中部 太郎');
    await expect(page.getByLabel(/^重要事項説明の内容を確認し/)).toBeChecked();
    await expectNoSeriousA11yViolations(page, 'terms submit failed');
    await page.unroute('**/api/graphql**');
    await failed.getByRole('button', { name: 'もう一度送信する' }).click();
    await expect(page).toHaveURL(/\/apply\/completed\/$/);
    expect(keys.length).toBe(2);
    expect(keys[1]).toBe(keys[0]);
    const rows = readStoredApplications().rows;
    expect(
      rows.filter(
        (r) => (r.formData as { form2: { mail: string } }).form2.mail === 'retry@example.jp',
      ),
    ).toHaveLength(1);
  });

  test('a field the server refuses sends the visitor back to it with the message', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await toTerms(page, 'refused@example.jp');
    await page.route('**/api/graphql**', (route) =>
      isApply(route.request())
        ? route.fulfill({
            status: 200,
            contentType: 'application/json',
            body: JSON.stringify({
              data: null,
              errors: [
                {
                  message: 'Invalid input: form2.mail',
                  extensions: {
                    code: 'BAD_USER_INPUT',
                    fields: [
                      { path: 'form2.mail', message: 'このメールアドレスはご利用いただけません' },
                    ],
                  },
                },
              ],
            }),
          })
        : route.continue(),
    );
    await page.getByRole('button', { name: 'この内容で申し込む' }).click();
    await expect(page).toHaveURL(/\/apply\/form2\/$/);
    const mail = page.getByLabel(/^メールアドレス必須$|^メールアドレス\s*必須$/);
    await expect(mail).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('error-summary')).toBeFocused();
    await expect(page.getByTestId('error-summary')).toContainText(
      'このメールアドレスはご利用いただけません',
    );
    await expect(mail).toHaveValue('refused@example.jp');
    await expect(page.getByLabel(/^姓/)).toHaveValue('中部');
  });

  test('keyboard only: Enter submits, the summary links move focus to the field', async ({
    page,
  }) => {
    await wizard.checkAreaAndProceed(page, HOUSE);
    await wizard.choosePlan(page, { menu: 0, summary: 'desktop' });
    const last = page.getByLabel(/^姓/);
    await last.focus();
    await page.keyboard.type('中部');
    await page.keyboard.press('Enter');
    const summary = page.getByTestId('error-summary');
    await expect(summary).toBeFocused();
    await page.keyboard.press('Tab');
    const firstLink = summary.getByRole('link').first();
    await expect(firstLink).toBeFocused();
    await expect(firstLink).toHaveText('名を入力してください');
    await page.keyboard.press('Enter');
    await expect(page.getByLabel(/^名/).first()).toBeFocused();
    await page.keyboard.type('太郎');
    await expect(last).toHaveValue('中部');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(/^セイ/)).toBeFocused();
  });

  test('form2: the purposes of use and the policy link come before the first personal field', async ({
    page,
  }) => {
    await wizard.checkAreaAndProceed(page, HOUSE);
    await wizard.choosePlan(page, { menu: 0, summary: 'desktop' });
    await expectPrivacyNoticeBeforeFirstField(page);
  });

  test('form2 document address: a postal code of several towns offers the towns to choose from', async ({
    page,
  }) => {
    await wizard.checkAreaAndProceed(page, HOUSE);
    await wizard.choosePlan(page, { menu: 0, summary: 'desktop' });
    await page.getByLabel('別の住所を指定する').check();
    const address = page.getByRole('group', { name: '送付先の住所' });
    await address.getByLabel(/^郵便番号/).fill('4610003');
    await address.getByRole('button', { name: '郵便番号から住所を入力' }).click();
    await expect(address.getByTestId('postal-fill-status')).toContainText('複数の町名があります');
    await expect(address.getByLabel(/^町名・大字/)).toHaveValue('');
    await address.getByRole('button', { name: '愛知県名古屋市東区筒井', exact: true }).click();
    await expect(address.getByLabel(/^市区町村/)).toHaveValue('名古屋市東区');
    await expect(address.getByLabel(/^町名・大字/)).toHaveValue('筒井');
  });

  test('a reload on form2 warns before the typed data is lost', async ({ page }) => {
    await wizard.checkAreaAndProceed(page, HOUSE);
    await wizard.choosePlan(page, { menu: 0, summary: 'desktop' });
    await page.getByLabel(/^姓/).fill('中部');
    let dialogType = '';
    page.once('dialog', (d) => {
      dialogType = d.type();
      void d.dismiss();
    });
    await page.reload({ timeout: 3000 }).catch(() => undefined);
    expect(dialogType).toBe('beforeunload');
    await expect(page.getByLabel(/^姓/)).toHaveValue('中部');
  });
});

/** The house application walked to the terms step, both agreements ticked, not yet submitted. */
async function toTerms(page: Page, mail: string) {
  await wizard.checkAreaAndProceed(page, HOUSE);
  await wizard.choosePlan(page, { menu: 0, summary: 'desktop' });
  await wizard.fillApplicant(page, applicant({ last: '中部', first: '太郎', mail }));
  await wizard.nextStep(page, 'form3');
  await wizard.chooseBank(page, ACCOUNT);
  await wizard.agreePaymentAndConstruction(page, { currentLine: 'ちゅうぶ光' });
  await wizard.nextStep(page, 'terms');
  await wizard.agreeToTerms(page);
}

test.describe('the receipt after the application', () => {
  test.beforeEach(() => {
    test.skip(test.info().project.name !== 'desktop', 'the flow is the same for every viewport');
  });

  test('survives a reload and back, and its referral link gives a friend the friend campaign', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: baseURL,
    });
    await toTerms(page, 'receipt@example.jp');
    // The review shows the postal code as written on mail and every field the visitor gave.
    const review = page.getByTestId('review');
    await expect(review).toContainText('〒460-0008');
    await expect(review.getByText('現在ご利用中のインターネット回線')).toBeVisible();
    await expect(review).toContainText('ちゅうぶ光');
    // The 重要事項 give the contact centre's hours from the one place (lib/site.ts).
    await expect(page.getByTestId('important-matters')).toContainText(
      'コンタクトセンターの受付時間は9:00〜20:00（年中無休）です',
    );
    await page.getByRole('button', { name: 'この内容で申し込む' }).click();
    await expect(page).toHaveURL(/\/apply\/completed\/$/);
    const receipt = (await page.getByTestId('receipt-number').textContent()) ?? '';
    expect(receipt).not.toBe('');
    await expect(page.getByTestId('receipt-number')).toHaveCSS('white-space', 'nowrap');
    const receivedAt = (await page.getByTestId('received-at').textContent()) ?? '';
    expect(receivedAt).toMatch(/受付日時：\d{4}年\d{1,2}月\d{1,2}日 \d{1,2}:\d{2}/);

    // Reload: the same receipt, date, next steps and referral link; nothing personal.
    await page.reload();
    await expect(page).toHaveURL(/\/apply\/completed\/$/);
    await expect(page.getByTestId('receipt-number')).toHaveText(receipt);
    await expect(page.getByTestId('received-at')).toHaveText(receivedAt);
    await expect(page.getByRole('heading', { name: 'これからの流れ' })).toBeVisible();
    await expect(page.getByTestId('completed-period')).toHaveText('約1〜2か月');
    await expect(page.getByTestId('completed')).not.toContainText('中部');

    // Back leaves the receipt for the terms page, whose data is gone: the receipt shows again.
    await page.goBack();
    await expect(page).toHaveURL(/\/apply\/completed\/$/);
    await expect(page.getByTestId('receipt-number')).toHaveText(receipt);

    // The referral link, copied as the visitor copies it, opened by a friend in a fresh browser.
    await page.getByRole('button', { name: 'リンクをコピー' }).click();
    await expect(page.getByText('コピーしました')).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(await page.getByTestId('referral-link').getAttribute('href'));
    const friend = await browser.newContext();
    const friendPage = await friend.newPage();
    await friendPage.goto(link);
    const notice = friendPage.getByTestId('introduction-notice');
    await expect(notice).toHaveAttribute('data-kind', 'valid');
    await friendPage.getByRole('link', { name: 'まずはエリアを確認する' }).first().click();
    await expect(friendPage).toHaveURL(/\/apply\/area\/$/);
    await wizard.checkAreaAndProceed(friendPage, { postalCode: '4600008', line1: '1丁目1-1' });
    await expect(friendPage.getByTestId('applied-campaigns')).toContainText('お友だち紹介特典');
    await friend.close();
  });
});

/**
 * The visitor simulates on the last day of original-add (validUntil 2026-01-01, Japan time), sees it
 * on the review and submits; the server judges the submission by its own clock, after that end.
 * Resolves with the refused submission's response.
 */
async function submitAfterCampaignEnd(page: Page, email: string) {
  await page.clock.setFixedTime(new Date('2026-01-01T12:00:00+09:00'));
  await toTerms(page, email);
  await expect(page.getByTestId('review')).toContainText('いつでも追加特典');
  const refused = page.waitForResponse((r) => isApply(r.request()));
  await page.getByRole('button', { name: 'この内容で申し込む' }).click();
  return refused;
}

test.describe('the server owns the money', () => {
  test.beforeEach(() => {
    test.skip(test.info().project.name !== 'desktop', 'the flow is the same for every viewport');
  });

  test('a campaign that ended between simulation and submit: the visitor sees the updated estimate, then applies', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const refused = await submitAfterCampaignEnd(page, 'clock@example.jp');
    const body = (await refused.json()) as {
      errors: {
        extensions: {
          code: string;
          fields: { path: string }[];
          estimateUpdate: { estimate: { totals: { effectiveMonthly: number } } };
        };
      }[];
    };
    const ext = body.errors[0]!.extensions;
    expect(ext.code).toBe('BAD_USER_INPUT');
    expect(ext.fields.map((f) => f.path)).toEqual(['planData']);

    // Back on /apply/form/: the notice with the changed lines, the summary at the server's price.
    await expect(page).toHaveURL(/\/apply\/form\/$/);
    const notice = page.getByTestId('estimate-updated');
    await expect(notice).toContainText('お見積もりが更新されました');
    await expect(notice.locator('[data-change="campaign.original-add"]')).toContainText(
      '適用 → 適用なし',
    );
    const effective = new Intl.NumberFormat('ja-JP').format(
      ext.estimateUpdate.estimate.totals.effectiveMonthly,
    );
    const summary = page.getByTestId('summary-desktop');
    await expect(summary.getByTestId('summary-effective')).toHaveText(`${effective}円`);
    await expect(summary.locator('[data-changed="true"]').first()).toContainText('更新');
    await expectNoSeriousA11yViolations(page, 'form with the estimate update');
    // The phone-width bar marks the changed totals too.
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(
      page.getByTestId('summary-mobile').locator('[data-changed="true"]').first(),
    ).toContainText('更新');
    await page.setViewportSize({ width: 1280, height: 900 });

    // Applying again with the updated estimate is accepted; nothing typed was lost.
    await summary.getByRole('button', { name: 'この内容で申し込む' }).click();
    await expect(page).toHaveURL(/\/apply\/form2\/$/);
    await expect(page.getByLabel(/^姓/)).toHaveValue('中部');
    await page.getByRole('button', { name: '次へ進む' }).click();
    await expect(page).toHaveURL(/\/apply\/form3\/$/);
    await page.getByRole('button', { name: '次へ進む' }).click();
    await expect(page).toHaveURL(/\/apply\/terms\/$/);
    await expect(page.getByTestId('review')).not.toContainText('いつでも追加特典');
    await page.getByRole('button', { name: 'この内容で申し込む' }).click();
    await expect(page).toHaveURL(/\/apply\/completed\/$/);
    await expect(page.getByTestId('completed-effective')).toHaveText(`${effective}円`);
    const receipt = (await page.getByTestId('receipt-number').textContent()) ?? '';
    const row = readStoredApplications().rows.find((r) => r.receiptNumber === receipt);
    expect(row?.effectiveMonthly).toBe(String(ext.estimateUpdate.estimate.totals.effectiveMonthly));
  });

  test('the estimate update outlives a reload of /apply/form/, changed lines marked', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await submitAfterCampaignEnd(page, 'reload@example.jp');
    await expect(page).toHaveURL(/\/apply\/form\/$/);
    await expect(page.getByTestId('estimate-updated')).toBeVisible();

    await page.reload();
    await expect(page).toHaveURL(/\/apply\/form\/$/);
    const notice = page.getByTestId('estimate-updated');
    await expect(notice.locator('[data-change="campaign.original-add"]')).toContainText(
      '適用 → 適用なし',
    );
    await expect(
      page.getByTestId('summary-desktop').locator('[data-changed="true"]').first(),
    ).toContainText('更新');
    // Only the server's estimate is kept (sessionStorage), nothing personal in any storage.
    const stored = await page.evaluate(() =>
      JSON.stringify({ ...window.localStorage, ...window.sessionStorage }),
    );
    expect(stored).toContain('appliedAt');
    expect(stored).not.toContain('reload@example.jp');
    expect(stored).not.toContain('太郎');
  });
});

/**
 * The receipt's month ranges of a 1G house, net only, with `baseCampaign`, as the pricing engine
 * computes them from the content documents (the same functions applyCTC stores the quote with):
 * quoteSummaryRows of the quote's summary, the 'completed-months' row.
 */
function expectedReceiptMonths(baseCampaign: 'isOneYear980CP' | 'isChangeCP'): string[] {
  const result = browserSimulation({
    planData: {
      ...defaultPlanData,
      isAreaChecked: true,
      prefecture: '愛知県',
      selectedPlan: 'plan1G',
      baseMenu: 0,
    },
    campaignData: { ...defaultCampaignData, baseCampaign },
    areaData: servedArea,
  });
  const summary = quoteSummary(
    toStoredQuote(result, { appliedAt: new Date().toISOString(), priceBookVersion: 'e2e' }),
  );
  return quoteSummaryRows(summary).find((r) => r.testId === 'completed-months')!.values;
}

/** Area check, 1G net only with `baseCampaign`, form2, form3, terms, submit: on the receipt. */
async function applyWithCampaign(
  page: Page,
  baseCampaign: 'isOneYear980CP' | 'isChangeCP',
  mail: string,
) {
  await wizard.checkAreaAndProceed(page, HOUSE);
  await page.getByTestId('plan-plan1G').click();
  await page.getByTestId('menu-0').click();
  await page.getByTestId(`base-${baseCampaign}`).click();
  await expect(page.getByTestId(`base-${baseCampaign}`).locator('input')).toBeChecked();
  await page
    .getByTestId('summary-desktop')
    .getByRole('button', { name: 'この内容で申し込む' })
    .click();
  await expect(page).toHaveURL(/\/apply\/form2\/$/);
  await wizard.fillApplicant(page, applicant({ last: '中部', first: '太郎', mail }));
  await wizard.nextStep(page, 'form3');
  await wizard.chooseBank(page, ACCOUNT);
  await wizard.agreePaymentAndConstruction(page);
  const currentCarrier = page.getByLabel(/^現在ご利用中のインターネット回線/);
  if (baseCampaign === 'isChangeCP') {
    // 光乗りかえキャンペーン needs the internet line in use: the field is marked 必須 and the
    // error stands at it.
    await expect(page.locator('label[for="f-currentCarrier"]')).toContainText('必須');
    await page.getByRole('button', { name: '次へ進む' }).click();
    await expect(page).toHaveURL(/\/apply\/form3\/$/);
    await expect(currentCarrier).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#f-currentCarrier-error')).toHaveText(
      '光乗りかえキャンペーンの適用には、現在ご利用中のインターネット回線の入力が必要です',
    );
    await expect(currentCarrier).toHaveAttribute('aria-describedby', /f-currentCarrier-error/);
  } else {
    await expect(page.locator('label[for="f-currentCarrier"]')).not.toContainText('必須');
  }
  await currentCarrier.fill('よその光');
  await wizard.nextStep(page, 'terms');
  await wizard.agreeToTerms(page);
  await wizard.submitApplication(page);
}

test.describe('the receipt labels the months from the quote', () => {
  test.beforeEach(() => {
    test.skip(test.info().project.name !== 'desktop', 'the flow is the same for every viewport');
  });

  const months = (page: Page) => page.getByTestId('completed-months').locator('[data-month-range]');
  const squash = (t: string) => t.replace(/\s/g, '');

  test('with the 980円 campaign: 980円 for its months, then the regular fee', async ({ page }) => {
    test.setTimeout(180_000);
    const campaign = realContentSources().campaigns.find((c) => c.slug === 'one-year-980')!;
    const benefit = campaign.benefit as { amount: number; months: number };
    const regular = expectedReceiptMonths('isChangeCP');
    const expected = expectedReceiptMonths('isOneYear980CP');
    // What the content says: the campaign's price from month 2 to its last month, then the fee
    // without it (the 光乗りかえ quote has no monthly discount: its one range is the regular fee).
    expect(regular).toHaveLength(1);
    const regularFee = regular[0]!.split(' ')[1]!;
    expect(expected).toEqual([
      `${monthRangeLabel({ from: 2, to: benefit.months })} ${formatYen(benefit.amount)}`,
      `${monthRangeLabel({ from: benefit.months + 1, to: benefit.months + 1, open: true })} ${regularFee}`,
    ]);
    await applyWithCampaign(page, 'isOneYear980CP', 'receipt980@example.jp');
    await expect(months(page)).toHaveCount(expected.length);
    expect((await months(page).allTextContents()).map(squash)).toEqual(expected.map(squash));
    await expect(page.getByTestId('completed-campaigns')).toContainText(campaign.title);
    // Reloaded, the receipt keeps its ranges (the stored quote's summary), once the flow rendered.
    await page.reload();
    await expect(months(page)).toHaveCount(expected.length);
    expect((await months(page).allTextContents()).map(squash)).toEqual(expected.map(squash));
  });

  test('without a 980円 period: one range of the regular fee from month 2, no 「2〜12か月目」', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const expected = expectedReceiptMonths('isChangeCP');
    expect(expected).toEqual([expect.stringMatching(/^2か月目以降 /)]);
    await applyWithCampaign(page, 'isChangeCP', 'receipt-regular@example.jp');
    expect((await months(page).allTextContents()).map(squash)).toEqual(expected.map(squash));
    await expect(page.getByTestId('completed-quote')).not.toContainText('2〜12か月目');
    // On a phone, the campaign titles keep 「Wi-Fi」 on one line (components/ui/phrases.tsx).
    await page.setViewportSize({ width: 375, height: 812 });
    const campaigns = page.getByTestId('completed-campaigns');
    await expect(campaigns).toContainText('Wi-Fi');
    await expectWordsUnbroken(campaigns, ['Wi-Fi', 'キャンペーン', 'キャッシュバック']);
  });
});

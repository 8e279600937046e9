import { expect, type Page } from '@playwright/test';

/*
 * The application wizard step by step, as a visitor walks it on the sample data (README "Sample
 * data": 〒460-0008 名古屋市中区栄 is a served house with 10G and 約1〜2ヶ月; コミュファ栄タワー an
 * approved apartment there) with a real bank of zengin-code (0001 みずほ銀行, branch 001). Each
 * step asserts what the visitor must see before the next one, so a spec that walks through them
 * fails at the step that broke.
 */

/** What the area form is given: the page it starts on, the postal code as typed, 丁目・番地. */
export interface AreaInput {
  /** '/area/' or '/apply/area/', or an absolute URL of another server; omitted: the area form
   * already open. */
  from?: string;
  /** As the visitor types it (full-width digits and hyphens are normalised). */
  postalCode: string;
  line1: string;
  /** An apartment: its building name (マンション・アパート is chosen first). */
  apartment?: string;
  /** 部屋番号 of the apartment. */
  room?: string;
}

/**
 * The area check of a served place and on to the simulation: fills the town from the postal
 * code, the address (and building and room), checks, waits for a served result and follows its
 * link to /apply/form/.
 */
export async function checkAreaAndProceed(page: Page, area: AreaInput): Promise<void> {
  if (area.from !== undefined) await page.goto(area.from);
  await page.getByLabel('郵便番号').fill(area.postalCode);
  await page.getByRole('button', { name: '郵便番号から住所を入力' }).click();
  await expect(page.getByLabel('市区町村')).toHaveValue('名古屋市中区');
  if (area.apartment) await page.getByLabel('マンション・アパート').check();
  await page.getByLabel('丁目・番地').fill(area.line1);
  if (area.apartment) await page.getByLabel('マンション・アパート名').fill(area.apartment);
  if (area.room !== undefined) await page.getByLabel('部屋番号').fill(area.room);
  await page.getByRole('button', { name: '提供エリアを確認する' }).click();
  await proceedFromServedArea(page);
}

/** A served area result (the first request of a fresh server migrates and seeds, hence the long
 * wait), then its link to the simulation at /apply/form/. */
export async function proceedFromServedArea(page: Page): Promise<void> {
  const result = page.getByTestId('area-result');
  await expect(result).toHaveAttribute('data-service-area', 'yes', { timeout: 60_000 });
  await result.getByRole('button', { name: '料金シミュレーション・お申し込みへ進む' }).click();
  await expect(page).toHaveURL(/\/apply\/form\/$/);
}

/**
 * The simulation: 1G, menu 0 (net) or 1 (net + phone), optionally a contract term, then the
 * summary's 「この内容で申し込む」 (the desktop card, or the phone-width bar) to /apply/form2/.
 */
export async function choosePlan(
  page: Page,
  plan: { menu: 0 | 1; term?: '2year' | '5year'; summary: 'desktop' | 'mobile' },
): Promise<void> {
  await page.getByTestId('plan-plan1G').click();
  await page.getByTestId(`menu-${plan.menu}`).click();
  if (plan.term) await page.getByTestId(`term-${plan.term}`).click();
  await expect(page.getByTestId('plan-plan1G').locator('input')).toBeChecked();
  await page
    .getByTestId(`summary-${plan.summary}`)
    .getByRole('button', { name: 'この内容で申し込む' })
    .click();
  await expect(page).toHaveURL(/\/apply\/form2\/$/);
}

/** The applicant as typed on form2 (kana in any of hiragana, katakana or half-width). */
export interface Applicant {
  last: string;
  first: string;
  lastKana: string;
  firstKana: string;
  gender: '男性' | '女性';
  /** Year, month and day of birth as the selects' values ('1985', '4', '1'). */
  dob: readonly [string, string, string];
  phone: string;
  /** 携帯電話番号: required when the chosen campaign (光乗りかえ) needs it. */
  mobile?: string;
  mail: string;
}

/** Types the applicant into form2 (name, kana, gender, birth date, phones, e-mail twice). */
export async function fillApplicant(page: Page, who: Applicant): Promise<void> {
  await page.getByLabel(/^姓/).fill(who.last);
  await page.getByLabel(/^名/).first().fill(who.first);
  await page.getByLabel(/^セイ/).fill(who.lastKana);
  await page.getByLabel(/^メイ/).fill(who.firstKana);
  await page.getByLabel(who.gender).check();
  await page.locator('#f-dobYear').selectOption(who.dob[0]);
  await page.locator('#f-dobMonth').selectOption(who.dob[1]);
  await page.locator('#f-dobDate').selectOption(who.dob[2]);
  await page.getByLabel(/^日中にご連絡のつく電話番号/).fill(who.phone);
  if (who.mobile !== undefined) await page.getByLabel(/^携帯電話番号/).fill(who.mobile);
  await page.getByLabel(/^メールアドレス\s*必須$/).fill(who.mail);
  await page.getByLabel(/^メールアドレス（確認用）/).fill(who.mail);
}

/** 「次へ進む」 and the next step's address (form3 or terms). */
export async function nextStep(page: Page, step: 'form3' | 'terms'): Promise<void> {
  await page.getByRole('button', { name: '次へ進む' }).click();
  await expect(page).toHaveURL(new RegExp(`/apply/${step}/$`));
}

/** Bank debit on form3: みずほ銀行 (0001) and its branch 001 found by the searches, then the
 * account number and holder as typed. */
export async function chooseBank(
  page: Page,
  account: { number: string; holder: string },
): Promise<void> {
  await page.getByLabel('金融機関を検索').fill('0001');
  await page.getByRole('button', { name: '検索', exact: true }).first().click();
  await page.getByRole('button', { name: /^0001 / }).click();
  await expect(page.getByLabel(/^金融機関名/)).toHaveValue(/みずほ/);
  await page.getByLabel('支店を検索').fill('001');
  await page.getByRole('button', { name: '検索', exact: true }).nth(1).click();
  await page.getByRole('button', { name: /^001 / }).click();
  await expect(page.getByLabel(/^支店コード/)).toHaveValue('001');
  await page.getByLabel(/^口座番号/).fill(account.number);
  await page.getByLabel(/^口座名義/).fill(account.holder);
}

/** The rest of form3 every application gives: the payment registration agreed, the current
 * line if any, and the two construction agreements. */
export async function agreePaymentAndConstruction(
  page: Page,
  options: { currentLine?: string } = {},
): Promise<void> {
  await page.getByLabel(/^お支払い方法の登録/).check();
  if (options.currentLine !== undefined)
    await page.getByLabel(/^現在ご利用中のインターネット回線/).fill(options.currentLine);
  await page.getByLabel(/^建物の状況により/).check();
  await page.getByLabel(/^工事当日は立ち会いが必要/).check();
}

/** The terms step's agreements: 重要事項説明, 光ネット and, with `phone`, 光電話. */
export async function agreeToTerms(page: Page, options: { phone?: boolean } = {}): Promise<void> {
  await page.getByLabel(/^重要事項説明の内容を確認し/).check();
  await page.getByLabel(/^光ネット（インターネット）の提供条件/).check();
  if (options.phone) await page.getByLabel(/^光電話の提供条件/).check();
}

/** 「この内容で申し込む」 on the terms step, the completed page; resolves with the receipt number. */
export async function submitApplication(page: Page, timeout?: number): Promise<string> {
  await page.getByRole('button', { name: 'この内容で申し込む' }).click();
  await expect(page).toHaveURL(/\/apply\/completed\/$/, timeout ? { timeout } : undefined);
  return (await page.getByTestId('receipt-number').textContent()) ?? '';
}

import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from './helpers/test';
import { simpleParser } from 'mailparser';
import { readStoredDrafts } from './helpers/stored-drafts';
import * as wizard from './helpers/wizard';

/**
 * The server-side draft on a phone (ARCHITECTURE "Drafts"): a reload at any step of the wizard,
 * a 重要事項 link and Back lose nothing, nothing personal is kept in the browser, and the draft
 * is deleted with the received application. Sample data as in apply-flow.spec.ts (〒460-0008
 * 名古屋市中区栄, a served house).
 */

const MAIL = 'draft-taro@example.jp';
/** The served house of the sample data, from the wizard's own area step. */
const HOUSE = { from: '/apply/area/', postalCode: '4600008', line1: '1丁目1-1' } as const;
/** Values typed in the steps; none may be in browser storage, nor in clear in the drafts table. */
const PERSONAL = [
  '中部',
  '太郎',
  'ちゅうぶ',
  MAIL,
  '1234567',
  '１２３４５６７',
  '0521234567',
  '０５２',
  '1丁目1-1',
  'ちゅうぶ光',
];

test.beforeEach(() => {
  test.skip(test.info().project.name !== 'mobile', 'the phone walk of the issue');
});

/** Everything the browser keeps for the site: both storages, cookies and every IndexedDB store. */
async function browserStorage(page: Page): Promise<string> {
  const kept = await page.evaluate(async () => {
    const idb: unknown[] = [];
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const r = indexedDB.open(info.name!);
        r.onsuccess = () => resolve(r.result);
        r.onerror = () => reject(r.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const rows = await new Promise<unknown>((resolve) => {
          const r = db.transaction(store).objectStore(store).getAll();
          r.onsuccess = () => resolve(r.result);
          r.onerror = () => resolve(null);
        });
        idb.push({ db: info.name, store, rows });
      }
      db.close();
    }
    return JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage }, idb });
  });
  return kept + JSON.stringify(await page.context().cookies());
}

async function expectNothingPersonalStored(page: Page, step: string) {
  const kept = await browserStorage(page);
  for (const value of PERSONAL) expect(kept, `${step}: ${value}`).not.toContain(value);
}

/** Waits until the wizard's last change is on the server (the frame's data-draft). */
async function draftSaved(page: Page) {
  await expect(page.locator('[data-flow-frame]')).toHaveAttribute('data-draft', 'saved');
}

async function reloadOn(page: Page, path: RegExp) {
  await draftSaved(page);
  await page.reload();
  await expect(page).toHaveURL(path);
}

test('a reload at every step, a 重要事項 link and Back lose nothing; the received application deletes its draft', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await wizard.checkAreaAndProceed(page, HOUSE);
  await expectNothingPersonalStored(page, 'form');

  // form: the address checked on the area step comes back.
  await reloadOn(page, /\/apply\/form\/$/);
  await wizard.choosePlan(page, { menu: 0, summary: 'mobile' });

  // form2: typed, reloaded before any submit.
  await wizard.fillApplicant(page, {
    last: '中部',
    first: '太郎',
    lastKana: 'ちゅうぶ',
    firstKana: 'タロウ',
    gender: '男性',
    dob: ['1985', '4', '1'],
    phone: '０５２－１２３－４５６７',
    mail: MAIL,
  });
  await expectNothingPersonalStored(page, 'form2');
  await reloadOn(page, /\/apply\/form2\/$/);
  await expect(page.getByLabel(/^姓/)).toHaveValue('中部');
  await expect(page.getByLabel(/^名/).first()).toHaveValue('太郎');
  await expect(page.getByLabel('男性')).toBeChecked();
  await expect(page.locator('#f-dobYear')).toHaveValue('1985');
  await expect(page.getByLabel(/^日中にご連絡のつく電話番号/)).toHaveValue(
    '０５２－１２３－４５６７',
  );
  await expect(page.getByLabel(/^メールアドレス（確認用）/)).toHaveValue(MAIL);
  await wizard.nextStep(page, 'form3');

  // form3.
  await wizard.chooseBank(page, { number: '１２３４５６７', holder: 'ちゅうぶ　たろう' });
  await wizard.agreePaymentAndConstruction(page, { currentLine: 'ちゅうぶ光' });
  await expectNothingPersonalStored(page, 'form3');
  await reloadOn(page, /\/apply\/form3\/$/);
  await expect(page.getByLabel(/^金融機関名/)).toHaveValue(/みずほ/);
  await expect(page.getByLabel(/^支店コード/)).toHaveValue('001');
  await expect(page.getByLabel(/^口座番号/)).toHaveValue('１２３４５６７');
  await expect(page.getByLabel(/^現在ご利用中のインターネット回線/)).toHaveValue('ちゅうぶ光');
  await expect(page.getByLabel(/^お支払い方法の登録/)).toBeChecked();
  await wizard.nextStep(page, 'terms');

  // terms: one agreement ticked, reloaded; the review still shows every step.
  const explanation = page.getByLabel(/^重要事項説明の内容を確認し/);
  await explanation.check();
  await expectNothingPersonalStored(page, 'terms');
  await reloadOn(page, /\/apply\/terms\/$/);
  await expect(explanation).toBeChecked();
  await expect(page.getByTestId('review')).toContainText('中部 太郎（チュウブ タロウ）');
  await expect(page.getByTestId('review')).toContainText('ちゅうぶ光');
  await expectNothingPersonalStored(page, 'terms, restored after a reload');

  // A 重要事項 link opens a new tab, says so, and the application stays as it was.
  const link = page
    .getByTestId('important-matters')
    .getByRole('link', { name: /解約時の費用について/ });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener');
  await expect(link).toHaveAccessibleName(/新しいタブで開きます/);
  const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await expect(tab).toHaveURL(/\/service\/cancellation\/$/);
  await tab.close();
  await expect(page).toHaveURL(/\/apply\/terms\/$/);
  await expect(explanation).toBeChecked();

  // Leaving the wizard in the same tab and coming Back: the draft restores it.
  await page.goto('/plan/');
  await page.goBack();
  await expect(page).toHaveURL(/\/apply\/terms\/$/);
  await expect(explanation).toBeChecked();
  await expect(page.getByTestId('review')).toContainText('中部 太郎（チュウブ タロウ）');

  // The drafts table holds the draft, nothing of it in clear; it goes with the application.
  const before = await readStoredDrafts();
  expect(before.count).toBeGreaterThanOrEqual(1);
  for (const value of PERSONAL) expect(before.text).not.toContain(value);
  await wizard.agreeToTerms(page);
  await wizard.submitApplication(page);
  await expect(page.getByTestId('receipt-number')).not.toBeEmpty();
  const effective = await page.getByTestId('completed-effective').textContent();
  await expectNothingPersonalStored(page, 'completed');
  expect((await readStoredDrafts()).count).toBe(before.count - 1);

  // The completed page keeps its stored quote after a reload.
  await page.reload();
  await expect(page.getByTestId('completed-effective')).toHaveText(effective ?? '');
  await expect(page.getByTestId('completed-initial-costs')).toContainText('円');
});

test('an expired or unknown draft: a Japanese message and a fresh start, no error page', async ({
  page,
}) => {
  await page.goto('/apply/area/');
  await page.evaluate(() =>
    sessionStorage.setItem('hikari-site:draft-token:v1', 'AAAAAAAAAAAAAAAAAAAAAA'),
  );
  await page.goto('/apply/form2/');
  await expect(page).toHaveURL(/\/apply\/area\/$/);
  await expect(page.getByTestId('draft-expired')).toContainText('有効期限');
  await expect(page.getByLabel('郵便番号')).toBeVisible();
  expect(
    await page.evaluate(() => sessionStorage.getItem('hikari-site:draft-token:v1')),
  ).toBeNull();
});

/** The token of the newest resume link e-mailed since `since` (ms), from the .eml files the
 * suite's server writes in <E2E_DATA_DIR>/mail/ (no SMTP_URL), or undefined. */
async function newestResumeLink(since: number): Promise<string | undefined> {
  const dir = path.resolve(process.env.E2E_DATA_DIR ?? '.data-e2e', 'mail');
  if (!existsSync(dir)) return undefined;
  const files = readdirSync(dir)
    .map((f) => ({ f, at: statSync(path.join(dir, f)).mtimeMs }))
    .filter(({ at }) => at >= since - 1000)
    .sort((a, b) => b.at - a.at);
  for (const { f } of files) {
    const parsed = await simpleParser(readFileSync(path.join(dir, f)));
    const link = /\/apply\/resume\/\?t=([A-Za-z0-9_-]{22})/.exec(`${parsed.text ?? ''}`);
    if (link) return link[1];
  }
  return undefined;
}

test('a resume link by e-mail reopens form2 in another browser after the phone number', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await wizard.checkAreaAndProceed(page, HOUSE);
  await wizard.choosePlan(page, { menu: 0, summary: 'mobile' });

  // form2 half typed (no gender yet): the button comes with a valid e-mail address.
  const save = page.getByRole('button', { name: '入力内容を保存して後で続ける' });
  await page.getByLabel(/^姓/).fill('中部');
  await page.getByLabel(/^名/).first().fill('太郎');
  await page.getByLabel(/^日中にご連絡のつく電話番号/).fill('０５２－１２３－４５６７');
  await expect(save).toHaveCount(0);
  await page.getByLabel(/^メールアドレス\s*必須$/).fill(MAIL);
  const since = Date.now();
  await save.click();
  await expect(
    page.getByRole('status').filter({ hasText: '続きのリンクをお送りしました' }),
  ).toHaveText('ご入力のメールアドレスに続きのリンクをお送りしました');
  await expect.poll(() => newestResumeLink(since), { timeout: 30_000 }).toBeTruthy();
  const linkToken = (await newestResumeLink(since))!;

  // Another browser: the link asks for the phone number before showing anything.
  const other = await browser.newContext({ baseURL });
  const phone = await other.newPage();
  await phone.goto(`/apply/resume/?t=${linkToken}`);
  await expect(phone.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
  await expect(phone).toHaveURL(/\/apply\/resume\/$/);
  await expect(phone.locator('main')).toBeVisible();
  await expect(phone).toHaveTitle(/お申し込みの続き/);
  await expect(phone.locator('main')).not.toContainText('中部');
  await phone.getByLabel(/^電話番号/).fill('0529999999');
  await phone.getByRole('button', { name: '入力内容を開く' }).click();
  await expect(phone.locator('#f-phone-error')).toHaveText(
    'ご入力の電話番号が、お申し込みで入力された電話番号と一致しません',
  );
  await phone.getByLabel(/^電話番号/).fill('052-123-4567');
  await phone.getByRole('button', { name: '入力内容を開く' }).click();
  await expect(phone).toHaveURL(/\/apply\/form2\/$/);
  await expect(phone.getByLabel(/^姓/)).toHaveValue('中部');
  await expect(phone.getByLabel(/^名/).first()).toHaveValue('太郎');
  await expect(phone.getByLabel(/^日中にご連絡のつく電話番号/)).toHaveValue(
    '０５２－１２３－４５６７',
  );
  await expect(phone.getByLabel(/^メールアドレス\s*必須$/)).toHaveValue(MAIL);
  await expectNothingPersonalStored(phone, 'resumed in another browser');

  // An unknown or expired link: the message and a way to start afresh.
  await phone.goto('/apply/resume/?t=AAAAAAAAAAAAAAAAAAAAAA');
  await phone.getByLabel(/^電話番号/).fill('0521234567');
  await phone.getByRole('button', { name: '入力内容を開く' }).click();
  await expect(phone.getByText(/このリンクは有効期限が切れているか/)).toBeVisible();
  await expect(phone.getByRole('link', { name: 'はじめからお申し込みする' })).toBeVisible();
  await other.close();
});

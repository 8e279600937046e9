import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startSmtpSink, type SmtpSink } from '../unit/server/smtp-sink';
import { nextServerUrl, startNextServer, type NextServer } from './helpers/next-server';
import { e2eTownPoints } from './helpers/town-points.mjs';

// The receipt e-mail end to end (README "E-mail"): a production server of its own whose SMTP_URL
// is a real SMTP server this spec runs on loopback (npm smtp-server), an application through the
// wizard on the sample data, and the one message the applicant gets.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const base = nextServerUrl(80);
let server: NextServer | null = null;
let sink: SmtpSink | null = null;
let dataDir = '';

test.beforeAll(async () => {
  test.skip(
    test.info().project.name !== 'desktop',
    'one run; the mail is the same for every viewport',
  );
  test.setTimeout(300_000);
  sink = await startSmtpSink();
  dataDir = mkdtempSync(path.join(tmpdir(), 'mail-e2e-'));
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SEED_SIZE: 'small' };
  execFileSync('npx', ['tsx', '--conditions', 'react-server', 'scripts/db-seed.ts'], {
    env,
    stdio: 'ignore',
  });
  server = await startNextServer({
    name: 'mail',
    url: base,
    env: {
      ...env,
      E2E: '1',
      SMTP_URL: sink.url,
      MAIL_FROM: '"コミュファ光" <noreply@mail.example.jp>',
      SITE_URL: 'https://www.example.jp',
      TOWN_POINTS_FILE: e2eTownPoints(process.env).file,
    },
    ready: async () => (await fetch(`${base}/`)).ok,
  });
});

test.afterAll(async () => {
  await server?.stop();
  await sink?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function applyThroughWizard(page: Page, mail: string, origin = base): Promise<string> {
  await page.goto(`${origin}/area/`);
  await page.getByLabel('郵便番号').fill('460-0008');
  await page.getByRole('button', { name: '郵便番号から住所を入力' }).click();
  await expect(page.getByLabel('市区町村')).toHaveValue('名古屋市中区');
  await page.getByLabel('丁目・番地').fill('1丁目1-1');
  await page.getByRole('button', { name: '提供エリアを確認する' }).click();
  const result = page.getByTestId('area-result');
  await expect(result).toHaveAttribute('data-service-area', 'yes', { timeout: 60_000 });
  await result.getByRole('button', { name: '料金シミュレーション・お申し込みへ進む' }).click();
  await expect(page).toHaveURL(/\/apply\/form\/$/);
  await page.getByTestId('plan-plan1G').click();
  await page.getByTestId('menu-0').click();
  await page
    .getByTestId('summary-desktop')
    .getByRole('button', { name: 'この内容で申し込む' })
    .click();
  await expect(page).toHaveURL(/\/apply\/form2\/$/);
  await page.getByLabel(/^姓/).fill('中部');
  await page.getByLabel(/^名/).first().fill('太郎');
  await page.getByLabel(/^セイ/).fill('チュウブ');
  await page.getByLabel(/^メイ/).fill('タロウ');
  await page.getByLabel('男性').check();
  await page.locator('#f-dobYear').selectOption('1985');
  await page.locator('#f-dobMonth').selectOption('4');
  await page.locator('#f-dobDate').selectOption('1');
  await page.getByLabel(/^日中にご連絡のつく電話番号/).fill('052-123-4567');
  await page.getByLabel(/^メールアドレス\s*必須$/).fill(mail);
  await page.getByLabel(/^メールアドレス（確認用）/).fill(mail);
  await page.getByRole('button', { name: '次へ進む' }).click();
  await expect(page).toHaveURL(/\/apply\/form3\/$/);
  await page.getByLabel('金融機関を検索').fill('0001');
  await page.getByRole('button', { name: '検索', exact: true }).first().click();
  await page.getByRole('button', { name: /^0001 / }).click();
  await page.getByLabel('支店を検索').fill('001');
  await page.getByRole('button', { name: '検索', exact: true }).nth(1).click();
  await page.getByRole('button', { name: /^001 / }).click();
  await page.getByLabel(/^口座番号/).fill('7654321');
  await page.getByLabel(/^口座名義/).fill('チュウブ　タロウ');
  await page.getByLabel(/^お支払い方法の登録/).check();
  await page.getByLabel(/^建物の状況により/).check();
  await page.getByLabel(/^工事当日は立ち会いが必要/).check();
  await page.getByLabel(/^現在ご利用中のインターネット回線/).fill('よその光');
  await page.getByRole('button', { name: '次へ進む' }).click();
  await expect(page).toHaveURL(/\/apply\/terms\/$/);
  await page.getByLabel(/^重要事項説明の内容を確認し/).check();
  await page.getByLabel(/^光ネット（インターネット）の提供条件/).check();
  await page.getByRole('button', { name: 'この内容で申し込む' }).click();
  await expect(page).toHaveURL(/\/apply\/completed\/$/);
  return (await page.getByTestId('receipt-number').textContent()) ?? '';
}

test('the wizard’s receipt produces one e-mail to the typed address within 10 s', async ({
  page,
}) => {
  const receipt = await applyThroughWizard(page, 'chubu.taro@example.jp');
  expect(receipt).toMatch(/^A-\d{8}-[0-9A-HJKMNP-TV-Z]{8}[0-9A-Z*~$=]$/);
  const effective = (await page.getByTestId('completed-effective').textContent()) ?? '';
  // The bill from month 2 by the stored quote's own month ranges ('2〜12か月目 5,170円').
  const monthRanges = await page.getByTestId('completed-months').locator('li').allTextContents();
  expect(monthRanges.length).toBeGreaterThan(0);
  await expect.poll(() => sink!.received.length, { timeout: 10_000 }).toBe(1);
  const [mail] = sink!.received;
  expect(mail!.to).toEqual(['chubu.taro@example.jp']);
  const m = mail!.parsed;
  expect(m.subject).toBe(`【コミュファ光】お申し込みを受け付けました（受付番号 ${receipt}）`);
  expect(m.from?.value[0]).toMatchObject({ address: 'noreply@mail.example.jp' });
  expect(m.messageId).toMatch(/^<[0-9a-f]{32}@mail\.example\.jp>$/);
  expect(m.date).toBeInstanceOf(Date);
  expect(m.text).toContain('中部 太郎 様');
  expect(m.text).toContain(`実質月額：${effective}`);
  for (const range of monthRanges) expect(m.text).toContain(range);
  expect(m.text).toContain('https://www.example.jp/apply/status/');
  expect(m.html).toContain(receipt);
  expect(m.html).toContain(effective);
  // No account digits, no date of birth, no street address.
  for (const secret of ['7654321', '1985', '1丁目1-1']) expect(mail!.raw).not.toContain(secret);
});

test('without SMTP_URL the suite’s server writes the receipt as an .eml file in <DATA_DIR>/mail/', async ({
  page,
  baseURL,
}) => {
  const receipt = await applyThroughWizard(page, 'eml.taro@example.jp', baseURL);
  const dir = path.resolve(process.env.E2E_DATA_DIR ?? '.data-e2e', 'mail');
  // The file's name is the receipt number with a check symbol (* ~ $ =) written as _.
  const stem = receipt.replace(/[^\w.-]/g, '_');
  const file = () =>
    existsSync(dir) ? readdirSync(dir).find((f) => f.startsWith(`${stem}-`)) : undefined;
  await expect.poll(file, { timeout: 30_000 }).toBeTruthy();
  const eml = readFileSync(path.join(dir, file()!), 'utf8');
  expect(eml).toContain('To: eml.taro@example.jp');
  expect((statSync(path.join(dir, file()!)).mode & 0o777).toString(8)).toBe('600');
});

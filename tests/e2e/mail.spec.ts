import { expect, test, type Page } from './helpers/test';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startSmtpSink, type SmtpSink } from '../unit/server/smtp-sink';
import { nextServerUrl, startNextServer, type NextServer } from './helpers/next-server';
import { e2eTownPoints } from './helpers/town-points.mjs';
import * as wizard from './helpers/wizard';

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

/** An application of the sample house through the wizard (on `origin`) by an applicant with
 * the address `mail`; resolves with its receipt number. */
async function applyThroughWizard(page: Page, mail: string, origin = base): Promise<string> {
  await wizard.checkAreaAndProceed(page, {
    from: `${origin}/area/`,
    postalCode: '460-0008',
    line1: '1丁目1-1',
  });
  await wizard.choosePlan(page, { menu: 0, summary: 'desktop' });
  await wizard.fillApplicant(page, {
    last: '中部',
    first: '太郎',
    lastKana: 'チュウブ',
    firstKana: 'タロウ',
    gender: '男性',
    dob: ['1985', '4', '1'],
    phone: '052-123-4567',
    mail,
  });
  await wizard.nextStep(page, 'form3');
  await wizard.chooseBank(page, { number: '7654321', holder: 'チュウブ　タロウ' });
  await wizard.agreePaymentAndConstruction(page, { currentLine: 'よその光' });
  await wizard.nextStep(page, 'terms');
  await wizard.agreeToTerms(page);
  return wizard.submitApplication(page);
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

import {
  expect,
  request as playwrightRequest,
  test,
  type Page,
  type Request,
} from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { validApplication } from '../unit/fixtures/application';
import { nextServerUrl, startNextServer, type NextServer } from './helpers/next-server';

// The back office end to end (README "Back office"): the first administrator from the CLI, staff
// sign-in, an operator moving an application to 工事日確定, the applicant's status page, and
// sign-out. Own server and data directory: the CLI writes the first administrator before the
// server opens the embedded database (PGlite belongs to one process).
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const base = nextServerUrl(70);
const ADMIN = { email: 'chief@example.jp', password: 'chief-password-1' };
const OPERATOR = { email: 'operator@example.jp', password: 'operator-pass-1' };
const CONSTRUCTION_DATE = '2026-12-24';
let server: NextServer | null = null;
let dataDir = '';
let receipt = '';

/** Every back-office URL (pages, a detail of each kind, the export). */
const adminUrls = () => [
  '/admin/',
  '/admin/applications/',
  `/admin/applications/${receipt}/`,
  '/admin/applications/?status=scheduled&from=2026-01-01&q=ヤマダ',
  '/admin/contacts/',
  '/admin/contacts/C-20000101-0000001/',
  '/admin/transfers/',
  '/admin/transfers/T-20000101-0000001/',
  '/admin/upsells/',
  '/admin/upsells/U-20000101-0000001/',
  '/admin/staff/',
  '/admin/mail/',
  '/admin/mail/?state=failed',
  '/admin/applications/export/?encoding=shift_jis',
  '/admin/applications/export/?encoding=utf-8',
];

test.beforeAll(async () => {
  test.skip(test.info().project.name !== 'desktop', 'one run; the back office is a desktop tool');
  test.setTimeout(300_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'back-office-e2e-'));
  // The small sample seed (Nagoya 中区 is in it) keeps the CLI's first start short.
  // Plain http on 127.0.0.1: cookies without Secure (the unit test checks Secure in production).
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SEED_SIZE: 'small',
    STAFF_COOKIE_SECURE: '0',
  };
  // The sample data first (`npm run db:seed`): the operator CLI never seeds, and a database it
  // created is no longer new, so the server would not seed it either.
  execFileSync('npx', ['tsx', '--conditions', 'react-server', 'scripts/db-seed.ts'], {
    env,
    stdio: 'ignore',
  });
  // The first administrator: `npm run admin -- staff:create <email>`, password on standard input.
  const out = execFileSync(
    'npx',
    ['tsx', '--conditions', 'react-server', 'scripts/admin.ts', 'staff:create', ADMIN.email],
    { env, input: `${ADMIN.password}\n`, encoding: 'utf8', stdio: ['pipe', 'pipe', 'pipe'] },
  );
  expect(out).toContain(`staff created: ${ADMIN.email} (admin)`);
  server = await startNextServer({
    name: 'back-office',
    url: base,
    env: { ...env, E2E: '1' },
    ready: async () => (await fetch(`${base}/admin/sign-in/`)).ok,
  });
});

test.afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function signIn(page: Page, who: { email: string; password: string }) {
  await page.goto(`${base}/admin/sign-in/`);
  await page.getByLabel('メールアドレス').fill(who.email);
  await page.getByLabel('パスワード').fill(who.password);
  await page.getByRole('button', { name: 'サインイン' }).click();
  await expect(page).toHaveURL(`${base}/admin/applications/`);
  await expect(page.getByTestId('staff-member')).toContainText(who.email);
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'サインアウト（全端末）' }).click();
  await expect(page).toHaveURL(`${base}/admin/sign-in/`);
}

/** Server-action POSTs a page sends, kept to be replayed later. */
function recordActions(
  page: Page,
): { url: string; headers: Record<string, string>; body: string }[] {
  const sent: { url: string; headers: Record<string, string>; body: string }[] = [];
  page.on('request', (r: Request) => {
    const headers = r.headers();
    if (r.method() === 'POST' && headers['next-action'])
      sent.push({ url: r.url(), headers, body: r.postData() ?? '' });
  });
  return sent;
}

/** Replays a recorded action with `cookie` (or none); returns status, headers and body text. */
async function replay(
  action: { url: string; headers: Record<string, string>; body: string },
  cookie: string | null,
  body = action.body,
) {
  const api = await playwrightRequest.newContext();
  try {
    const headers: Record<string, string> = {
      'next-action': action.headers['next-action']!,
      'content-type': action.headers['content-type']!,
      origin: base,
      accept: 'text/x-component',
    };
    if (action.headers['next-router-state-tree'])
      headers['next-router-state-tree'] = action.headers['next-router-state-tree'];
    if (cookie) headers.cookie = cookie;
    const res = await api.post(action.url, { headers, data: body, maxRedirects: 0 });
    return { status: res.status(), headers: res.headers(), text: await res.text() };
  } finally {
    await api.dispose();
  }
}

/** A multipart form field's value replaced (React sends fields as `<n>_<name>`). */
const setField = (body: string, name: string, value: string) =>
  body.replace(
    new RegExp(`(name="(?:\\d+_)?${name}"\\r\\n\\r\\n)[^\\r]*`),
    (_m, head: string) => `${head}${value}`,
  );

test('first admin, operator, status to 工事日確定, applicant status page, sign-out everywhere', async ({
  page,
  browser,
}) => {
  // An application submitted the way the wizard submits it (applyCTC).
  const res = await fetch(`${base}/api/graphql/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1' },
    body: JSON.stringify({
      query: `mutation A($f: String!, $k: String!) { applyCTC(formDataJSON: $f, idempotencyKey: $k) { receiptNumber } }`,
      variables: { f: JSON.stringify(validApplication(7)), k: `back-office-e2e-${Date.now()}` },
    }),
  });
  receipt = ((await res.json()) as { data: { applyCTC: { receiptNumber: string } } }).data.applyCTC
    .receiptNumber;
  expect(receipt).toMatch(/^A-\d{8}-[0-9A-HJKMNP-TV-Z]{8}[0-9A-Z*~$=]$/);

  // Without a session the back office sends to the sign-in page; a wrong password is refused.
  await page.goto(`${base}/admin/applications/`);
  await expect(page).toHaveURL(`${base}/admin/sign-in/`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await page.getByLabel('メールアドレス').fill(ADMIN.email);
  await page.getByLabel('パスワード').fill('not-the-password');
  await page.getByRole('button', { name: 'サインイン' }).click();
  await expect(page.getByText('メールアドレスまたはパスワードが正しくありません')).toBeVisible();

  // The administrator: reveals the bank number (logged) and creates an operator.
  const adminActions = recordActions(page);
  await signIn(page, ADMIN);
  const cookies = await page.context().cookies();
  const session = cookies.find((c) => c.name.includes('session_token'));
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe('Lax');
  await page.goto(`${base}/admin/applications/${receipt}/`);
  await expect(page.getByTestId('bank-account')).toHaveText('****592');
  await page.getByRole('button', { name: '口座番号を表示（記録されます）' }).click();
  await expect(page.getByTestId('bank-account')).toHaveText('3141592');
  await page.reload();
  await expect(page.getByTestId('bank-account')).toHaveText('****592');
  await expect(page.getByRole('cell', { name: '口座番号の表示' })).toBeVisible();
  const revealAction = adminActions.at(-1)!;

  await page.goto(`${base}/admin/staff/`);
  await page.getByLabel('メールアドレス').fill(OPERATOR.email);
  await page.getByLabel('初期パスワード').fill(OPERATOR.password);
  await page.getByLabel('権限').selectOption('operator');
  await page.getByRole('button', { name: 'スタッフを登録' }).click();
  await expect(page.getByText(`${OPERATOR.email} を登録しました`)).toBeVisible();
  const createStaffAction = adminActions.at(-1)!;
  const adminCookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  await signOut(page);

  // After sign-out the administrator's cookie cannot act: no number revealed, no staff created.
  const revealed = await replay(revealAction, adminCookie);
  expect(revealed.text).not.toContain('3141592');
  const created = await replay(
    createStaffAction,
    adminCookie,
    setField(createStaffAction.body, 'email', 'intruder@example.jp'),
  );
  expect(created.text).not.toContain('登録しました');

  // The operator finds the application and moves it to 工事日確定.
  const operatorActions = recordActions(page);
  await signIn(page, OPERATOR);
  await page.getByLabel('検索（受付番号・フリガナ・電話番号）').fill(receipt);
  await page.getByRole('button', { name: '絞り込む' }).click();
  await expect(page.getByTestId('record-total')).toContainText('1件');
  await page.getByRole('link', { name: receipt }).click();
  await expect(page.getByTestId('current-status')).toHaveText('受付');
  await expect(page.getByTestId('bank-account')).toHaveText('****592');
  await expect(page.getByRole('button', { name: /口座番号を表示/ })).toHaveCount(0);
  for (const to of ['内容確認中', '工事日調整中', '工事日確定']) {
    await page.getByLabel('変更後のステータス').selectOption({ label: to });
    if (to === '工事日確定') await page.getByLabel('工事日').fill(CONSTRUCTION_DATE);
    await page.getByRole('button', { name: 'ステータスを変更' }).click();
    await expect(page.getByTestId('current-status')).toContainText(to);
  }
  await expect(page.getByTestId('current-status')).toHaveText(
    `工事日確定（工事日 ${CONSTRUCTION_DATE}）`,
  );
  await expect(page.getByRole('row').filter({ hasText: OPERATOR.email })).toHaveCount(3);
  const statusAction = operatorActions.at(-1)!;
  // The applicant's messages: the receipt and one per status change, listed without address or body.
  const mail = page.getByTestId('mail-table');
  await expect(mail.getByRole('row').filter({ hasText: 'ステータス変更' })).toHaveCount(3);
  await expect(mail.getByRole('row').filter({ hasText: 'お申し込み受付' })).toHaveCount(1);
  await expect(mail).not.toContainText('@example.jp');
  await page.goto(`${base}/admin/mail/`);
  await expect(page.getByTestId('mail-total')).toHaveText('4件');

  // An operator cannot manage staff (the page and the action refuse).
  await page.goto(`${base}/admin/staff/`);
  await expect(page.getByText('スタッフの管理は管理者のみ可能です。')).toBeVisible();
  await expect(page.getByRole('button', { name: 'スタッフを登録' })).toHaveCount(0);
  const operatorCookie = (await page.context().cookies())
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');
  const byOperator = await replay(
    createStaffAction,
    operatorCookie,
    setField(createStaffAction.body, 'email', 'by-operator@example.jp'),
  );
  expect(byOperator.text).toContain('スタッフの管理は管理者のみ可能です');

  // The applicant's status page (no staff cookie) shows the status and the date only.
  const applicant = await browser.newPage();
  await applicant.goto(`${base}/apply/status/`);
  await applicant.getByLabel('受付番号').fill(receipt);
  await applicant.getByLabel('電話番号').fill('052-123-4567');
  await applicant.getByRole('button', { name: '確認する' }).click();
  await expect(applicant.getByTestId('status-label')).toHaveText('工事日確定');
  await expect(applicant.getByTestId('construction-date')).toHaveText('2026年12月24日');
  await expect(applicant.getByTestId('status-answer')).not.toContainText('山田');
  // The form is emptied after each answer (nothing entered stays on screen).
  await expect(applicant.getByLabel('受付番号')).toHaveValue('');
  await applicant.getByLabel('受付番号').fill(receipt);
  await applicant.getByLabel('電話番号').fill('052-999-9999');
  await applicant.getByRole('button', { name: '確認する' }).click();
  await expect(
    applicant.getByText('お申し込みを確認できませんでした', { exact: false }),
  ).toBeVisible();

  // Sign out; every back-office URL then sends to the sign-in page.
  await signOut(page);
  for (const url of adminUrls()) {
    const response = await page.goto(`${base}${url}`);
    expect(page.url(), url).toBe(`${base}/admin/sign-in/`);
    expect(response?.status(), url).toBe(200);
  }

  // The operator's old cookie, and no cookie at all, cannot move the application on.
  for (const cookie of [operatorCookie, null]) {
    const body = setField(setField(statusAction.body, 'expected', 'scheduled'), 'to', 'active');
    const replayed = await replay(statusAction, cookie, body);
    expect(replayed.headers['x-action-redirect'] ?? replayed.headers.location ?? '').toContain(
      '/admin/sign-in/',
    );
  }
  await applicant.getByLabel('受付番号').fill(receipt);
  await applicant.getByLabel('電話番号').fill('09012345678');
  await applicant.getByRole('button', { name: '確認する' }).click();
  await expect(applicant.getByTestId('status-label')).toHaveText('工事日確定');

  // Sign-in pages of each member still work after their sessions ended.
  await signIn(page, ADMIN);
  await page.goto(`${base}/admin/staff/`);
  await expect(page.getByRole('cell', { name: OPERATOR.email, exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'intruder@example.jp' })).toHaveCount(0);
  await expect(page.getByRole('cell', { name: 'by-operator@example.jp' })).toHaveCount(0);
  await applicant.close();
});

import {
  expect,
  request as playwrightRequest,
  test,
  type Page,
  type Request,
} from './helpers/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { validApplication } from '../unit/fixtures/application';
import { addDays, formatIsoDate, todayInJapan } from '@/lib/time';
import { nextServerUrl, startNextServer, type NextServer } from './helpers/next-server';

// The back office end to end (README "Back office"): the first administrator from the CLI, staff
// sign-in, an operator moving an application to 工事日確定, the applicant's status page, and
// sign-out. Own server and data directory: the CLI writes the first administrator before the
// server opens the embedded database (PGlite belongs to one process).
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const base = nextServerUrl(70);
const ADMIN = { email: 'chief@example.jp', password: 'chief-password-1' };
const OPERATOR = { email: 'operator@example.jp', password: 'operator-pass-1', name: '佐藤 一郎' };
// Four weeks ahead in Japan: inside the window of tomorrow to six months.
const CONSTRUCTION_DAY = addDays(todayInJapan(), 28);
const CONSTRUCTION_DATE = formatIsoDate(CONSTRUCTION_DAY);
let server: NextServer | null = null;
let dataDir = '';
let receipt = '';
/** Receipt numbers of the sample applications (db:seed-applications), in seed order. */
let samples: string[] = [];
const SAMPLES = 60;

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
  // Sample applications: sample i is a house (i mod 3 = 0), a mansion (1) or a new build (2);
  // statuses by i mod 11 (0-2 受付, 7-8 工事日確定 with a date ahead), 49 repeats 48's phone.
  const seeded = execFileSync(
    'npx',
    [
      'tsx',
      '--conditions',
      'react-server',
      'scripts/seed-applications.ts',
      '--count',
      String(SAMPLES),
      '--list',
    ],
    { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  samples = seeded.split('\n').filter((line) => line.startsWith('A-'));
  expect(samples, seeded).toHaveLength(SAMPLES);
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

/** A multipart form field's value replaced (React sends fields as `<n>_<name>` or `_<n>_<name>`). */
const setField = (body: string, name: string, value: string) =>
  body.replace(
    new RegExp(`(name="(?:_?\\d+_)?${name}"\\r\\n\\r\\n)[^\\r]*`),
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
  await page.getByLabel('氏名').fill(OPERATOR.name);
  await page.getByLabel('初期パスワード').fill(OPERATOR.password);
  await page.getByLabel('権限', { exact: true }).selectOption('operator');
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
  await page.getByLabel(/^検索/).fill(receipt.slice(2));
  await page.getByRole('button', { name: '絞り込む' }).click();
  await expect(page.getByTestId('record-total')).toContainText('1件');
  await page.getByRole('link', { name: receipt }).click();
  await expect(page.getByTestId('current-status')).toHaveText('受付');
  await expect(page.getByTestId('bank-account')).toHaveText('****592');
  await expect(page.getByRole('button', { name: /口座番号を表示/ })).toHaveCount(0);
  // Nothing is chosen beforehand: the button waits for a choice.
  await expect(page.getByLabel('変更後のステータス')).toHaveValue('');
  await expect(page.getByRole('button', { name: 'ステータスを変更' })).toBeDisabled();
  for (const to of ['内容確認中', '工事日調整中', '工事日確定']) {
    await page.getByLabel('変更後のステータス').selectOption({ label: to });
    if (to === '工事日確定') await page.getByLabel('工事日').fill(CONSTRUCTION_DATE);
    await page.getByRole('button', { name: 'ステータスを変更' }).click();
    await expect(page.getByTestId('current-status')).toContainText(to);
  }
  await expect(page.getByTestId('current-status')).toHaveText(
    `工事日確定（工事日 ${CONSTRUCTION_DATE}）`,
  );
  // The history names the member, not the e-mail address.
  await expect(page.getByTestId('history-row').filter({ hasText: OPERATOR.name })).toHaveCount(3);
  await expect(page.getByTestId('history-row').filter({ hasText: OPERATOR.email })).toHaveCount(0);
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
  await expect(applicant.getByRole('main')).toHaveCount(1);
  await applicant.getByLabel('受付番号').fill(receipt);
  await applicant.getByLabel('電話番号').fill('052-123-4567');
  await applicant.getByRole('button', { name: '確認する' }).click();
  await expect(applicant.getByTestId('status-label')).toHaveText('工事日確定');
  await expect(applicant.getByTestId('construction-date')).toHaveText(
    `${CONSTRUCTION_DAY.year}年${CONSTRUCTION_DAY.month}月${CONSTRUCTION_DAY.date}日`,
  );
  await expect(applicant.getByTestId('status-answer')).not.toContainText('山田');
  // The typed values stay after the answer, so a wrong digit can be corrected in place.
  await expect(applicant.getByLabel('受付番号')).toHaveValue(receipt);
  await expect(applicant.getByLabel('電話番号')).toHaveValue('052-123-4567');
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

test("an operator's day: summaries, safe status changes, memo, 担当, batch, sort and scopes", async ({
  page,
}) => {
  const actions = recordActions(page);
  await signIn(page, OPERATOR);
  const status = page.getByTestId('current-status');
  const detail = (r: string) => page.goto(`${base}/admin/applications/${r}/`);

  // The list: 50 a page with page numbers, kanji and kana names, formatted phones, the mark.
  await expect(page.getByTestId('record-row')).toHaveCount(50);
  await expect(
    page.getByRole('navigation', { name: 'ページ' }).getByRole('link', { name: '2' }),
  ).toBeVisible();
  await expect(page.getByTestId('record-row').filter({ hasText: '052-' }).first()).toBeVisible();
  await expect(page.getByTestId('duplicate-mark').first()).toBeVisible();

  // Sort by status (workflow order): newest column first descending, a second click ascending.
  await page.getByRole('link', { name: 'ステータスで並べ替え' }).click();
  await expect(page).toHaveURL(/sort=status/);
  await expect(page.getByTestId('row-status').first()).toHaveText('キャンセル');
  await page.getByRole('link', { name: 'ステータスで並べ替え' }).click();
  await expect(page).toHaveURL(/dir=asc/);
  await expect(page.getByTestId('row-status').first()).toHaveText('受付');
  // Sort by construction date: the earliest date first, the status kept in the URL state.
  await page.getByRole('link', { name: '工事日で並べ替え' }).click();
  await expect(page).toHaveURL(/sort=construction&dir=desc/);
  await page.getByRole('link', { name: '工事日で並べ替え' }).click();
  await expect(page).toHaveURL(/sort=construction&dir=asc/);
  // Sample 9 is 開通 with today's date, the earliest construction date.
  await expect(page.getByTestId('record-row').first()).toContainText(
    formatIsoDate(todayInJapan()).slice(0, 4),
  );

  // Scopes: 未対応 lists 受付 only; 本日 lists today's.
  await page.getByRole('link', { name: '未対応' }).click();
  await expect(page).toHaveURL(/scope=open/);
  const openStatuses = await page.getByTestId('row-status').allTextContents();
  expect(openStatuses.length).toBeGreaterThan(3);
  expect(new Set(openStatuses)).toEqual(new Set(['受付']));
  await page.getByRole('link', { name: '本日' }).click();
  await expect(page.getByRole('link', { name: receipt })).toBeVisible();

  // The summary of a house (the applyCTC application), a mansion and a new build.
  await detail(receipt);
  await expect(page.getByTestId('summary-name')).toHaveText('山田 太郎');
  await expect(page.getByTestId('summary-kana')).toHaveText('ヤマダ タロウ');
  await expect(page.getByTestId('summary-phone')).toHaveText('052-123-4567');
  await expect(page.getByTestId('summary-mobile')).toHaveText('090-1234-5678');
  await expect(page.getByTestId('summary-mail')).toHaveText('taro@example.jp');
  await expect(page.getByTestId('summary-building-type')).toHaveText('戸建て');
  await expect(page.getByTestId('summary-address')).toContainText(
    '〒460-0008 愛知県名古屋市中区栄',
  );
  await expect(page.getByTestId('summary-plan')).toHaveText('1ギガ');
  await expect(page.getByTestId('summary-payment')).toContainText('口座振替');
  await expect(page.getByTestId('summary-construction')).toContainText('月曜日、水曜日');
  await expect(page.getByTestId('summary-callback')).toHaveText('指定なし');
  await expect(page.getByTestId('summary-campaigns')).not.toHaveText('—');
  // Every stored field under a Japanese label, codes as words; the raw JSON folded.
  const applicant = page.getByRole('region', { name: 'ご契約者さま' });
  await expect(applicant.getByText('性別')).toBeVisible();
  await expect(applicant.getByText('男性')).toBeVisible();
  await expect(page.getByText('form2.lastName_kanji')).toHaveCount(0);
  await expect(page.getByText('"lastName_kanji"')).toBeHidden();

  await detail(samples[1]!);
  await expect(page.getByTestId('summary-building-type')).toHaveText('マンション・アパート');
  await expect(page.getByTestId('summary-address')).toContainText('栄パークハイツ2号棟 202');

  await detail(samples[2]!);
  await expect(page.getByTestId('summary-building-type')).toHaveText('新築（住所未確定）・戸建て');
  await expect(page.getByTestId('summary-pin')).toHaveText('緯度 35.168、経度 136.9066');
  await expect(page.getByTestId('summary-detail')).toHaveText('造成中の分譲地、東側の角地');

  // キャンセル asks first, naming the receipt and the status; 戻る changes nothing.
  await detail(samples[0]!);
  await expect(status).toHaveText('受付');
  await page.getByLabel('変更後のステータス').selectOption({ label: 'キャンセル' });
  await page.getByLabel('キャンセルの理由').fill('お客さま都合');
  await page.getByRole('button', { name: 'ステータスを変更' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`受付番号 ${samples[0]}を「キャンセル」に変更します`);
  await dialog.getByRole('button', { name: '戻る' }).click();
  await page.reload();
  await expect(status).toHaveText('受付');
  await page.getByLabel('変更後のステータス').selectOption({ label: 'キャンセル' });
  await page.getByLabel('キャンセルの理由').fill('お客さま都合');
  await page.getByRole('button', { name: 'ステータスを変更' }).click();
  await dialog.getByRole('button', { name: '変更する' }).click();
  await expect(status).toHaveText('キャンセル');

  // 開通 before the construction date is refused, and the memo typed stays.
  await detail(samples[7]!);
  await expect(status).toContainText('工事日確定');
  await page.getByLabel('変更後のステータス').selectOption({ label: '開通' });
  await page.getByLabel('メモ', { exact: true }).fill('開通の連絡あり');
  await page.getByRole('button', { name: 'ステータスを変更' }).click();
  await dialog.getByRole('button', { name: '変更する' }).click();
  await expect(page.getByText(/より前に「開通」にはできません/)).toBeVisible();
  await expect(page.getByLabel('メモ', { exact: true })).toHaveValue('開通の連絡あり');
  await expect(page.getByLabel('変更後のステータス')).toHaveValue('active');
  await expect(status).toContainText('工事日確定');

  // A memo without a status change; the application assigned to oneself.
  await page.getByLabel('メモ（ステータスは変わりません）').fill('折り返しは15時以降');
  await page.getByRole('button', { name: 'メモを追加' }).click();
  await expect(
    page.getByTestId('history-row').filter({ hasText: '折り返しは15時以降' }),
  ).toContainText(OPERATOR.name);
  await expect(status).toContainText('工事日確定');
  await page.getByLabel('担当', { exact: true }).selectOption({ label: OPERATOR.name });
  await page.getByRole('button', { name: '担当を変更' }).click();
  await expect(page.getByTestId('summary-assignee')).toHaveText(OPERATOR.name);
  await page.goto(`${base}/admin/applications/?scope=mine`);
  await expect(page.getByTestId('record-row')).toHaveCount(1);
  await expect(page.getByRole('link', { name: samples[7]! })).toBeVisible();

  // A batch of three 受付 rows to 内容確認中: three changes, one history row each.
  await page.goto(`${base}/admin/applications/?scope=open`);
  const picked = (await page.getByTestId('record-row').getByRole('link').allTextContents())
    .filter((t) => t.startsWith('A-'))
    .slice(0, 3);
  for (const r of picked) await page.getByLabel(`${r} を選択`).check();
  await expect(page.getByRole('heading', { name: /3件選択中/ })).toBeVisible();
  await page.getByLabel('変更後のステータス').selectOption({ label: '内容確認中' });
  await page.getByRole('button', { name: '選択した行のステータスを変更' }).click();
  await expect(page.getByText('3件のステータスを「内容確認中」に変更しました')).toBeVisible();
  for (const r of picked) {
    await detail(r);
    await expect(status).toHaveText('内容確認中');
    await expect(page.getByTestId('history-row').filter({ hasText: 'ステータス変更' })).toHaveCount(
      1,
    );
  }

  // Forged values posted to the actions with a valid session: refused at the field, nothing
  // written (sample 5 is 工事日調整中 and nobody's).
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  const cancel = actions.find((a) => a.body.includes('お客さま都合'))!;
  const forgedStatus = setField(
    setField(setField(cancel.body, 'receiptNumber', samples[5]!), 'expected', 'scheduling'),
    'to',
    'opened-by-hand',
  );
  expect((await replay(cancel, cookie, forgedStatus)).text).toContain(
    '変更後のステータスを選択してください',
  );
  const assign = actions.find((a) => /name="(_?\d+_)?assignee"/.test(a.body))!;
  const forgedAssignee = setField(
    setField(assign.body, 'receiptNumber', samples[5]!),
    'assignee',
    'someone-else',
  );
  expect((await replay(assign, cookie, forgedAssignee)).text).toContain('担当者を選択してください');
  await detail(samples[5]!);
  await expect(status).toHaveText('工事日調整中');
  await expect(page.getByTestId('summary-assignee')).toHaveText('未割り当て');
  await expect(page.getByTestId('history-row')).toHaveCount(0);
});

test('an administrator manages staff and reads the 操作履歴', async ({ page, browser }) => {
  await signIn(page, ADMIN);
  await page.goto(`${base}/admin/staff/`);
  // A refused password keeps what was typed; the new member then appears without a reload.
  await page.getByLabel('メールアドレス').fill('temp@example.jp');
  await page.getByLabel('氏名').fill('臨時 次郎');
  await page.getByLabel('初期パスワード').fill('short');
  await page.getByLabel('権限', { exact: true }).selectOption('admin');
  await page.getByRole('button', { name: 'スタッフを登録' }).click();
  await expect(page.getByText('パスワードは8文字以上で入力してください').first()).toBeVisible();
  await expect(page.getByLabel('メールアドレス')).toHaveValue('temp@example.jp');
  await expect(page.getByLabel('氏名')).toHaveValue('臨時 次郎');
  await expect(page.getByLabel('権限', { exact: true })).toHaveValue('admin');
  await page.getByLabel('初期パスワード').fill('temporary-pass-1');
  await page.getByRole('button', { name: 'スタッフを登録' }).click();
  await expect(page.getByText('temp@example.jp を登録しました')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'temp@example.jp', exact: true })).toBeVisible();

  // Disabling the operator ends their sessions and refuses their sign-in; enabling restores.
  const operatorPage = await browser.newPage();
  await signIn(operatorPage, OPERATOR);
  await page.getByRole('button', { name: `${OPERATOR.email} を無効にする` }).click();
  await expect(
    page.getByText(`${OPERATOR.email} を無効にしました（サインイン不可）`),
  ).toBeVisible();
  await operatorPage.goto(`${base}/admin/applications/`);
  await expect(operatorPage).toHaveURL(`${base}/admin/sign-in/`);
  await operatorPage.getByLabel('メールアドレス').fill(OPERATOR.email);
  await operatorPage.getByLabel('パスワード').fill(OPERATOR.password);
  await operatorPage.getByRole('button', { name: 'サインイン' }).click();
  await expect(
    operatorPage.getByText('メールアドレスまたはパスワードが正しくありません'),
  ).toBeVisible();
  await page.getByRole('button', { name: `${OPERATOR.email} を有効にする` }).click();
  await expect(page.getByText(`${OPERATOR.email} を有効にしました`)).toBeVisible();
  await signIn(operatorPage, OPERATOR);
  await operatorPage.close();

  // Roles: the operator becomes an administrator and back.
  const role = page.getByLabel(`${OPERATOR.email} の権限`);
  await role.selectOption('admin');
  await page
    .getByTestId('staff-row')
    .filter({ hasText: OPERATOR.email })
    .getByRole('button', { name: '権限を変更' })
    .click();
  await expect(page.getByText(`${OPERATOR.email} を管理者にしました`)).toBeVisible();

  // The 操作履歴: sign-ins, reveals, exports and staff changes, filtered.
  await page.request.get(`${base}/admin/applications/export/?encoding=utf-8`);
  await page.goto(`${base}/admin/audit/`);
  for (const action of [
    'サインイン',
    '口座番号の表示',
    'CSV出力',
    '権限の変更',
    'スタッフの無効化',
  ])
    await expect(
      page.getByTestId('audit-row').filter({ hasText: action }).first(),
      action,
    ).toBeVisible();
  await page.getByLabel('操作').selectOption({ label: '権限の変更' });
  await page.getByRole('button', { name: '絞り込む' }).click();
  await expect(page).toHaveURL(/action=staff.role/);
  await expect(page.getByTestId('audit-row')).toHaveCount(1);
  await expect(page.getByTestId('audit-row')).toContainText(OPERATOR.email);
});

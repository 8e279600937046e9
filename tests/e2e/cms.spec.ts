import { expect, test, type Page } from './helpers/test';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { NEXT_BIN, nextServerUrl, startNextServer, type NextServer } from './helpers/next-server';
import { UI_JA } from '../../lib/cms/ui-ja';

/*
 * The editors' CMS in a real browser, local mode, on a temporary copy of the site (content/,
 * public/ and the sources a build needs, in tmp/ of the project so the copy resolves the project's
 * node_modules): a second production server (scripts/serve.mjs) of the same build with KEYSTATIC_ENABLED=1 and
 * KEYSTATIC_LOCAL_DIR=<copy>, its clock at CONTENT_NOW. The suite's own server runs without
 * KEYSTATIC_ENABLED and must answer 404 for the CMS. The last test builds the copy and serves it.
 */

const CMS_PORT_OFFSET = 70;
const cms = nextServerUrl(CMS_PORT_OFFSET);
/** The CMS server's clock (Japan time): campaigns below start before and end around it. */
const NOW = '2030-06-15T12:00:00+09:00';
const SLUG = 'e2e-summer';
/** What a build of the copy needs besides content/ and public/ (tests, docs and tooling stay out). */
const SITE_SOURCES = [
  'app',
  'components',
  'lib',
  'machines',
  'types',
  'drizzle',
  'scripts',
  'package.json',
  'tsconfig.json',
  'next.config.mjs',
  'postcss.config.mjs',
  'contentlayer.config.ts',
  'keystatic.config.ts',
  'proxy.ts',
  'instrumentation.ts',
];
let root: string;
let dataDir: string;
let server: NextServer | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.skip(
    test.info().project.name !== 'desktop',
    'one run of the editor; the CMS has no mobile layout of ours',
  );
  test.setTimeout(120_000);
  fs.mkdirSync('tmp', { recursive: true });
  root = fs.mkdtempSync(path.resolve('tmp/cms-e2e-'));
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-e2e-data-'));
  for (const entry of ['content', 'public', ...SITE_SOURCES])
    fs.cpSync(entry, path.join(root, entry), { recursive: true });
  // The editor's staff account (`npm run admin -- staff:create <email> --role editor`, password on
  // standard input) in the server's database, created with the small sample seed first.
  const dbEnv = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SEED_SIZE: 'small' };
  execFileSync('npx', ['tsx', '--conditions', 'react-server', 'scripts/db-seed.ts'], {
    env: dbEnv,
    stdio: 'ignore',
  });
  execFileSync(
    'npx',
    [
      'tsx',
      '--conditions',
      'react-server',
      'scripts/admin.ts',
      'staff:create',
      EDITOR.email,
      '--role',
      'editor',
    ],
    { env: dbEnv, input: `${EDITOR.password}\n`, stdio: ['pipe', 'ignore', 'inherit'] },
  );
  server = await startNextServer({
    name: 'CMS',
    url: cms,
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      E2E: '1',
      KEYSTATIC_ENABLED: '1',
      // A test machine is single-user: local mode is allowed in production here only.
      KEYSTATIC_LOCAL_ALLOW: '1',
      KEYSTATIC_LOCAL_DIR: root,
      CONTENT_NOW: NOW,
      // Plain http on 127.0.0.1: session cookies without Secure.
      STAFF_COOKIE_SECURE: '0',
    },
    ready: async () => (await fetch(`${cms}/admin/sign-in/`)).ok,
  });
});

test.afterAll(async () => {
  await server?.stop();
  for (const dir of [root, dataDir]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const mdxFile = () => path.join(root, 'content/campaigns', `${SLUG}.mdx`);

/** The CMS's editor: a staff member with the editor role (lib/back-office/roles.ts). */
const EDITOR = { email: 'editor@example.jp', password: 'editor-pass-1' };

/** Signs the editor in on the back office's sign-in page; an editor lands in the CMS. */
async function signInEditor(page: Page) {
  await page.goto(`${cms}/admin/sign-in/`);
  await page.getByLabel('メールアドレス').fill(EDITOR.email);
  await page.getByLabel('パスワード').fill(EDITOR.password);
  await page.getByRole('button', { name: 'サインイン' }).click();
  await expect(page).toHaveURL(/\/keystatic\/?$/);
}

/** A local-mode save as Keystatic's browser code sends it: files to add and paths to delete. */
function saveRequest(additions: { path: string; text: string }[], deletions: string[]) {
  return {
    headers: { 'no-cors': '1', 'content-type': 'application/json' },
    data: {
      additions: additions.map((a) => ({
        path: a.path,
        contents: Buffer.from(a.text).toString('base64url'),
      })),
      deletions: deletions.map((p) => ({ path: p })),
    },
    maxRedirects: 0,
  };
}

const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>';

/** Runs `npm run content:check` on the temporary copy; returns its exit code and output. */
function contentCheck(): { code: number; output: string } {
  try {
    const output = execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/content-check.ts',
        '--content-dir',
        path.join(root, 'content'),
        '--public-dir',
        path.join(root, 'public'),
        '--now',
        NOW,
      ],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
    return { code: 0, output };
  } catch (e) {
    return {
      code: (e as { status: number }).status,
      output: String((e as { stdout?: string }).stdout ?? ''),
    };
  }
}

/**
 * A text input (textbox, textarea, date) by its accessible name. Not getByLabel: Keystatic's
 * required fields append an aria-hidden "*" to the <label> text, which getByLabel's exact match
 * sees ("タイトル*") while the accessible name is "タイトル".
 */
function field(page: Page, label: string) {
  return page.getByRole('textbox', { name: label, exact: true });
}

test('the CMS and the draft preview answer 404 on a production server without KEYSTATIC_ENABLED', async ({
  request,
}) => {
  for (const p of ['/keystatic/', '/keystatic/collection/campaigns/', `/preview/campaigns/change/`])
    expect((await request.get(p)).status(), p).toBe(404);
  expect((await request.get('/api/keystatic/tree', { headers: { 'no-cors': '1' } })).status()).toBe(
    404,
  );
  expect(
    (
      await request.get('/preview/start/?to=/preview/campaigns/change/', { maxRedirects: 0 })
    ).status(),
  ).toBe(404);
});

/**
 * Keystatic's English strings an editor met (lib/cms/ui-ja.ts UI_JA, which replaces them) and the
 * developer terms the form used to show: none may be left as a text or an accessible name.
 */
const ENGLISH = [...Object.keys(UI_JA), 'campaignData', 'planData', 'content:check'];

/** The known English strings still on the page (text nodes, aria-label, placeholder, title). */
async function englishLeft(page: Page): Promise<string[]> {
  return page.evaluate((known) => {
    const found = new Set<string>();
    const check = (v: string | null) => {
      const t = v?.trim();
      if (!t) return;
      if (known.includes(t) || /^Edit /.test(t)) found.add(t);
      for (const k of ['campaignData', 'planData', 'content:check'])
        if (t.includes(k)) found.add(k);
    };
    const walker = document.createTreeWalker(
      document.body,
      NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT,
    );
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (n.nodeType === Node.TEXT_NODE) {
        // The document being edited is the editor's own text.
        if (
          n.parentElement?.closest('[contenteditable="true"]') &&
          !n.parentElement.closest('.ProseMirror-placeholder')
        )
          continue;
        check(n.nodeValue);
      } else
        for (const a of ['aria-label', 'placeholder', 'title'])
          check((n as Element).getAttribute(a));
    }
    return [...found];
  }, ENGLISH);
}

/** The wrapper of a field of ours that shows its message (lib/cms/inputs.tsx CheckedInput). */
function messageAt(page: Page, label: string) {
  return page.locator('[data-field-message="invalid"]').filter({ has: field(page, label) });
}

/**
 * Chooses `label` in the editor's "/" menu, the "/" just typed: once the menu shows, types the
 * label after the "/" (the menu keeps the options that match it), clicks the option once it is
 * the menu's first, and waits for the menu to close. The full menu is a virtualised list of 21
 * options, and a click on one further down (scrolled to first) chose nothing in 2 of 3 runs with
 * both cores busy: the "/" stayed in the text. Filtered to the one option, the click needs no
 * scrolling; 4 of 4 runs passed under the same load.
 */
async function insertFromMenu(page: Page, label: string): Promise<void> {
  // Typed before the menu had opened, the label stayed plain text and no option appeared.
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.keyboard.type(label);
  await expect(page.getByRole('option').first()).toContainText(label);
  await page.getByRole('option', { name: label }).click();
  await expect(page.getByRole('option')).toHaveCount(0);
}

/**
 * Console errors and warnings of the CMS's pages, except what a refused save logs on purpose: the
 * browser's line for the 422 answer and Keystatic's "Field validation failed".
 */
function consoleProblems(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (m) => {
    const refusedSave = /status of 422|Field validation failed/.test(m.text());
    if ((m.type() === 'error' || m.type() === 'warning') && !refusedSave)
      seen.push(`${m.text()} (${m.location().url})`);
  });
  // A request the page gave up as it navigated away (net::ERR_ABORTED) is no failure.
  page.on('requestfailed', (r) => {
    if (r.failure()?.errorText !== 'net::ERR_ABORTED') seen.push(`request failed: ${r.url()}`);
  });
  return seen;
}

test('without an editor signed in, the CMS sends to the sign-in page and its API and previews refuse every request', async ({
  playwright,
}) => {
  const anonymous = await playwright.request.newContext({ baseURL: cms });
  const deleted = 'content/campaigns/change.mdx';
  const written = 'public/images/campaigns/change/banner.svg';
  const save = await anonymous.post(
    '/api/keystatic/update/',
    saveRequest([{ path: written, text: SVG }], [deleted]),
  );
  expect(save.status()).toBe(401);
  expect(fs.existsSync(path.join(root, deleted))).toBe(true);
  expect(fs.existsSync(path.join(root, written))).toBe(false);
  expect(
    (await anonymous.get('/api/keystatic/tree/', { headers: { 'no-cors': '1' } })).status(),
  ).toBe(401);
  expect(
    (
      await anonymous.get('/preview/start/?to=/preview/campaigns/change/', { maxRedirects: 0 })
    ).status(),
  ).toBe(401);
  const ui = await anonymous.get('/keystatic/', { maxRedirects: 0 });
  expect(ui.status()).toBe(307);
  expect(ui.headers().location).toContain('/admin/sign-in/');
  await anonymous.dispose();
});

test('a signed-in editor cannot upload an SVG (or any markup) as an image', async ({ page }) => {
  await signInEditor(page);
  for (const file of [
    { path: 'public/images/campaigns/change/banner.svg', text: SVG },
    { path: 'public/images/campaigns/change/banner.png', text: `  ${SVG}` },
  ]) {
    const save = await page.request.post(`${cms}/api/keystatic/update/`, saveRequest([file], []));
    expect(save.status(), file.path).toBe(422);
    expect(await save.text()).toContain('SVG などのマークアップはアップロードできません');
    expect(fs.existsSync(path.join(root, file.path))).toBe(false);
  }
});

test('an editor creates a campaign in Japanese: suggested slug, grouped fields, errors at their fields, what happens after the save', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInEditor(page);
  const problems = consoleProblems(page);
  await page.goto(`${cms}/keystatic/collection/campaigns/create`);
  await expect(page.getByRole('button', { name: '作成' })).toBeVisible({ timeout: 30_000 });
  for (const group of ['公開期間', 'バナー', '一覧での表示', '特典', '詳細設定'])
    await expect(page.getByRole('heading', { name: group, exact: true })).toBeVisible();

  await field(page, 'タイトル').fill('夏のE2Eキャンペーン');
  // Suggested from the title's katakana and Latin letters; the editor may change it.
  await expect(field(page, 'スラッグ（URL とファイル名）')).toHaveValue('e2e-kyanpen');
  await field(page, 'スラッグ（URL とファイル名）').fill(SLUG);
  await field(page, '説明文（meta description）').fill('E2E で作るキャンペーンの説明文です。');
  await field(page, '開始日').fill('2030-06-01');
  await field(page, '終了日').fill('2030-02-30');
  await page
    .getByLabel('バナー画像の画像ファイル')
    .setInputFiles('public/images/campaigns/change.webp');
  await expect(page.getByText('（1200×675px）')).toBeVisible();
  await field(page, '概要').fill('E2E の概要です。');
  await field(page, '適用条件').fill('新規でお申し込みいただくこと\nWebからお申し込みいただくこと');
  await field(page, '特典の受け取り方法').fill('開通後にご案内します。');
  await page.getByRole('checkbox', { name: '1ギガ' }).check();
  await page.getByRole('checkbox', { name: '戸建て' }).check();
  await field(page, '金額（円・税込）').fill('10000');
  await field(page, '支払月').fill('3');

  // The body: the banner block, then a button, from the "/" menu (in Japanese, English-free).
  await page.getByRole('textbox', { name: '本文' }).click();
  await page.keyboard.type('夏だけの特典です。');
  await page.keyboard.press('Enter');
  await page.keyboard.type('/');
  await expect(page.getByRole('option', { name: /見出し2/ })).toBeVisible();
  expect(await englishLeft(page), 'the "/" menu').toEqual([]);
  await insertFromMenu(page, 'キャンペーンバナー（バナー画像と実施期間）');
  // A new paragraph after the first one for the button (the banner block stays selected).
  await page.getByText('夏だけの特典です。').click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('/');
  await insertFromMenu(page, 'ボタン（リンク）');
  await page.getByRole('button', { name: '編集' }).last().click();
  const dialog = page.getByRole('dialog');
  // Keystatic writes "Edit " and the label as two texts: "編集 ボタン（リンク）".
  await expect(dialog.getByRole('heading', { name: '編集 ボタン（リンク）' })).toBeVisible();
  expect(await englishLeft(page), 'the component dialog').toEqual([]);
  await dialog.getByRole('textbox', { name: 'リンク先' }).fill('/nowhere/');
  await dialog.getByRole('textbox', { name: 'ボタンの文字' }).fill('エリアを調べる');
  await dialog.getByRole('button', { name: '完了' }).click();
  // Drawn as the page shows it: the button's own text.
  await expect(page.getByText('エリアを調べる', { exact: true })).toBeVisible();
  expect(await englishLeft(page), 'the entry form').toEqual([]);

  // Refused in the browser, each at its field: an impossible 終了日, a banner without alt text.
  await page.getByRole('button', { name: '作成' }).click();
  await expect(messageAt(page, '終了日')).toContainText('2030-02-30 という日はありません');
  await expect(
    page.getByText('代替テキスト（画像に書かれている内容）を入力してください'),
  ).toBeVisible();
  await page
    .getByRole('group', { name: 'バナー画像' })
    .getByLabel('代替テキスト（alt）')
    .fill('夏のE2Eキャンペーン 最大10,000円');

  // Refused by the site's save check: 終了日 before 開始日 at its field, the link to no page named.
  await field(page, '終了日').fill('2030-05-31');
  await page.getByRole('button', { name: '作成' }).click();
  await expect(messageAt(page, '終了日')).toContainText(
    '開始日（2030-06-01）と同じ日かそれより後の日付にしてください',
  );
  await expect(page.getByTestId('cms-save-problems')).toContainText(
    /本文（\d+行目）: サイト内リンク「\/nowhere\/」の行き先のページがありません/,
  );
  expect(fs.existsSync(mdxFile())).toBe(false);

  // Fixed: the same day as 開始日 is a one-day campaign (saved), then the real end.
  await field(page, '終了日').fill('2030-06-01');
  await page.getByRole('button', { name: '編集' }).last().click();
  await dialog.getByRole('textbox', { name: 'リンク先' }).fill('/area/');
  await dialog.getByRole('button', { name: '完了' }).click();
  await page.getByRole('button', { name: '作成' }).click();
  // The file exists from the moment the save opens it: read it until the save has written it.
  await expect
    .poll(() => (fs.existsSync(mdxFile()) ? fs.readFileSync(mdxFile(), 'utf8') : ''), {
      timeout: 20_000,
    })
    .toMatch(/validUntil: ['"]?2030-06-01['"]?\n/);
  // What happens next, in the editor's words, with the command.
  await expect(page.getByTestId('cms-publish-notice')).toContainText(
    '保存しました。サイトへの反映には再ビルドが必要です',
  );
  await expect(page.getByTestId('cms-publish-notice')).toContainText('npm run build');
  await expect(page).toHaveURL(new RegExp(`/keystatic/collection/campaigns/item/${SLUG}$`));
  await expect(page.getByRole('button', { name: '保存' })).toBeVisible();
  expect(await englishLeft(page), 'the entry page after creating').toEqual([]);
  await field(page, '終了日').fill('2030-06-30');
  await page.getByRole('button', { name: '保存' }).click();
  await expect
    .poll(() => fs.readFileSync(mdxFile(), 'utf8'), { timeout: 20_000 })
    .toMatch(/validUntil: ['"]?2030-06-30['"]?\n/);

  const written = fs.readFileSync(mdxFile(), 'utf8');
  expect(written).toMatch(/validFrom: ['"]?2030-06-01['"]?\n/);
  expect(written).toContain(`src: /images/campaigns/${SLUG}/banner.webp`);
  expect(written).toMatch(/width: 1200\n\s+height: 675/);
  expect(written).toContain('<CampaignBanner />');
  expect(written).toContain('<CallToAction href="/area/" label="エリアを調べる" />');
  const image = path.join(root, 'public/images/campaigns', SLUG, 'banner.webp');
  expect(fs.readFileSync(image)).toEqual(fs.readFileSync('public/images/campaigns/change.webp'));
  // The catalogue is regenerated after Keystatic has written the files, before the save answers.
  const catalogue = () =>
    JSON.parse(fs.readFileSync(path.join(root, 'public/images/catalogue.json'), 'utf8')) as {
      path: string;
    }[];
  await expect
    .poll(() => catalogue().find((c) => c.path === `/images/campaigns/${SLUG}/banner.webp`), {
      timeout: 20_000,
    })
    .toMatchObject({ width: 1200, height: 675, aspectRatio: 1.7778 });
  expect(contentCheck()).toMatchObject({ code: 0 });

  // The list: 開始日 and 終了日 columns, in Japanese.
  await page.goto(`${cms}/keystatic/collection/campaigns`);
  await expect(page.getByRole('columnheader', { name: '開始日' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('columnheader', { name: '終了日' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: SLUG })).toContainText(
    /2030-06-01.*2030-06-30/,
  );
  expect(await englishLeft(page), 'the list').toEqual([]);
  expect(problems, 'console errors and warnings on the CMS pages').toEqual([]);
});

test('the documented preview URL opens directly, with the period and the banner this server cannot show yet', async ({
  browser,
}) => {
  // A fresh browser, signed in but never through Keystatic's preview link.
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInEditor(page);
  const response = await page.goto(`${cms}/preview/campaigns/${SLUG}/`);
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId('draft-status')).toHaveText(
    `公開中: /campaign/${SLUG}/（2030年6月30日（日） まで）`,
  );
  await expect(page.getByTestId('draft-period')).toHaveText(
    '掲載期間：開始 2030年6月1日（土） 0:00 〜 終了 2030年6月30日（日） 23:59（日本時間）',
  );
  // The upload is on disk (the content check passes) but `next start` serves the files it started with.
  await expect(page.getByTestId('draft-problems')).toContainText(
    `バナー画像: 画像 /images/campaigns/${SLUG}/banner.webp が表示されません（このサーバーの応答 404）`,
  );
  await expect(page.getByTestId('draft-ok')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: '夏のE2Eキャンペーン' })).toBeVisible();
  await expect(page.getByText('実施期間：2030年6月1日（土）〜2030年6月30日（日）')).toBeVisible();
  await context.close();
});

test('the campaign status list: 開始日, 終了日 and 状態 (公開前 / 公開中 / 終了) in Japan time, and what still needs a build', async ({
  page,
}) => {
  await signInEditor(page);
  const future = path.join(root, 'content/campaigns/e2e-autumn.mdx');
  fs.writeFileSync(
    future,
    fs
      .readFileSync(path.join(root, 'content/campaigns/change.mdx'), 'utf8')
      .replace("validFrom: '2026-04-01'", "validFrom: '2030-07-01'\nvalidUntil: '2030-09-30'")
      .replace('title: 光乗りかえキャンペーン', 'title: 秋のE2Eキャンペーン'),
  );
  try {
    await page.goto(`${cms}/preview/status/`);
    const row = (slug: string) => page.locator(`tr[data-slug="${slug}"]`);
    await expect(row('e2e-autumn')).toContainText(
      '2030年7月1日（月）2030年9月30日（月）公開前再ビルド待ち',
    );
    await expect(row(SLUG)).toContainText(
      '2030年6月1日（土）2030年6月30日（日）公開中再ビルド待ち',
    );
    await expect(row('original-add')).toContainText('2025年7月11日（金）2026年1月1日（木）終了');
    await expect(row('change')).toContainText('2026年4月1日（水）なし公開中反映済み');
  } finally {
    fs.rmSync(future);
  }
});

test('expiring the campaign: 終了日 yesterday in the editor, the preview says it has ended', async ({
  page,
}) => {
  await signInEditor(page);
  await page.goto(`${cms}/keystatic/collection/campaigns/item/${SLUG}`);
  await field(page, '終了日').fill('2030-06-14');
  await page.getByRole('button', { name: '保存' }).click();
  await expect
    .poll(() => fs.readFileSync(mdxFile(), 'utf8'), { timeout: 20_000 })
    .toMatch(/validUntil: ['"]?2030-06-14/);
  await page.goto(`${cms}/preview/campaigns/${SLUG}/`);
  await expect(page.getByTestId('draft-status')).toHaveText(
    /^終了: 2030年6月14日（金） で終了しました/,
  );
  const check = contentCheck();
  expect(check.code).toBe(0);
  expect(check.output).toContain(`campaigns/${SLUG}.mdx: ended (validUntil 2030-06-14)`);
});

test('the draft preview lists content-check problems in Japanese above the page', async ({
  page,
}) => {
  const text = fs
    .readFileSync(path.join(root, 'content/campaigns/change.mdx'), 'utf8')
    .replace('(/area/)', '(/nowhere/)');
  fs.writeFileSync(
    path.join(root, 'content/campaigns/e2e-broken.mdx'),
    text.replace('href="/area/"', 'href="/nowhere/"'),
  );
  await signInEditor(page);
  await page.goto(`${cms}/preview/start/?to=/preview/campaigns/e2e-broken/`);
  const problems = page.getByTestId('draft-problems');
  await expect(problems).toContainText('公開する前に直してください');
  await expect(problems).toContainText('サイト内リンク「/nowhere/」の行き先のページがありません');
});

/** Runs a command in `cwd` (the copy) and fails the test with its output when it fails. */
function run(args: string[], cwd: string, env: Record<string, string> = {}): void {
  execFileSync(process.execPath, args, {
    cwd,
    // PWD too: contentlayer2 takes its working directory from it.
    env: { ...process.env, PWD: cwd, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/**
 * The production server of the copy's build with its clock at `now`, until `check` has run. The page
 * leaves the site before it stops: a document left open on a stopped server fails its idle chunk
 * loads and reloads itself (the reload guard), which would interrupt the next check's navigation
 * to the same URL.
 */
async function withPublishedSite(
  page: Page,
  now: string,
  check: (site: string) => Promise<void>,
): Promise<void> {
  const site = nextServerUrl(CMS_PORT_OFFSET + 1);
  const published = await startNextServer({
    name: 'the published copy',
    url: site,
    cwd: root,
    env: { DATA_DIR: path.join(dataDir, 'site'), E2E: '1', CONTENT_NOW: now },
    // Up once it answers at all (before 開始日 the page is a 404).
    ready: () => fetch(`${site}/campaign/${SLUG}/`).then(() => true),
    intervalMs: 250,
  });
  try {
    await check(site);
  } finally {
    await page.goto('about:blank');
    await published.stop();
  }
}

test('after a content build the saved campaign is published from 開始日 00:00 JST, 404 before, and ended after its 終了日 (yesterday)', async ({
  page,
}) => {
  // The copy holds what the editor saved (開始日 2030-06-01, 終了日 changed to 2030-06-14, the day
  // before NOW). Campaign pages read the content compiled into the build and judge the window per
  // request with the server's clock, so the copy is built once, as `npm run build` does (image
  // catalogue, contentlayer, next build; only the campaign routes), and started at four instants.
  test.setTimeout(600_000);
  expect(fs.existsSync(mdxFile()), 'the editor saved the campaign').toBe(true);
  fs.rmSync(path.join(root, 'content/campaigns/e2e-broken.mdx'), { force: true });
  // The sources are the ones the suite's own build type-checked: this build skips that step.
  fs.renameSync(path.join(root, 'next.config.mjs'), path.join(root, 'next.config.site.mjs'));
  fs.writeFileSync(
    path.join(root, 'next.config.mjs'),
    "import site from './next.config.site.mjs';\n" +
      'export default { ...site, typescript: { ignoreBuildErrors: true } };\n',
  );
  run(['--import', 'tsx', 'scripts/content-images.ts'], root);
  run([path.resolve('node_modules/contentlayer2/bin/cli.cjs'), 'build'], root);
  expect(
    fs.readFileSync(path.join(root, '.contentlayer/generated/Campaign/_index.json'), 'utf8'),
  ).toContain(`"slug": "${SLUG}"`);
  run([NEXT_BIN, 'build', '--debug-build-paths', 'app/**/campaign/**'], root, {
    NEXT_TELEMETRY_DISABLED: '1',
  });

  const url = (site: string) => `${site}/campaign/${SLUG}/`;
  await withPublishedSite(page, '2030-05-31T23:59:59+09:00', async (site) => {
    expect((await page.goto(url(site)))?.status(), 'the evening before 開始日').toBe(404);
    await expect(page.locator('h1')).toHaveText('お探しのページは見つかりませんでした。');
  });
  await withPublishedSite(page, '2030-06-01T00:00:00+09:00', async (site) => {
    expect((await page.goto(url(site)))?.status(), '開始日 00:00 JST').toBe(200);
    await expect(
      page.getByRole('heading', { level: 1, name: '夏のE2Eキャンペーン' }),
    ).toBeVisible();
    await expect(page.getByAltText('夏のE2Eキャンペーン 最大10,000円')).toBeVisible();
    await expect(page.getByTestId('campaign-ended')).toHaveCount(0);
    await page.goto(`${site}/campaign/`);
    await expect(page.locator(`a[href="/campaign/${SLUG}/"]`).first()).toBeVisible();
  });
  await withPublishedSite(page, '2030-06-14T23:59:59+09:00', async (site) => {
    expect((await page.goto(url(site)))?.status(), 'the last second of 終了日').toBe(200);
    await expect(page.getByTestId('campaign-ended')).toHaveCount(0);
  });
  await withPublishedSite(page, NOW, async (site) => {
    expect((await page.goto(url(site)))?.status(), 'the day after 終了日').toBe(200);
    await expect(page.getByTestId('campaign-ended')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await page.goto(`${site}/campaign/`);
    await expect(page.locator(`a[href="/campaign/${SLUG}/"]`)).toHaveCount(0);
  });
});

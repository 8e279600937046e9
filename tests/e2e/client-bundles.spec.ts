import { expect, test, type Page } from './helpers/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { SITE_ROUTES } from '@/lib/routes';
import {
  AMPLIFY_SIGNATURE,
  BUDOUX_MODEL_SIGNATURE,
  APOLLO_SIGNATURE,
  GRAPHQL_AST_SIGNATURE,
  loadedScripts,
  GRAPHQL_PRINTER_SIGNATURE,
  KEYSTATIC_SIGNATURE,
  MDX_REMOTE_SIGNATURE,
  NEXT_SCRIPT_SIGNATURE,
  scriptSources,
} from './helpers/bundle-scan';
import { checkAreaAndProceed } from './helpers/wizard';

/** A build file of a `<script src>` or chunk URL ('/_next/static/…'). */
const buildFile = (src: string) =>
  readFileSync(path.join('.next', src.replace(/^\/_next\//, '').split('?')[0]!), 'utf8');

/** Checks of the build output run in one project: the output is the same for every viewport. */
const buildOutputOnly = () =>
  test.skip(test.info().project.name !== 'desktop', 'build output is the same for every viewport');

let chunkCodes: string[] | undefined;
/** The code of every client script of the build (.next/static/chunks), read once per worker. */
const builtChunks = (): string[] =>
  (chunkCodes ??= readdirSync('.next/static/chunks', { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(path.join('.next/static/chunks', f), 'utf8')));

test.describe('no page ships @apollo/client or aws-amplify up front; none Keystatic or the request-time MDX compiler', () => {
  test.beforeEach(() => {
    buildOutputOnly();
  });

  test('the signatures detect the libraries', () => {
    const chunks = builtChunks();
    const amplifyChunks = chunks.filter((c) => AMPLIFY_SIGNATURE.test(c));
    expect(amplifyChunks.length, 'the on-demand AppSync chunk is in the build').toBeGreaterThan(0);
    expect(
      chunks.some((c) => KEYSTATIC_SIGNATURE.test(c)),
      "the CMS editor's chunks are in the build",
    ).toBe(true);
    expect(readFileSync('node_modules/next-mdx-remote-client/dist/lib/run.js', 'utf8')).toMatch(
      MDX_REMOTE_SIGNATURE,
    );
    expect(readFileSync('node_modules/@keystatic/core/dist/keystatic-core-ui.js', 'utf8')).toMatch(
      KEYSTATIC_SIGNATURE,
    );
  });

  test('initial scripts of every built page, the application and contact pages included', async ({
    request,
  }) => {
    let checked = 0;
    for (const route of SITE_ROUTES) {
      const res = await request.get(route.path);
      if (res.status() === 404) continue;
      expect(res.status(), route.path).toBe(200);
      const sources = scriptSources(await res.text());
      expect(sources.length, route.path).toBeGreaterThan(0);
      for (const src of sources) {
        const code = buildFile(src);
        expect(APOLLO_SIGNATURE.test(code), `${route.path} loads Apollo in ${src}`).toBe(false);
        expect(AMPLIFY_SIGNATURE.test(code), `${route.path} loads Amplify in ${src}`).toBe(false);
        // Phrases are cut on the server; a client island that imports the phrase parser would
        // bring BudouX's model (about 16 KB gzip) into this page's first load.
        expect(
          BUDOUX_MODEL_SIGNATURE.test(code),
          `${route.path} loads BudouX's model in ${src}`,
        ).toBe(false);
        // The tag manager is an inline script of the HTML (components/layout/gtm.tsx): no page
        // needs next/script's client code.
        expect(NEXT_SCRIPT_SIGNATURE.test(code), `${route.path} loads next/script in ${src}`).toBe(
          false,
        );
      }
      checked += 1;
    }
    console.log(`checked ${checked} pages of ${SITE_ROUTES.length}`);
    expect(checked).toBeGreaterThan(40);
  });

  test('content pages load no @apollo/client: not after idle, not for the settings call, the error report or the contact form', async ({
    page,
  }) => {
    // Every script the page fetches after its HTML, in order.
    const loaded = loadedScripts(page);
    const gqlCall = (operation: string) =>
      page.waitForResponse(
        (r) =>
          r.url().includes('/api/graphql') && (r.request().postData() ?? '').includes(operation),
      );
    const kb = (files: string[]) =>
      (files.reduce((n, f) => n + gzipSync(buildFile(f), { level: 9 }).length, 0) / 1024).toFixed(
        1,
      );
    const apolloIn = (files: string[]) => files.filter((f) => APOLLO_SIGNATURE.test(buildFile(f)));

    // The client platform starts after idle and asks for the settings (getSettingLambda).
    for (const path of ['/', '/campaign/', '/contact/']) {
      loaded.length = 0;
      const initial = new Set(
        scriptSources(await (await page.request.get(path)).text()).map((s) => s.split('?')[0]!),
      );
      const settings = gqlCall('getSettingLambda');
      await page.goto(path);
      expect((await settings).status(), path).toBe(200);
      await page.waitForLoadState('networkidle');
      expect(apolloIn(loaded), `${path} loads Apollo`).toEqual([]);
      const lazy = loaded.filter((src) => !initial.has(src));
      console.log(
        `${path}: ${kb(lazy)} KB gzip of scripts loaded after the HTML (${lazy.length} files), no Apollo`,
      );
    }

    // The contact form's mutation (answered here, so that nothing is stored).
    await page.route('**/api/graphql/**', (route) =>
      /"operationName":"contact"/.test(route.request().postData() ?? '')
        ? route.fulfill({ json: { data: { contact: { result: 'success', receiptNumber: 'C0' } } } })
        : route.continue(),
    );
    const inJapan = (days: number) =>
      new Date(Date.now() + 9 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('お問い合わせ種別').selectOption('visitReservation');
    await page.getByLabel('ご希望日').fill(inJapan(2));
    await page.getByLabel('ご希望の時間帯').selectOption('11:00');
    await page.getByLabel('姓', { exact: false }).first().fill('山田');
    await page.getByLabel(/^名/).fill('花子');
    await page.getByLabel('セイ（フリガナ）').fill('ヤマダ');
    await page.getByLabel('メイ（フリガナ）').fill('ハナコ');
    await page.getByLabel('電話番号').fill('052-123-4567');
    await page.getByLabel('個人情報の取り扱い').check();
    const sent = gqlCall('contact');
    await page.getByRole('button', { name: '送信する' }).click();
    await sent;
    await expect(page.getByTestId('flow-receipt')).toContainText('お問い合わせを受け付けました');
    expect(apolloIn(loaded), '/contact/ loads Apollo to send').toEqual([]);

    // The error report of the error screen.
    const reported = gqlCall('notifyClientError');
    await page.goto('/dev/client-error/');
    await page.getByRole('button', { name: 'エラーを発生させる' }).click();
    expect((await reported).status()).toBe(200);
    expect(apolloIn(loaded), 'the error report loads Apollo').toEqual([]);

    // One GraphQL transport (lib/graphql/fetch-caller.ts): no chunk of the build carries Apollo.
    const built = readdirSync('.next/static/chunks', { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.js'))
      .map((f) => `/_next/static/chunks/${f}`);
    expect(apolloIn(built)).toEqual([]);
  });

  test('no public page (content, application, 404) loads the CMS or the request-time MDX compiler, up front or on demand', async ({
    request,
  }) => {
    // The CMS and the draft previews have root layouts of their own (app/(keystatic), app/(preview)):
    // neither the scripts a public page loads nor the chunks its React payload may load later
    // (client components of its tree, the error and not-found screens) carry any of their code.
    const NOT_FOUND = ['/no-such-page/', '/campaign/no-such-campaign/', '/keystatic/'];
    let checked = 0;
    for (const route of [...SITE_ROUTES.map((r) => r.path), '/apply/status/', ...NOT_FOUND]) {
      const res = await request.get(route);
      if (NOT_FOUND.includes(route)) expect(res.status(), route).toBe(404);
      else if (res.status() === 404) continue;
      const html = await res.text();
      const chunks = new Set([
        ...scriptSources(html).map((src) => src.replace(/^\/_next\//, '').split('?')[0]!),
        ...[...html.matchAll(/static\/chunks\/[\w./-]+?\.js/g)].map((m) => m[0]),
      ]);
      expect(chunks.size, route).toBeGreaterThan(0);
      for (const chunk of chunks) {
        const code = readFileSync(path.join('.next', chunk), 'utf8');
        expect(KEYSTATIC_SIGNATURE.test(code), `${route} loads Keystatic in ${chunk}`).toBe(false);
        expect(MDX_REMOTE_SIGNATURE.test(code), `${route} loads the MDX compiler in ${chunk}`).toBe(
          false,
        );
      }
      checked += 1;
    }
    expect(checked).toBeGreaterThan(40);
  });
});

test.describe('the browser sends its GraphQL operations as text', () => {
  test("the signatures detect graphql-js's printer and an operation AST", () => {
    expect(readFileSync('node_modules/graphql/language/visitor.mjs', 'utf8')).toMatch(
      GRAPHQL_PRINTER_SIGNATURE,
    );
    expect('{kind:"Document",definitions:[{kind:"OperationDefinition"').toMatch(
      GRAPHQL_AST_SIGNATURE,
    );
    expect(JSON.stringify({ kind: 'Document', definitions: [] })).toMatch(GRAPHQL_AST_SIGNATURE);
  });

  test("no script of a content page or /apply/form/, up front or after idle, holds graphql-js's printer or an operation AST", async ({
    page,
  }) => {
    // Every script the page fetches, in order, its first-load scripts included.
    const loaded = loadedScripts(page);
    const gzipKb = (files: string[]) =>
      (files.reduce((n, f) => n + gzipSync(buildFile(f), { level: 9 }).length, 0) / 1024).toFixed(
        1,
      );
    for (const route of ['/', '/apply/form/']) {
      loaded.length = 0;
      // The client platform asks for the site settings after idle, through the GraphQL caller.
      const settings = page.waitForResponse(
        (r) =>
          r.url().includes('/api/graphql') &&
          (r.request().postData() ?? '').includes('getSettingLambda'),
      );
      await page.goto(route);
      expect((await settings).status(), route).toBe(200);
      await page.waitForLoadState('networkidle');
      expect(loaded.length, route).toBeGreaterThan(0);
      for (const src of new Set(loaded)) {
        const code = buildFile(src);
        expect
          .soft(
            GRAPHQL_PRINTER_SIGNATURE.test(code),
            `${route} loads graphql-js's printer in ${src}`,
          )
          .toBe(false);
        expect
          .soft(GRAPHQL_AST_SIGNATURE.test(code), `${route} loads an operation AST in ${src}`)
          .toBe(false);
      }
      // The sizes behind the settings call: what the page fetches after its HTML, and the
      // chunks that carry the operation.
      const initial = new Set(
        scriptSources(await (await page.request.get(route)).text()).map((s) => s.split('?')[0]!),
      );
      const all = [...new Set(loaded)];
      const lazy = all.filter((f) => !initial.has(f));
      const withSettings = all.filter((f) => /getSettingLambda/.test(buildFile(f)));
      console.log(
        `${route}: first load ${gzipKb([...initial])} KB gzip (${initial.size} files), ` +
          `${gzipKb(lazy)} KB after the HTML (${lazy.length} files); ` +
          `${gzipKb(withSettings)} KB in the ${withSettings.length} holding getSettingLambda`,
      );
    }
  });
});

/** The code of the `<script src>` files in a page's HTML, read from the build output. */
async function initialCode(
  request: import('@playwright/test').APIRequestContext,
  page: string,
): Promise<string[]> {
  const res = await request.get(page);
  expect(res.status(), page).toBe(200);
  return scriptSources(await res.text()).map(buildFile);
}

test.describe('content pages load the client platform after idle, the header as HTML', () => {
  /** Literals of the lazily loaded platform and of the server-rendered header markup. */
  const DEFERRED = {
    'getSettingLambda operation (lib/graphql)': /getSettingLambda/,
    'page history (client platform)': /hikari-site:pages/,
    'maintenance modal (client platform)': /メンテナンスのお知らせ/,
    'dayjs time zone (client platform)': /Asia\/Tokyo/,
    'phone modal markup (server-rendered)': /お電話でのご相談/,
    'drawer markup (server-rendered)': /メニュー（ページ一覧）/,
    'error screen (loaded on error)': /お探しのページは見つかりませんでした/,
  };

  test('initial scripts carry none of it; the platform still runs', async ({ page, request }) => {
    buildOutputOnly();
    for (const route of ['/', '/faq/', '/campaign/', '/plan/home/', '/option/tv/']) {
      const code = (await initialCode(request, route)).join('\n');
      for (const [what, signature] of Object.entries(DEFERRED))
        expect(signature.test(code), `${route} ships ${what} up front`).toBe(false);
    }
    await page.goto('/faq/');
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('hikari-site:pages') ?? ''))
      .toContain('/faq/');
  });
});

/** zod's core schema class name, kept as a string literal by the bundler. */
const ZOD_SIGNATURE = /"\$ZodType"/;

/** A literal of the application-flow machine (a state id), kept by the minifier. */
const FLOW_MACHINE_SIGNATURE = /#applicationFlow\.area\.restored/;

/** The flow's pages: their step renders only in the browser, after hydration. */
const FLOW_PAGES = [
  '/area/',
  '/area/home/',
  '/apply/area/',
  '/apply/form/',
  '/apply/form2/',
  '/apply/form3/',
  '/apply/terms/',
  '/apply/completed/',
];

/**
 * The page's script chunks in the order they were asked for and arrived: `asked(test)` and
 * `got(test)` give the index of the first such event of a chunk whose built code passes `test`
 * (-1 when none), so a test can tell that one chunk arrived before another was asked for.
 */
function chunkEvents(page: Page) {
  const events: string[] = [];
  const chunk = (url: string) =>
    url.includes('/_next/static/chunks/') && url.endsWith('.js') ? url.split('/chunks/')[1]! : null;
  page.on('request', (r) => chunk(r.url()) && events.push(`asked ${chunk(r.url())}`));
  page.on('requestfinished', (r) => chunk(r.url()) && events.push(`got ${chunk(r.url())}`));
  const code = (file: string) => buildFile(`/_next/static/chunks/${file}`);
  const first = (kind: 'asked ' | 'got ', test: (code: string) => boolean) =>
    events.findIndex((e) => e.startsWith(kind) && test(code(e.slice(kind.length))));
  return {
    asked: (test: (code: string) => boolean) => first('asked ', test),
    got: (test: (code: string) => boolean) => first('got ', test),
  };
}

test.describe('the flow pages load the flow after hydration', () => {
  test.beforeEach(() => {
    buildOutputOnly();
  });

  test('no first-load script of a flow page holds the machine or zod; both are in the build', async ({
    request,
  }) => {
    expect(readFileSync('node_modules/zod/v4/core/schemas.js', 'utf8')).toMatch(ZOD_SIGNATURE);
    const built = builtChunks();
    expect(
      built.some((c) => FLOW_MACHINE_SIGNATURE.test(c)),
      'machine chunk',
    ).toBe(true);
    expect(
      built.some((c) => ZOD_SIGNATURE.test(c)),
      'zod chunk (the step forms)',
    ).toBe(true);
    for (const page of FLOW_PAGES) {
      const code = await initialCode(request, page);
      expect(code.length, page).toBeGreaterThan(0);
      expect(
        code.some((c) => FLOW_MACHINE_SIGNATURE.test(c)),
        `${page} loads the machine up front`,
      ).toBe(false);
      expect(
        code.some((c) => ZOD_SIGNATURE.test(c)),
        `${page} loads zod up front`,
      ).toBe(false);
    }
  });

  test('the page loads its step and the machine after hydration, the next step only at the first input', async ({
    page,
  }) => {
    const loaded: string[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/_next/static/chunks/') && r.url().endsWith('.js'))
        loaded.push(r.url());
    });
    await page.goto('/area/');
    await expect(page.getByLabel('郵便番号')).toBeVisible();
    const bodies = async () =>
      Promise.all(
        loaded.map((u) =>
          readFileSync(path.join('.next/static/chunks', u.split('/chunks/')[1]!), 'utf8'),
        ),
      );
    const hasSimulationStep = async () => (await bodies()).some((c) => /料金の内訳/.test(c));
    expect((await bodies()).some((c) => FLOW_MACHINE_SIGNATURE.test(c))).toBe(true);
    // A visitor who only reads: the page settles (idle periods included) without the next step.
    await page.waitForLoadState('networkidle');
    expect(await hasSimulationStep(), 'the fee simulation loaded without any input').toBe(false);
    // The first input (focus on the form) fetches the fee simulation's step, the next one.
    await page.getByLabel('郵便番号').focus();
    await expect.poll(hasSimulationStep, { timeout: 10_000 }).toBe(true);
  });

  test('on /apply/form/, the first input loads form2 in turns: zod first, the step after it', async ({
    page,
  }) => {
    await checkAreaAndProceed(page, { from: '/area/', postalCode: '4600008', line1: '1丁目1-1' });
    // A fresh visit of the simulation (the area check persisted), so nothing of form2 is loaded.
    const fresh = await page.context().newPage();
    const { got, asked } = chunkEvents(fresh);
    // Only in form2's step: the label of its mailing-address choice.
    const isForm2Step = (c: string) => c.includes('期限を設けずにこの住所へ送付する');
    const isZod = (c: string) => ZOD_SIGNATURE.test(c);

    await fresh.goto('/apply/form/');
    await expect(fresh.getByTestId('plan-plan1G')).toBeVisible();
    await fresh.waitForLoadState('networkidle');
    expect(asked(isForm2Step), 'form2 asked for without any input').toBe(-1);
    expect(asked(isZod), 'zod asked for without any input').toBe(-1);
    await fresh.getByTestId('plan-plan1G').locator('input').focus();
    await expect.poll(() => got(isForm2Step), { timeout: 10_000 }).toBeGreaterThan(-1);
    // warmUpFlowStep: zod arrives (and is evaluated in a turn of its own) before the step's
    // chunks are asked for; one import of the step would ask for both at once.
    expect(got(isZod)).toBeGreaterThan(-1);
    expect(got(isZod)).toBeLessThan(asked(isForm2Step));
  });

  test("on /area/, the first focus loads the form's schema in turns: zod first, the schema after it", async ({
    page,
  }) => {
    const { got, asked } = chunkEvents(page);
    // Only in the area form's schema module: its export's name.
    const isAreaSchema = (c: string) => c.includes('"areaResolver"');
    const isZod = (c: string) => ZOD_SIGNATURE.test(c);
    await page.goto('/area/');
    await expect(page.getByLabel('郵便番号')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(asked(isAreaSchema), 'the schema asked for without any input').toBe(-1);
    await page.getByLabel('郵便番号').focus();
    await expect.poll(() => got(isAreaSchema), { timeout: 10_000 }).toBeGreaterThan(-1);
    // lazyResolver: zod arrives (and is evaluated in turns of its own) before the schema's chunk
    // is asked for; one import of the schema would ask for both at once.
    expect(got(isZod)).toBeGreaterThan(-1);
    expect(got(isZod)).toBeLessThan(asked(isAreaSchema));
  });
});

/** A message of each of four of zod's locales, none of them the site's (node_modules/zod/v4/locales). */
const OTHER_ZOD_LOCALES = {
  de: 'Ungültige Eingabe',
  fr: 'Entrée invalide',
  es: 'Entrada inválida',
  'zh-CN': '无效输入',
};

test.describe("the browser's zod carries only the locales the site can use", () => {
  test("no built chunk holds another of zod's locales; zod itself is there", () => {
    buildOutputOnly();
    for (const [locale, message] of Object.entries(OTHER_ZOD_LOCALES))
      expect(readFileSync(`node_modules/zod/v4/locales/${locale}.js`, 'utf8')).toContain(message);
    const chunks = builtChunks();
    expect(
      chunks.filter((c) => ZOD_SIGNATURE.test(c)).length,
      'zod is in the build',
    ).toBeGreaterThan(0);
    for (const [locale, message] of Object.entries(OTHER_ZOD_LOCALES))
      expect(
        chunks.some((c) => c.includes(message)),
        `zod's ${locale} locale in a chunk`,
      ).toBe(false);
  });
});

/** The visitor flows' form pages: server-rendered forms whose schemas load at the first focus. */
const VISITOR_FORM_PAGES = [
  { path: '/contact/', field: 'お問い合わせ種別' },
  { path: '/transfer/', field: 'お客さま番号' },
  { path: '/option/apply/', field: 'お客さま番号' },
];

test.describe('the visitor flows load zod at the first focus, not with the page', () => {
  test.beforeEach(() => {
    buildOutputOnly();
  });

  for (const { path: route, field } of VISITOR_FORM_PAGES) {
    test(`${route}: no first-load script holds zod; focusing a field loads it`, async ({
      page,
      request,
    }) => {
      const code = await initialCode(request, route);
      expect(code.length, route).toBeGreaterThan(0);
      expect(
        code.some((c) => ZOD_SIGNATURE.test(c)),
        `${route} loads zod up front`,
      ).toBe(false);

      const loaded: string[] = [];
      page.on('response', (r) => {
        if (r.url().includes('/_next/static/chunks/') && r.url().endsWith('.js'))
          loaded.push(r.url().split('/chunks/')[1]!);
      });
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      const hasZod = () =>
        loaded.some((f) => ZOD_SIGNATURE.test(buildFile(`/_next/static/chunks/${f}`)));
      expect(hasZod(), `${route} fetched zod before any input`).toBe(false);
      await page.getByLabel(field).focus();
      await expect.poll(hasZod, { timeout: 10_000 }).toBe(true);
    });
  }
});

/** The decoded React Server Components payload that a page inlines (self.__next_f.push chunks). */
function inlinePayload(html: string): string {
  const pushes = html.matchAll(/self\.__next_f\.push\((\[.*?\])\)<\/script>/gs);
  return [...pushes]
    .map((m) => JSON.parse(m[1]!) as [number, string?])
    .map(([, text]) => text ?? '')
    .join('');
}

test.describe('the not-found page is not inlined into every page', () => {
  test('a content page carries the drawer once; the 404 page still renders in full', async ({
    request,
    page,
  }) => {
    buildOutputOnly();
    for (const route of ['/', '/campaign/', '/plan/home/', '/area/']) {
      const payload = inlinePayload(await (await request.get(route)).text());
      expect(payload.length, route).toBeGreaterThan(0);
      // Next.js inlines the root not-found element once per layout level: as server markup that
      // was the whole header, drawer and footer twice more.
      expect(payload.match(/"id":"site-drawer"/g) ?? [], `${route} drawer copies`).toHaveLength(1);
      expect(payload, route).not.toContain('お探しのページは見つかりませんでした');
    }
    const html = await (await request.get('/no-such-page/')).text();
    expect(html, 'the 404 HTML is complete before any script runs').toContain(
      'お探しのページは見つかりませんでした',
    );
    expect(html).toContain('id="site-drawer"');
    await page.goto('/campaign/no-such-campaign/');
    await expect(page.locator('h1')).toHaveText('お探しのページは見つかりませんでした。');
    await expect(page.getByRole('link', { name: 'TOPに戻る' })).toBeVisible();
  });
});

/** A message literal of MapLibre GL's code (kept by the minifier). */
const MAPLIBRE_SIGNATURE = /Module worker not supported, falling back to classic worker/;

test.describe('the pin map loads only when opened', () => {
  test('MapLibre is in a chunk of the build but in no first-load script of the area pages', async ({
    request,
  }) => {
    buildOutputOnly();
    expect(readFileSync('node_modules/maplibre-gl/dist/maplibre-gl.mjs', 'utf8')).toMatch(
      MAPLIBRE_SIGNATURE,
    );
    const chunks = builtChunks().filter((c) => MAPLIBRE_SIGNATURE.test(c));
    expect(chunks.length, 'the on-demand map chunk is in the build').toBeGreaterThan(0);
    for (const page of ['/area/', '/area/home/', '/apply/area/']) {
      const code = await initialCode(request, page);
      expect(code.length, page).toBeGreaterThan(0);
      expect(
        code.some((c) => MAPLIBRE_SIGNATURE.test(c)),
        `${page} loads MapLibre up front`,
      ).toBe(false);
    }
  });
});

test.describe("the build marks the site's scripts for V8's eager compilation", () => {
  test("every page's first-load scripts carry the compile hint; MapLibre's chunk does not", async ({
    request,
  }) => {
    buildOutputOnly();
    const HINT = '//# allFunctionsCalledOnLoad\n';
    let checked = 0;
    for (const route of SITE_ROUTES) {
      const res = await request.get(route.path);
      if (res.status() === 404) continue;
      for (const src of scriptSources(await res.text())) {
        expect(buildFile(src).startsWith(HINT), `${route.path}: ${src} has no compile hint`).toBe(
          true,
        );
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(0);
    const built = builtChunks();
    // The application flow's host (components/apply/flow-host.tsx, its DRAFT_EXPIRED_MESSAGE),
    // loaded after hydration, is marked as well.
    const flowChunks = built.filter((code) =>
      code.includes('保存されていたお申し込みの入力内容は'),
    );
    expect(flowChunks.length).toBeGreaterThan(0);
    for (const code of flowChunks) expect(code.startsWith(HINT)).toBe(true);
    // A library loaded on demand of which a screen calls a small part stays lazily compiled.
    const mapChunks = built.filter((code) => MAPLIBRE_SIGNATURE.test(code));
    expect(mapChunks.length).toBeGreaterThan(0);
    for (const code of mapChunks) expect(code.startsWith(HINT)).toBe(false);
  });
});

test.describe("the site's server sends the build's scripts and styles from their brotli copies", () => {
  test('first-load scripts and the style sheet of / and /apply/form/: brotli, the built bytes, security headers', async ({
    request,
  }) => {
    buildOutputOnly();
    let compressed = 0;
    for (const route of ['/', '/apply/form/']) {
      const html = await (await request.get(route)).text();
      const styles = [...html.matchAll(/<link[^>]+href="(\/_next\/static\/[^"]+\.css)"/g)].map(
        (m) => m[1]!,
      );
      expect(styles.length, route).toBeGreaterThan(0);
      for (const src of [...scriptSources(html), ...styles]) {
        const built = buildFile(src);
        const res = await request.get(src, { headers: { 'accept-encoding': 'gzip, br' } });
        const h = res.headers();
        expect(res.status(), src).toBe(200);
        // A file under 1 KB has no copy (scripts/precompress.mjs): it goes as it is.
        expect(h['content-encoding'], src).toBe(
          Buffer.byteLength(built) >= 1024 ? 'br' : undefined,
        );
        // Playwright decodes the body: it is the file the build wrote, hints and all.
        expect(await res.text(), src).toBe(built);
        expect(h['cache-control'], src).toBe('public,max-age=31536000,immutable');
        expect(h['content-type'], src).toMatch(
          src.endsWith('.css') ? /^text\/css; charset=UTF-8$/ : /^application\/javascript;/,
        );
        expect(h['x-content-type-options'], src).toBe('nosniff');
        expect(h['content-security-policy'], src).toContain("object-src 'none'");
        if (h['content-encoding']) compressed += 1;
      }
    }
    expect(compressed).toBeGreaterThan(5);
    // A static path the build does not have is still Next's 404.
    expect((await request.get('/_next/static/chunks/no-such-chunk.js')).status()).toBe(404);
  });
});

/** Literals of the back office's client components (status change, bank reveal, staff forms). */
const BACK_OFFICE_SIGNATURE =
  /口座番号を表示（記録されます）|ステータスを変更|スタッフを登録|全セッション終了/;

test.describe('no public page ships back-office code', () => {
  test('public pages load none of it; the back office has its own layout', async ({ request }) => {
    buildOutputOnly();
    expect(
      builtChunks().some((c) => BACK_OFFICE_SIGNATURE.test(c)),
      'the signature finds the back-office chunk',
    ).toBe(true);
    let checked = 0;
    for (const route of [...SITE_ROUTES.map((r) => r.path), '/apply/status/', '/no-such-page/']) {
      const res = await request.get(route);
      if (res.status() !== 200 && route !== '/no-such-page/') continue;
      for (const src of scriptSources(await res.text())) {
        const code = buildFile(src);
        expect(BACK_OFFICE_SIGNATURE.test(code), `${route} loads back-office code in ${src}`).toBe(
          false,
        );
      }
      checked += 1;
    }
    expect(checked).toBeGreaterThanOrEqual(20);
    const signIn = await (await request.get('/admin/sign-in/')).text();
    expect(signIn).toMatch(/<meta name="robots" content="noindex, nofollow/);
    expect(signIn, 'no public header or drawer in the back office').not.toContain('site-drawer');
  });
});

test.describe('loading a page creates no Intl object', () => {
  // The first Intl object of a page (a formatter, a collator, a time-zone conversion) costs a
  // phone about 50 ms of ICU set-up at Lighthouse's 4x CPU (docs/benchmarks.md): yen are grouped
  // and Japan time is read by arithmetic on its fixed offset instead (lib/pricing/format.ts,
  // lib/time.ts).
  test('content pages with their platform, and the flow pages with their step', async ({
    page,
  }) => {
    test.skip(
      test.info().project.name !== 'desktop',
      'the code that runs is the same for every viewport',
    );
    await page.addInitScript(() => {
      const calls: string[] = [];
      (window as unknown as { __intlCalls: string[] }).__intlCalls = calls;
      for (const name of ['NumberFormat', 'DateTimeFormat', 'Collator', 'PluralRules'] as const) {
        const Original = Intl[name];
        Object.defineProperty(Intl, name, {
          configurable: true,
          writable: true,
          value: new Proxy(Original, {
            construct: (target, args) => (
              calls.push(`new Intl.${name}`),
              Reflect.construct(target, args)
            ),
            apply: (target, self, args) => (
              calls.push(`Intl.${name}()`),
              Reflect.apply(target, self, args)
            ),
          }),
        });
      }
      const methods: [object, string][] = [
        [String.prototype, 'localeCompare'],
        [Number.prototype, 'toLocaleString'],
        [Date.prototype, 'toLocaleString'],
        [Date.prototype, 'toLocaleDateString'],
        [Date.prototype, 'toLocaleTimeString'],
      ];
      for (const [proto, method] of methods) {
        const original = Reflect.get(proto, method) as (...a: unknown[]) => unknown;
        Object.defineProperty(proto, method, {
          configurable: true,
          writable: true,
          value(this: unknown, ...args: unknown[]) {
            calls.push(method);
            return original.apply(this, args);
          },
        });
      }
    });
    const intlCalls = () =>
      page.evaluate(() => (window as unknown as { __intlCalls: string[] }).__intlCalls);
    const pages: { route: string; ready: () => Promise<void> }[] = [
      ...['/', '/campaign/', '/plan/home/', '/option/tv/'].map((route) => ({
        route,
        // The client platform (maintenance check, page history) runs after idle.
        ready: () =>
          expect
            .poll(() => page.evaluate(() => sessionStorage.getItem('hikari-site:pages') ?? ''))
            .toContain(route),
      })),
      { route: '/area/', ready: () => expect(page.getByLabel('郵便番号')).toBeVisible() },
      { route: '/apply/area/', ready: () => expect(page.getByLabel('郵便番号')).toBeVisible() },
      {
        route: '/apply/form/',
        ready: () => expect(page.getByText('料金の内訳').first()).toBeVisible(),
      },
    ];
    for (const { route, ready } of pages) {
      await page.goto(route);
      await ready();
      await page.waitForLoadState('networkidle');
      expect(await intlCalls(), route).toEqual([]);
    }
    // The probe sees Intl when it is used.
    await page.evaluate(() => new Intl.NumberFormat('ja-JP').format(1000));
    expect(await intlCalls()).toEqual(['new Intl.NumberFormat']);
  });
});

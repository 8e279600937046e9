import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from './helpers/test';
import { SYNTAX_ERROR_BODIES } from '../unit/resilience/syntax-error-bodies';

// Security headers on a started server, and the pages still work under the CSP.

const PAGES = ['/', '/campaign/mesh/', '/plan/home/', '/apply/form/', '/area/'];
const NO_STORE = [
  '/apply/form/',
  '/apply/form2/',
  '/apply/area/',
  '/option/apply/',
  '/transfer/',
  '/contact/',
];

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

test.describe('security headers', () => {
  test.beforeEach(() => {
    test.skip(test.info().project.name !== 'desktop', 'headers do not depend on the viewport');
  });

  test('every page carries CSP, HSTS, nosniff, Referrer- and Permissions-Policy', async ({
    request,
  }) => {
    for (const path of [...PAGES, '/no-such-page/', '/sitemap.xml']) {
      const res = await request.get(path);
      const h = res.headers();
      const csp = directives(h['content-security-policy'] ?? '');
      expect(csp.get('object-src'), path).toEqual(["'none'"]);
      expect(csp.get('base-uri'), path).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors'), path).toEqual(["'none'"]);
      expect(csp.get('default-src'), path).toEqual(["'self'"]);
      expect(csp.get('script-src')?.[0], path).toBe("'self'");
      expect(csp.get('script-src'), path).not.toContain("'unsafe-eval'");
      expect(csp.get('connect-src'), path).toContain("'self'");
      expect(h['strict-transport-security'], path).toMatch(/^max-age=(\d+)/);
      expect(
        Number(/max-age=(\d+)/.exec(h['strict-transport-security']!)![1]),
      ).toBeGreaterThanOrEqual(31_536_000);
      expect(h['x-content-type-options'], path).toBe('nosniff');
      expect(h['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(h['permissions-policy'], path).toContain('camera=()');
      expect(h['permissions-policy'], path).toContain('geolocation=()');
      expect(h['x-powered-by'], path).toBeUndefined();
    }
  });

  test('the trailing-slash redirects (308) carry the security headers', async ({ request }) => {
    for (const [path, location] of [
      ['/plan/home?x=1', '/plan/home/?x=1'],
      ['/campaign', '/campaign/'],
      ['/api/graphql', '/api/graphql/'],
    ]) {
      const res = await request.get(path!, { maxRedirects: 0 });
      expect(res.status(), path).toBe(308);
      const h = res.headers();
      expect(
        new URL(h.location!, 'http://x').pathname + new URL(h.location!, 'http://x').search,
      ).toBe(location);
      expect(h['content-security-policy'], path).toContain("frame-ancestors 'none'");
      expect(h['strict-transport-security'], path).toMatch(/^max-age=\d+/);
      expect(h['x-content-type-options'], path).toBe('nosniff');
      expect(h['x-frame-options'], path).toBe('DENY');
      expect(h['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    }
  });

  test('the production 404 at /dev/flow/ has the not-found title, not the development one', async ({
    page,
  }) => {
    const res = await page.goto('/dev/flow/');
    expect(res?.status()).toBe(404);
    await expect(page).not.toHaveTitle(/Application flow|development/);
    expect(await page.title()).not.toBe('');
  });

  test('a GraphQL document that does not parse answers 400 GRAPHQL_PARSE_FAILED', async ({
    request,
  }) => {
    for (const [name, body] of Object.entries(SYNTAX_ERROR_BODIES)) {
      const res = await request.post('/api/graphql/', {
        headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1' },
        data: body,
      });
      const json = (await res.json()) as { errors: { extensions?: { code?: string } }[] };
      expect({ name, status: res.status(), code: json.errors[0]?.extensions?.code }).toEqual({
        name,
        status: 400,
        code: 'GRAPHQL_PARSE_FAILED',
      });
    }
  });

  test('the API and the application pages are no-store; content pages stay cacheable', async ({
    request,
  }) => {
    const api = await request.post('/api/graphql', {
      headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1' },
      data: { query: 'query { getSettingLambda(siteName: "commufa-web") { name } }' },
    });
    expect(api.status()).toBe(200);
    expect(api.headers()['cache-control']).toContain('no-store');
    expect(api.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    for (const path of NO_STORE) {
      const res = await request.get(path);
      expect(res.headers()['cache-control'], path).toContain('no-store');
    }
    // Statically rendered content pages (campaign pages render per request, and Next marks those private).
    for (const path of ['/', '/plan/home/', '/faq/']) {
      const res = await request.get(path);
      expect(res.headers()['cache-control'] ?? '', path).not.toContain('no-store');
    }
  });
});

async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to (execute|load|apply|connect)/i.test(m.text()))
      violations.push(m.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __csp: string[] }).__csp ??= [];
      (window as unknown as { __csp: string[] }).__csp.push(
        `${e.violatedDirective} ${e.blockedURI}`,
      );
    });
  });
  return violations;
}

test.describe('pages work under the CSP', () => {
  for (const path of PAGES) {
    test(`${path}: no CSP violation and the page hydrates`, async ({ page }) => {
      const violations = await watchViolations(page);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // Hydration: React attaches its root container key once the bootstrap scripts have run.
      await expect
        .poll(() =>
          page.evaluate(() => Object.keys(document.body).some((k) => k.startsWith('__react'))),
        )
        .toBe(true);
      const events = await page.evaluate(
        () => (window as unknown as { __csp?: string[] }).__csp ?? [],
      );
      expect([...violations, ...events]).toEqual([]);
    });
  }

  test('the header phone modal opens under the CSP (client code runs)', async ({ page }, info) => {
    const violations = await watchViolations(page);
    await page.goto('/');
    const name = info.project.name === 'mobile' ? '電話相談' : '電話で相談';
    await page.locator('header').getByRole('button', { name, exact: true }).click();
    await expect(page.getByTestId('phone-consult-modal').filter({ visible: true })).toBeVisible();
    expect(violations).toEqual([]);
  });
});

/** Starts the production server of the build with `env` and resolves with its exit code and output. */
function startServer(env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  const port = String(Number(process.env.E2E_PORT ?? 3100) + 1);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['scripts/serve.mjs', '-p', port, '-H', '127.0.0.1'], {
      env: { ...process.env, ...env },
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    const timer = setTimeout(() => child.kill('SIGTERM'), 30_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, out });
    });
  });
}

test.describe('start-up checks of the production server', () => {
  test.beforeEach(() => {
    test.skip(test.info().project.name !== 'desktop', 'one server start is enough');
  });

  test('refuses to start on a world-writable data directory, naming the fix', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hikari-e2e-open-'));
    const data = path.join(dir, 'data');
    mkdirSync(data);
    chmodSync(data, 0o777);
    try {
      const { code, out } = await startServer({ DATA_DIR: data, DATABASE_URL: '' });
      expect(code).toBe(1);
      expect(out).toContain('refusing to start');
      expect(out).toContain(`chmod 700 ${data}`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('refuses to start with DATABASE_URL and no DATA_ENCRYPTION_KEY', async () => {
    const { code, out } = await startServer({
      DATABASE_URL: 'postgres://127.0.0.1:1/never-connected',
      DATA_ENCRYPTION_KEY: '',
    });
    expect(code).toBe(1);
    expect(out).toContain('DATA_ENCRYPTION_KEY is required when DATABASE_URL is set');
  });
});

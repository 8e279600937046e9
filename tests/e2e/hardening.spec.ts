import { expect, test } from './helpers/test';
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { nextServerUrl, SERVE, startNextServer, type NextServer } from './helpers/next-server';

/*
 * The production server (scripts/serve.mjs) as an outside client meets it, on a server of its own
 * with the default proxy trust (TRUSTED_PROXY_HOPS=0, no proxy in front): per-client limits hold
 * whatever X-Forwarded-For a client sends, a forged X-Forwarded-Host lets no cross-origin server
 * action through, unsafe configurations refuse to start, and SIGTERM closes the database.
 */

const base = nextServerUrl(53);
let dataDir = '';
let server: NextServer | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.skip(test.info().project.name !== 'desktop', 'server behaviour: one project is enough');
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'hardening-e2e-'));
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SEED_SIZE: 'small' };
  execFileSync('npx', ['tsx', '--conditions', 'react-server', 'scripts/db-seed.ts'], {
    env,
    stdio: 'ignore',
  });
  server = await startNextServer({
    name: 'hardening',
    url: base,
    env: { ...env, TRUSTED_PROXY_HOPS: '', TRUSTED_PROXY_CIDRS: '', MUTATION_RATE_LIMIT: '' },
    ready: async () => (await fetch(`${base}/apply/status/`)).ok,
  });
});

test.afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('without a proxy, one client gets one budget whatever X-Forwarded-For it sends', async ({
  request,
}) => {
  // Map-image uploads: 20 per client per 10 minutes (app/api/map-image/route.ts); 25 sent.
  const uploads: number[] = [];
  for (let i = 0; i < 25; i++) {
    const res = await request.post(`${base}/api/map-image/`, {
      headers: { 'x-map-upload': '1', 'x-forwarded-for': `192.0.2.${i}` },
      multipart: { image: { name: 'x.png', mimeType: 'image/png', buffer: Buffer.from('x') } },
    });
    uploads.push(res.status());
  }
  expect(uploads.filter((s) => s === 429)).toHaveLength(5);
  expect(uploads.slice(0, 20).every((s) => s === 400)).toBe(true);

  // GraphQL: notifyClientError, 30 per client per minute (OPERATION_BUDGETS); 32 sent.
  const codes: (string | undefined)[] = [];
  for (let i = 0; i < 32; i++) {
    const res = await request.post(`${base}/api/graphql/`, {
      headers: { 'x-graphql-csrf': '1', 'x-forwarded-for': `198.51.100.${i}` },
      data: { query: 'mutation { notifyClientError(title: "t", text: "x") { result } }' },
    });
    const body = (await res.json()) as { errors?: { extensions?: { code?: string } }[] };
    codes.push(body.errors?.[0]?.extensions?.code);
  }
  expect(codes.filter((c) => c === 'RATE_LIMITED')).toHaveLength(2);
});

test('a server action from another origin is refused even with a forged X-Forwarded-Host', async ({
  request,
}) => {
  // The status lookup's form as a browser without JavaScript posts it (its hidden action fields).
  const html = await (await request.get(`${base}/apply/status/`)).text();
  const fields: Record<string, string> = {};
  for (const m of html.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?\/>/g))
    fields[m[1]!] = (m[2] ?? '').replaceAll('&quot;', '"');
  expect(Object.keys(fields)).toContain('$ACTION_KEY');
  const post = (headers: Record<string, string>) =>
    request.post(`${base}/apply/status/`, {
      headers,
      multipart: { ...fields, receiptNumber: 'A-20261121-0000042', phone: '0521234567' },
      maxRedirects: 0,
    });
  const host = new URL(base).host;
  const own = await post({ origin: base });
  expect(own.status()).toBe(200);
  expect(await own.text()).toContain('role="alert"');
  const forged = await post({ origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' });
  expect(forged.status()).toBe(500);
  expect(await forged.text()).not.toContain('role="alert"');
  // The Host header itself is what the origin is checked against.
  expect(
    (await post({ origin: `http://${host}`, 'x-forwarded-host': 'evil.example' })).status(),
  ).toBe(200);
});

/** Starts the production server with `env` until it exits (at most 60 s); its code and output. */
function runServer(env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  const port = new URL(nextServerUrl(54)).port;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [SERVE, '-p', port, '-H', '127.0.0.1'], {
      env: { ...process.env, ...env },
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, out });
    });
  });
}

test('refuses to start with proxy hops but no trusted proxies, or the local CMS unallowed', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'hardening-refusal-'));
  try {
    const hops = await runServer({
      DATA_DIR: dir,
      TRUSTED_PROXY_HOPS: '1',
      TRUSTED_PROXY_CIDRS: '',
    });
    expect(hops.code).toBe(1);
    expect(hops.out).toContain('TRUSTED_PROXY_CIDRS');
    const cms = await runServer({
      DATA_DIR: dir,
      TRUSTED_PROXY_HOPS: '',
      KEYSTATIC_ENABLED: '1',
      KEYSTATIC_LOCAL_ALLOW: '',
    });
    expect(cms.code).toBe(1);
    expect(cms.out).toContain('KEYSTATIC_LOCAL_ALLOW=1');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('SIGTERM stops the server cleanly: the embedded database is closed', async () => {
  test.setTimeout(120_000);
  await server!.stop();
  server = undefined;
  expect(existsSync(path.join(dataDir, 'pglite.pid'))).toBe(false);
});

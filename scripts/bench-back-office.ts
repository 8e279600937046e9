/**
 * `npm run bench:back-office`: the server time of the back office's list and detail pages at
 * 10,000 applications. In a temporary embedded database (DATA_DIR; never DATABASE_URL): the small
 * sample seed, BENCH_APPLICATIONS (default 10000) synthetic applications (db:seed-applications'
 * generator), an operator and a session; then the site's server (scripts/serve.mjs) with the
 * production build (`npm run build` first) on E2E_PORT (default 3100) and, one request at a
 * time, BENCH_REQUESTS (default 30) GETs of each page: the list (newest first), the list sorted
 * by status, a search by kana, the 未対応 scope, and one application's detail. Prints p50 and p95
 * of the time to the full response (ms) with the load average, which must be reported beside the
 * figures.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';

const count = Number(process.env.BENCH_APPLICATIONS ?? 10_000);
const requests = Number(process.env.BENCH_REQUESTS ?? 30);
const port = Number(process.env.E2E_PORT ?? 3100);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-back-office-'));
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  SEED_SIZE: 'small',
  STAFF_COOKIE_SECURE: '0',
  DATA_ENCRYPTION_KEY: process.env.DATA_ENCRYPTION_KEY ?? randomBytes(32).toString('hex'),
};
Object.assign(process.env, env);

// Seed and sign in here, before the server opens the embedded database (one process at a time).
const { openDatabase } = await import('@/lib/server/db/client');
const { seedApplications } = await import('@/lib/server/ops/seed-applications');
const { createStaffAuth, createStaffUser } = await import('@/lib/server/back-office/auth');
const database = await openDatabase({ log: () => {} });
const seededAt = Date.now();
const receipts = await seedApplications(database.db, { count, now: Date.now() });
console.log(`${count} applications seeded in ${((Date.now() - seededAt) / 1000).toFixed(1)} s`);
const auth = createStaffAuth(database.db);
await createStaffUser(auth, {
  email: 'bench@example.jp',
  password: 'bench-password-1',
  role: 'operator',
  name: '計測 太郎',
});
const signedIn = await auth.api.signInEmail({
  body: { email: 'bench@example.jp', password: 'bench-password-1' },
  headers: new Headers(),
  asResponse: true,
});
const cookie = signedIn.headers
  .getSetCookie()
  .map((c) => c.split(';')[0])
  .join('; ');
await database.close();

const server = spawn(
  process.execPath,
  [path.resolve('scripts/serve.mjs'), '-p', String(port), '-H', '127.0.0.1'],
  { env, stdio: 'ignore', detached: true },
);
try {
  for (let i = 0; ; i++) {
    if (i > 240) throw new Error('server did not start');
    const ok = await fetch(`${base}/admin/sign-in/`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const pages: [string, string][] = [
    ['list (newest first)', '/admin/applications/'],
    ['list sorted by status', '/admin/applications/?sort=status&dir=asc'],
    ['list search by kana', `/admin/applications/?q=${encodeURIComponent('ヤマダ')}`],
    ['list 未対応 page 3', '/admin/applications/?scope=open&page=3'],
    ['detail', `/admin/applications/${receipts[Math.floor(count / 2)]}/`],
  ];
  for (const [name, url] of pages) {
    const times: number[] = [];
    for (let i = 0; i < requests + 2; i++) {
      const started = performance.now();
      const res = await fetch(`${base}${url}`, { headers: { cookie }, redirect: 'manual' });
      await res.text();
      if (res.status !== 200) throw new Error(`${url}: HTTP ${res.status}`);
      if (i >= 2) times.push(performance.now() - started); // the first two warm the route
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
    console.log(`${name.padEnd(24)} p50 ${at(0.5).toFixed(0)} ms  p95 ${at(0.95).toFixed(0)} ms`);
  }
  console.log(
    `load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
} finally {
  try {
    process.kill(-server.pid!, 'SIGTERM');
  } catch {
    // already gone
  }
  await new Promise((r) => setTimeout(r, 2000));
  rmSync(dataDir, { recursive: true, force: true });
}

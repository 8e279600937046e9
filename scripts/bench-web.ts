/**
 * `npm run bench:web` (issue 10 item 2): builds the site (skip with --skip-build), builds an empty
 * App Router page with the same Next.js in .bench/ (git-ignored, inside the project so Turbopack
 * resolves the project's node_modules), starts both with `next start`, then prints
 * - Lighthouse 13 mobile (default preset: simulated slow 4G, 4x CPU) performance score and FCP,
 *   LCP, TBT, CLS, SI of each key page and of the empty page (reference): median of 3 runs taken
 *   round by round, with the host's benchmarkIndex, Debian chromium (CHROMIUM_PATH);
 * - the first-load JavaScript (gzip of the `<script src>` files in the HTML, the legacy polyfill
 *   chunk that modern browsers skip excluded) of every route of lib/routes.ts beside the empty page.
 * Prints figures and which targets are met (issue 10: performance >= 95 on content pages, >= 90 on
 * application pages, CLS 0, content-page JS <= 1.1 x empty); asserts nothing.
 * Options: --port <n> (default 3110; the empty app uses port + 1), --runs <n> (default 3),
 * --skip-build, --only <path,...>.
 */
import { execFileSync, execSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { SITE_ROUTES } from '../lib/routes';

const root = process.cwd();
const args = process.argv.slice(2);
const opt = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const port = Number(opt('--port') ?? 3110);
const runs = Number(opt('--runs') ?? 3);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const KEY_PAGES: { path: string; kind: 'content' | 'application' }[] = [
  { path: '/', kind: 'content' },
  { path: '/campaign/', kind: 'content' },
  { path: '/campaign/mesh/', kind: 'content' },
  { path: '/plan/home/', kind: 'content' },
  { path: '/option/tv/', kind: 'content' },
  { path: '/area/', kind: 'application' },
  { path: '/apply/form/', kind: 'application' },
  { path: '/apply/form2/', kind: 'application' },
];
const only = opt('--only')?.split(',');
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

function step(label: string, fn: () => void) {
  const t = performance.now();
  fn();
  console.log(`${label}: ${((performance.now() - t) / 1000).toFixed(1)} s`);
}

function emptyApp(): string {
  fs.mkdirSync(path.join(root, '.bench'), { recursive: true });
  const dir = fs.mkdtempSync(path.join(root, '.bench', 'empty-'));
  fs.mkdirSync(path.join(dir, 'app'));
  fs.writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({ name: 'empty', private: true, type: 'module' }),
  );
  fs.writeFileSync(path.join(dir, 'next.config.mjs'), 'export default { trailingSlash: true };\n');
  fs.writeFileSync(
    path.join(dir, 'app/layout.js'),
    'export default function RootLayout({ children }) { return <html lang="ja"><body>{children}</body></html>; }\n',
  );
  fs.writeFileSync(
    path.join(dir, 'app/page.js'),
    'export default function Page() { return <main><h1>empty</h1></main>; }\n',
  );
  return dir;
}

async function start(
  command: string[],
  cwd: string,
  p: number,
  extraEnv: Record<string, string> = {},
): Promise<ChildProcess> {
  const child = spawn(command[0]!, command.slice(1), {
    cwd,
    env: { ...env, PWD: cwd, ...extraEnv },
    stdio: 'ignore',
    detached: true,
  });
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${p}/`)).ok) return child;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server on ${p} did not start`);
}

const gzipCache = new Map<string, number>();
async function firstLoadJs(base: string, p: string): Promise<{ kb: number; scripts: number }> {
  const html = await (await fetch(`${base}${p}`)).text();
  // Modern browsers skip the legacy polyfill chunk (<script noModule>), so it is not counted.
  const srcs = [
    ...new Set(
      [...html.matchAll(/<script([^>]*)>/g)]
        .filter((m) => !/\bnomodule\b/i.test(m[1]!))
        .map((m) => /\bsrc="([^"]+)"/.exec(m[1]!)?.[1])
        .filter((src): src is string => !!src),
    ),
  ];
  let total = 0;
  for (const src of srcs) {
    const key = `${base}${src}`;
    if (!gzipCache.has(key))
      gzipCache.set(
        key,
        zlib.gzipSync(Buffer.from(await (await fetch(key)).arrayBuffer()), { level: 9 }).length,
      );
    total += gzipCache.get(key)!;
  }
  return { kb: Math.round((total / 1024) * 10) / 10, scripts: srcs.length };
}

interface LhRun {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  /** Lighthouse's benchmarkIndex of the host during the run (higher = faster CPU). */
  cpu: number;
}

function lighthouse(url: string): LhRun {
  const out = path.join(os.tmpdir(), `lh-${process.pid}-${Date.now()}.json`);
  const flags =
    '--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';
  execFileSync(
    path.join(root, 'node_modules/.bin/lighthouse'),
    [
      url,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${out}`,
      `--chrome-flags=${flags}`,
      '--quiet',
    ],
    {
      env: { ...env, CHROME_PATH: chromium },
      stdio: ['ignore', 'ignore', 'ignore'],
      timeout: 180_000,
    },
  );
  const lhr = JSON.parse(fs.readFileSync(out, 'utf8')) as {
    categories: { performance: { score: number } };
    environment: { benchmarkIndex: number };
    audits: Record<string, { numericValue: number }>;
  };
  fs.rmSync(out, { force: true });
  const a = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round(lhr.categories.performance.score * 100),
    fcp: a('first-contentful-paint'),
    lcp: a('largest-contentful-paint'),
    tbt: a('total-blocking-time'),
    cls: a('cumulative-layout-shift'),
    si: a('speed-index'),
    cpu: lhr.environment.benchmarkIndex,
  };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};

console.log(
  `bench:web (node ${process.version}, ${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')})`,
);
if (!args.includes('--skip-build'))
  step('npm run build', () =>
    execSync('npm run build', { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] }),
  );
const emptyDir = emptyApp();
const servers: ChildProcess[] = [];
try {
  step('next build (empty App Router page)', () =>
    execSync('npx next build', {
      cwd: emptyDir,
      env: { ...env, PWD: emptyDir },
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );
  servers.push(
    await start([process.execPath, 'scripts/e2e-server.mjs', String(port)], root, port, {
      E2E_DATA_DIR: '.data-bench',
    }),
  );
  servers.push(
    await start(
      ['npx', 'next', 'start', '-p', String(port + 1), '-H', '127.0.0.1'],
      emptyDir,
      port + 1,
    ),
  );
  const base = `http://127.0.0.1:${port}`;

  const empty = await firstLoadJs(`http://127.0.0.1:${port + 1}`, '/');
  console.log(
    `\nFirst-load JS (gzip; scripts in the HTML, legacy noModule polyfill excluded). Empty App Router page: ${empty.kb} KB (${empty.scripts} scripts)`,
  );
  const contentOwners = new Set(['content']);
  const isApplication = (p: string) => /^\/(apply|area|transfer|contact|option\/apply)\//.test(p);
  let worstContent = 0;
  for (const route of SITE_ROUTES) {
    const js = await firstLoadJs(base, route.path);
    const ratio = js.kb / empty.kb;
    if (!isApplication(route.path)) worstContent = Math.max(worstContent, ratio);
    const mark = isApplication(route.path)
      ? '(application)'
      : ratio <= 1.1
        ? 'ok <= 1.1x'
        : 'MISS > 1.1x';
    console.log(
      `  ${route.path.padEnd(34)} ${js.kb.toFixed(1).padStart(7)} KB  ${ratio.toFixed(2)}x  ${String(js.scripts).padStart(2)} scripts  ${mark}${contentOwners.has(route.owner) ? '' : ''}`,
    );
  }
  console.log(`  largest content/shell page: ${worstContent.toFixed(2)} x empty`);

  console.log(
    `\nLighthouse 13 mobile, median of ${runs} runs (score by run; metrics are medians; runs interleaved round by round, so a slow spell of the shared host hits every page alike; "cpu" = median Lighthouse benchmarkIndex of the host, higher is faster):`,
  );
  console.log(`  ${'page'.padEnd(18)} score  FCP ms  LCP ms  TBT ms    CLS   SI ms   cpu  target`);
  const pages = [
    {
      path: '/',
      kind: 'reference' as const,
      base: `http://127.0.0.1:${port + 1}`,
      label: 'empty page',
    },
    ...KEY_PAGES.filter((p) => !only || only.includes(p.path)).map((p) => ({
      ...p,
      base,
      label: p.path,
    })),
  ];
  const results = new Map<string, LhRun[]>(pages.map((p) => [p.label, []]));
  const failures = new Map<string, number>(pages.map((p) => [p.label, 0]));
  for (let round = 0; round < runs; round++) {
    for (const page of pages) {
      // Under load a Lighthouse run sometimes fails to start Chrome: retry once, and report it.
      for (let attempt = 0; attempt < 2; attempt++) {
        try {
          results.get(page.label)!.push(lighthouse(`${page.base}${page.path}`));
          break;
        } catch {
          failures.set(page.label, failures.get(page.label)! + 1);
        }
      }
    }
  }
  for (const page of pages) {
    const rs = results.get(page.label)!;
    const failed = failures.get(page.label)!;
    if (rs.length === 0) {
      console.log(`  ${page.label.padEnd(18)} all ${failed} Lighthouse runs failed`);
      continue;
    }
    const m = (k: keyof LhRun) => median(rs.map((r) => r[k]));
    const target = page.kind === 'content' ? 95 : page.kind === 'application' ? 90 : null;
    const verdict =
      target === null
        ? 'reference (no target)'
        : `>=${target}, CLS 0: ${m('score') >= target && m('cls') === 0 ? 'met' : 'MISS'}`;
    console.log(
      `  ${page.label.padEnd(18)} ${String(m('score')).padStart(5)} ${m('fcp').toFixed(0).padStart(7)} ${m('lcp').toFixed(0).padStart(7)} ${m('tbt').toFixed(0).padStart(7)} ${m('cls').toFixed(3).padStart(6)} ${m('si').toFixed(0).padStart(7)} ${m('cpu').toFixed(0).padStart(5)}  ${verdict}  (scores ${rs.map((r) => r.score).join('/')}${failed ? `; ${failed} failed runs retried` : ''})`,
    );
  }
} finally {
  for (const s of servers) {
    try {
      process.kill(-s.pid!, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
  fs.rmSync(emptyDir, { recursive: true, force: true });
  fs.rmSync(path.join(root, '.data-bench'), { recursive: true, force: true });
  console.log(
    `\nload average at the end ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
}

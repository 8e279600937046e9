/**
 * `npm run bench:web`: phone speed of the public site beside an empty App Router page, measured
 * in the same run (run it when nothing else runs on the machine: the scores follow its load).
 *
 * Steps: builds the site (skip with --skip-build); builds an empty App Router page (one `<h1>`,
 * the same Next.js and node_modules) in .bench/ (git-ignored, never part of the site) and runs the
 * site's post-build steps on it (scripts/post-build.mjs, as `npm run build` does); starts both
 * with the site's server (scripts/serve.mjs) on loopback (--plain-empty: the empty page as `next
 * build` makes it, served by `next start`, for figures beside the rounds before 2026-11-29, early
 * morning); loads each measured page once on a phone (warmUp); then prints
 * - the first-load JavaScript (gzip of the `<script src>` files in the HTML, the legacy noModule
 *   polyfill chunk that modern browsers skip excluded) of every route of lib/routes.ts beside the
 *   empty page;
 * - Lighthouse 13 mobile (default preset: simulated slow 4G, 4x CPU slowdown; Debian chromium,
 *   CHROMIUM_PATH) performance score, LCP, TBT, CLS, FCP of each key page and of the empty page:
 *   median of --runs runs taken round by round (every page once, then again), so a slow spell of
 *   the shared host hits the reference and the pages alike. `uptime` is printed with every round
 *   and every row carries the median 1-minute load average of its runs and the median
 *   benchmarkIndex (Lighthouse's measure of the host's CPU). When that index is above 2,000 (a
 *   fast host, on which 4x makes a faster phone than the one the targets are about), every
 *   round runs again with `--throttling.cpuSlowdownMultiplier` raised to 4 × index / 1,000, the
 *   slowdown that makes the host a phone of a host of index 1,000 slowed down 4x (the slowdown a
 *   host needs grows in proportion to its index: Lighthouse docs/throttling.md, "Calibrating
 *   multipliers"), and both passes are printed and judged;
 * - for each page and pass, what holds LCP and TBT in its median run (the scripts and images that
 *   had finished before the observed LCP, which Lantern's LCP can count, with that count for every
 *   run; the document's bytes against a new connection's first round trip; LCP element and
 *   phases, render-blocking requests, the scripts with the most main-thread time, main-thread work
 *   by kind, the simulated long tasks with the blocking time each adds to TBT, and, from the
 *   run's trace, the wall and thread time of the main thread's tasks that Lantern keeps
 *   (scripts/lib/trace-tasks.ts): how much of what it multiplies was waiting on this host);
 * - the LCP of each key page and of the empty page on a phone's network without a CPU slowdown
 *   (Chrome's own throttling at Lighthouse's slow-4G figures, Playwright, median of --net-runs
 *   loads taken round by round): what the bytes on the LCP path cost, read without the CPU noise
 *   that a shared machine puts into Lighthouse's simulation. It has no target of its own.
 *
 * - interaction latency (scripts/lib/inp-bench.ts): web-vitals' INP of the key interactions at 4x
 *   CPU (CDP), p75 of --inp-runs loads each, beside a button click on the empty app.
 *
 * Targets, as ratios to the empty page of the same run so that they hold on any host (medians of
 * the runs): content pages TBT <= 1.5 × the empty page's and score >= the empty page's - 3;
 * /area/ and /apply/* TBT <= 2 × and score >= empty - 6; LCP <= 2,500 ms and CLS 0 on every page;
 * INP p75 <= 200 ms for each interaction. The process exits with code 1 when a target is missed
 * (2 when a page could not be measured).
 *
 * Options: --port <n> (default E2E_PORT + 10, else 3110; the empty app uses port + 1), --runs <n>
 * (default 5), --net-runs <n> (default 5; 0 skips that table), --inp-runs <n> (default 10; 0 skips
 * the interactions), --inp-only (only the interactions: no first-load JS, Lighthouse or network
 * table), --skip-build, --only <path,...>, --save-dir <dir> (keep every Lighthouse JSON and its
 * trace), --no-js (skip the first-load JavaScript table), --plain-empty (the empty page without
 * the site's post-build steps, served by `next start`).
 */
import { execFileSync, execSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { defaultSettings as lighthouseDefaults } from 'lighthouse/core/config/constants.js';
import { SITE_ROUTES } from '../lib/routes';
import { deferredScriptSources } from '../lib/server/page-scripts.mjs';
import { INP_CPU_SLOWDOWN, INP_TARGET_MS, measureInteractions } from './lib/inp-bench';
import { KEPT_TASK_MS, keptTaskTime, type TraceEvent } from './lib/trace-tasks';

const root = process.cwd();
declare global {
  interface Window {
    /** The page's last largest-contentful-paint time (ms), kept by networkLcp's init script. */
    __lcp?: number;
  }
}

const args = process.argv.slice(2);
const opt = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const port = Number(
  opt('--port') ?? (process.env.E2E_PORT ? Number(process.env.E2E_PORT) + 10 : 3110),
);
const inpOnly = args.includes('--inp-only');
/** The empty page as `next build` makes it, without the site's post-build steps, on `next start`. */
const plainEmpty = args.includes('--plain-empty');
const runs = inpOnly ? 0 : Number(opt('--runs') ?? 5);
const netRuns = inpOnly ? 0 : Number(opt('--net-runs') ?? 5);
const inpRuns = Number(opt('--inp-runs') ?? 10);
const saveDir = opt('--save-dir');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

type Kind = 'content' | 'application';
/** Representative pages: shell pages, a list, an article, plan/option/landing pages, the flow. */
const KEY_PAGES: { path: string; kind: Kind }[] = [
  { path: '/', kind: 'content' },
  { path: '/campaign/', kind: 'content' },
  { path: '/campaign/mesh/', kind: 'content' },
  { path: '/plan/home/', kind: 'content' },
  { path: '/option/tv/', kind: 'content' },
  { path: '/special/lp2/', kind: 'content' },
  { path: '/area/', kind: 'application' },
  { path: '/apply/area/', kind: 'application' },
  { path: '/apply/form/', kind: 'application' },
];
/**
 * Targets of the phone pages, per kind: TBT at most `tbtX` times the empty page's, score at most
 * `belowEmpty` points below it; LCP (ms) and CLS on every page. See the header comment.
 */
const TARGET = {
  content: { tbtX: 1.5, belowEmpty: 3 },
  application: { tbtX: 2, belowEmpty: 6 },
  lcpMs: 2_500,
  cls: 0,
} as const;
/** Above this benchmarkIndex the host is fast enough that a second pass slows it down more. */
const FAST_HOST_INDEX = 2_000;
/** The host whose 4x slowdown stands for the phone of the targets (Lighthouse benchmarkIndex). */
const PHONE_HOST_INDEX = 1_000;

const only = opt('--only')?.split(',');
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim();
const load1 = () => os.loadavg()[0]!;

function step(label: string, command: string, cwd: string) {
  const t = performance.now();
  try {
    execSync(command, { cwd, env: { ...env, PWD: cwd }, stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    const e = error as { stdout?: Buffer; stderr?: Buffer };
    console.error(`${label} failed:\n${e.stdout?.toString() ?? ''}${e.stderr?.toString() ?? ''}`);
    throw error;
  }
  console.log(`${label}: ${((performance.now() - t) / 1000).toFixed(1)} s  (${uptime()})`);
}

function emptyApp(): string {
  fs.mkdirSync(path.join(root, '.bench'), { recursive: true });
  const dir = fs.mkdtempSync(path.join(root, '.bench', 'empty-'));
  fs.mkdirSync(path.join(dir, 'app'));
  fs.writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({ name: 'empty', private: true, type: 'module' }),
  );
  // Served by the site's server, which compresses Next's answers itself (next.config.mjs).
  fs.writeFileSync(
    path.join(dir, 'next.config.mjs'),
    `export default { trailingSlash: true${plainEmpty ? '' : ', compress: false'} };\n`,
  );
  fs.writeFileSync(
    path.join(dir, 'app/layout.js'),
    'export default function RootLayout({ children }) { return <html lang="ja"><body>{children}</body></html>; }\n',
  );
  fs.writeFileSync(
    path.join(dir, 'app/page.js'),
    'export default function Page() { return <main><h1>empty</h1></main>; }\n',
  );
  // A start hook that does nothing. Without one of its own, Next 16's Turbopack build of an app
  // inside this repository compiles the site's instrumentation.ts (the workspace root's) into it:
  // the empty server then opened a database it could not migrate (no drizzle/ here) and retried
  // it all run long, busy on one of the two cores and growing until it died mid-pass.
  fs.writeFileSync(path.join(dir, 'instrumentation.js'), 'export function register() {}\n');
  // /button/: the interaction latency's reference, one client button (the Lighthouse reference
  // `/` stays without client code).
  fs.mkdirSync(path.join(dir, 'app/button'));
  fs.writeFileSync(
    path.join(dir, 'app/button/counter.js'),
    "'use client';\nimport { useState } from 'react';\nexport default function Counter() { const [n, setN] = useState(0); return <button type=\"button\" data-count={n} onClick={() => setN(n + 1)}>count</button>; }\n",
  );
  fs.writeFileSync(
    path.join(dir, 'app/button/page.js'),
    "import Counter from './counter';\nexport default function Page() { return <main><h1>empty</h1><Counter /></main>; }\n",
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
  // Modern browsers skip the legacy polyfill chunk (<script noModule>), so it is not counted; the
  // site's server moves the chunk tags into a loader run after the first frame
  // (lib/server/page-scripts.mjs), which loads them all the same.
  const srcs = [
    ...new Set([
      ...[...html.matchAll(/<script([^>]*)>/g)]
        .filter((m) => !/\bnomodule\b/i.test(m[1]!))
        .map((m) => /\bsrc="([^"]+)"/.exec(m[1]!)?.[1])
        .filter((src): src is string => !!src),
      ...deferredScriptSources(html),
    ]),
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

/** The parts of a Lighthouse result this benchmark reads. */
interface Lhr {
  categories: { performance: { score: number } };
  environment: { benchmarkIndex: number };
  audits: Record<
    string,
    {
      numericValue?: number;
      details?: {
        type?: string;
        items?: Record<string, unknown>[];
      };
    }
  >;
}

interface LhRun {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Lighthouse's benchmarkIndex of the host during the run (higher = faster CPU). */
  cpu: number;
  /** 1-minute load average when the run ended. */
  load: number;
  /** The main thread's tasks Lantern keeps, from the run's trace (scripts/lib/trace-tasks.ts). */
  kept: ReturnType<typeof keptTaskTime>;
  lhr: Lhr;
}

/** The numeric figures of a run, of which the passes take medians. */
type RunFigure = Exclude<keyof LhRun, 'lhr' | 'kept'>;

/**
 * One Lighthouse mobile run of `url`; `cpuSlowdown` replaces the preset's 4x CPU slowdown when
 * given. Saved as <label>-r<round>[-x<cpuSlowdown>].json in --save-dir, with the run's Chrome
 * trace beside it (.trace.json), which also gives the main thread's kept tasks (LhRun.kept).
 */
function lighthouse(url: string, label: string, round: number, cpuSlowdown?: number): LhRun {
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
      '--save-assets',
      ...(cpuSlowdown ? [`--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`] : []),
    ],
    {
      env: { ...env, CHROME_PATH: chromiumPath },
      stdio: ['ignore', 'ignore', 'ignore'],
      timeout: 180_000,
    },
  );
  const lhr = JSON.parse(fs.readFileSync(out, 'utf8')) as Lhr;
  // --save-assets writes the run's trace and DevTools log beside the report as <stem>-0.*.json.
  const assets = ['trace', 'devtoolslog'].map((kind) => out.replace(/\.json$/, `-0.${kind}.json`));
  const trace = JSON.parse(fs.readFileSync(assets[0]!, 'utf8')) as { traceEvents: TraceEvent[] };
  if (saveDir) {
    fs.mkdirSync(saveDir, { recursive: true });
    const name = label === 'empty page' ? 'empty' : label.replace(/\//g, '_').replace(/^_|_$/g, '');
    const stem = `${name || 'home'}-r${round + 1}${cpuSlowdown ? `-x${cpuSlowdown}` : ''}`;
    fs.copyFileSync(out, path.join(saveDir, `${stem}.json`));
    fs.copyFileSync(assets[0]!, path.join(saveDir, `${stem}.trace.json`));
  }
  for (const file of [out, ...assets]) fs.rmSync(file, { force: true });
  const a = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round(lhr.categories.performance.score * 100),
    fcp: a('first-contentful-paint'),
    lcp: a('largest-contentful-paint'),
    tbt: a('total-blocking-time'),
    cls: a('cumulative-layout-shift'),
    cpu: lhr.environment.benchmarkIndex,
    load: load1(),
    kept: keptTaskTime(trace.traceEvents),
    lhr,
  };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};

/** Items of an audit's table (also inside a list, as the insight audits nest them). */
function tableItems(lhr: Lhr, id: string): Record<string, unknown>[] {
  const d = lhr.audits[id]?.details;
  if (!d) return [];
  if (d.type === 'list')
    return (d.items ?? []).flatMap(
      (t) => ((t as { type?: string }).type === 'table' ? ((t.items as []) ?? []) : []) as [],
    );
  return d.items ?? [];
}

const shortUrl = (u: unknown) =>
  String(u)
    .replace(/^https?:\/\/127\.0\.0\.1:\d+/, '')
    .replace(/^\/_next\/static\/chunks\//, 'chunks/');

/**
 * What of the load had finished before the observed (unthrottled) LCP of one run: Lantern's LCP
 * estimate (@paulirish/trace_engine, `lantern/metrics/LargestContentfulPaint.js` through
 * `FirstContentfulPaint.getFirstPaintBasedGraph`) keeps only the requests that ended before that
 * paint, and of the scripts among them only those that also ran before it.
 * Whether the page's first frame beats its scripts on loopback therefore splits a page's runs into
 * two modes about a second of simulated LCP apart (docs/benchmarks.md, round of 2026-11-26,
 * midnight). Times in ms from the navigation's start, sizes in KB as transferred.
 */
function beforeObservedLcp(lhr: Lhr): {
  observedLcp: number;
  scripts: number;
  scriptsEnded: number;
  scriptKb: number;
  imagesEnded: number;
  imageKb: number;
} {
  const observedLcp = Number(tableItems(lhr, 'metrics')[0]?.observedLargestContentfulPaint);
  const requests = tableItems(lhr, 'network-requests');
  const started = (type: string) =>
    requests.filter((r) => r.resourceType === type && Number(r.networkRequestTime) < observedLcp);
  const ended = (rs: Record<string, unknown>[]) =>
    rs.filter((r) => Number(r.networkEndTime) <= observedLcp);
  const kb = (rs: Record<string, unknown>[]) =>
    rs.reduce((sum, r) => sum + Number(r.transferSize), 0) / 1024;
  const scripts = started('Script');
  const scriptsEnded = ended(scripts);
  const images = ended(started('Image'));
  return {
    observedLcp,
    scripts: scripts.length,
    scriptsEnded: scriptsEnded.length,
    scriptKb: kb(scriptsEnded),
    imagesEnded: images.length,
    imageKb: kb(images),
  };
}

/**
 * Lantern's TCP model (`@paulirish/trace_engine` lantern/simulation/TCPConnection.js) delivers 10
 * segments of 1,460 bytes in a new connection's first round trip, then doubles the window each round
 * trip: a document of more bytes as transferred (headers and gzip body) costs one more round trip,
 * 150 ms on slow 4G, before anything it links can start (docs/benchmarks.md, round of 2026-11-27).
 */
const FIRST_ROUND_TRIP_BYTES = 10 * 1460;

/** The page's document as transferred in this run (bytes, headers included). */
function documentBytes(lhr: Lhr): number {
  const doc = tableItems(lhr, 'network-requests').find((r) => r.resourceType === 'Document');
  return Number(doc?.transferSize ?? NaN);
}

/**
 * Which tasks make a run's TBT. The `long-tasks` audit lists the main thread's tasks of 50 ms or
 * more on the simulated timeline (start and duration in ms from the navigation's start: the
 * observed durations times the CPU multiplier, or half of it for a task that laid out the page,
 * `lantern/simulation/Simulator.js` of @paulirish/trace_engine; most tasks under 10 ms observed are
 * left out of the simulation). Each blocks for the part of it between the simulated FCP and TTI
 * beyond its first 50 ms (`lantern/metrics/TBTUtils.js`). Lantern's TBT is the mean of an
 * optimistic and a pessimistic estimate, each clipped to a FCP and a TTI of its own, so the sum
 * here, clipped to the reported FCP and TTI, comes near the reported TBT but need not equal it
 * (docs/benchmarks.md, round of 2026-11-29, late evening).
 */
function blockingByTask({ lhr, fcp, tbt }: LhRun): {
  tbt: number;
  counted: number;
  tasks: { url: string; start: number; duration: number; counted: number }[];
} {
  const tti = lhr.audits.interactive?.numericValue ?? NaN;
  const tasks = tableItems(lhr, 'long-tasks')
    .map((i) => {
      const start = Number(i.startTime);
      const duration = Number(i.duration);
      const clipped = Math.min(start + duration, tti) - Math.max(start, fcp);
      return { url: String(i.url), start, duration, counted: Math.max(0, clipped - 50) };
    })
    .sort((a, b) => a.start - b.start);
  return {
    tbt,
    counted: tasks.reduce((sum, t) => sum + t.counted, 0),
    tasks,
  };
}

/** One paragraph per page: what holds LCP and TBT in this (median) run. */
function diagnose(run: LhRun, runs: LhRun[]): string[] {
  const { lhr } = run;
  const lines: string[] = [];
  const before = beforeObservedLcp(lhr);
  lines.push(
    `finished before the observed LCP (${before.observedLcp} ms, unthrottled), so Lantern's LCP can count them (a script if it also ran before it): ${before.scriptsEnded} of ${before.scripts} scripts (${before.scriptKb.toFixed(0)} KB), ${before.imagesEnded} images (${before.imageKb.toFixed(0)} KB); every run, LCP ms (scripts finished before the observed LCP): ${runs
      .map((r) => {
        const b = beforeObservedLcp(r.lhr);
        return `${r.lcp.toFixed(0)} (${b.scriptsEnded}/${b.scripts})`;
      })
      .join(', ')}`,
  );
  const docBytes = documentBytes(lhr);
  lines.push(
    `document ${docBytes} bytes as transferred: ${docBytes <= FIRST_ROUND_TRIP_BYTES ? 'within' : `${docBytes - FIRST_ROUND_TRIP_BYTES} bytes beyond`} a new connection's first round trip (${FIRST_ROUND_TRIP_BYTES} bytes)`,
  );
  const lcpList = lhr.audits['lcp-breakdown-insight']?.details?.items ?? [];
  const node = lcpList.find((t) => (t as { type?: string }).type === 'node') as
    { snippet?: string; nodeLabel?: string } | undefined;
  const phases = tableItems(lhr, 'lcp-breakdown-insight')
    .map((i) => `${String(i.subpart)} ${Number(i.duration).toFixed(0)}`)
    .join(', ');
  lines.push(
    `LCP element ${node?.snippet?.slice(0, 90) ?? '?'} ("${(node?.nodeLabel ?? '').slice(0, 30)}"); observed phases (ms, unthrottled): ${phases}`,
  );
  const blocking = tableItems(lhr, 'render-blocking-insight').map(
    (i) => `${shortUrl(i.url)} (${Math.round(Number(i.totalBytes) / 1024)} KB)`,
  );
  lines.push(`render-blocking: ${blocking.join(', ') || 'none'}`);
  const boot = tableItems(lhr, 'bootup-time')
    .slice(0, 4)
    .map(
      (i) =>
        `${shortUrl(i.url)} ${Number(i.total).toFixed(0)} (script ${Number(i.scripting).toFixed(0)}, parse ${Number(i.scriptParseCompile).toFixed(0)})`,
    );
  lines.push(`bootup-time ms: ${boot.join('; ')}`);
  const work = tableItems(lhr, 'mainthread-work-breakdown')
    .slice(0, 5)
    .map((i) => `${String(i.groupLabel ?? i.group)} ${Number(i.duration).toFixed(0)}`);
  lines.push(`main thread ms: ${work.join(', ')}`);
  const byTask = blockingByTask(run);
  lines.push(
    `blocking time by task (simulated ms: start +duration -> counted; sum ${byTask.counted.toFixed(0)} against TBT ${byTask.tbt.toFixed(0)}): ${byTask.tasks
      .map(
        (t) =>
          `${shortUrl(t.url)} ${t.start.toFixed(0)} +${t.duration.toFixed(0)} -> ${t.counted.toFixed(0)}`,
      )
      .join(', ')}`,
  );
  const kept = run.kept;
  lines.push(
    kept
      ? `main thread's tasks of ${KEPT_TASK_MS} ms or more as observed (Lantern keeps them and multiplies their wall time): ${kept.tasks}, wall ${kept.wallMs.toFixed(0)} ms, thread (CPU) time ${kept.cpuMs.toFixed(0)} ms: waiting ${(100 * (1 - kept.cpuMs / kept.wallMs)).toFixed(0)} % of it`
      : "main thread's tasks: no page navigation in the trace",
  );
  const fonts = tableItems(lhr, 'font-display-insight').length;
  const third = tableItems(lhr, 'third-parties-insight').length;
  lines.push(`fonts without font-display: ${fonts}; third-party entities: ${third}`);
  return lines;
}

/**
 * The slow-4G network Lighthouse simulates for its mobile runs (round trip `rttMs`, download
 * `throughputKbps`) and its phone screen (412 x 823 at 1.75x), read from Lighthouse's own defaults
 * so that this table follows the Lighthouse the bench runs.
 */
const SLOW_4G = lighthouseDefaults.throttling;
const PHONE = lighthouseDefaults.screenEmulation;

/** A new browser context with Lighthouse's phone screen (PHONE), in Japanese. */
function phoneContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: PHONE.width, height: PHONE.height },
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: true,
    locale: 'ja-JP',
  });
}

/**
 * LCP (ms, from a PerformanceObserver) and the bytes of the images it loaded (KB of encoded
 * bodies) for one load of `url` in a new PHONE context under Chrome's network throttling at
 * SLOW_4G, without a CPU slowdown.
 */
async function networkLcp(
  browser: Browser,
  url: string,
): Promise<{ lcp: number; imageKb: number }> {
  const context = await phoneContext(browser);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: SLOW_4G.rttMs,
      downloadThroughput: (SLOW_4G.throughputKbps * 1024) / 8,
      uploadThroughput: (SLOW_4G.uploadThroughputKbps * 1024) / 8,
    });
    await page.addInitScript(() => {
      window.__lcp = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    // LCP is the last candidate reported: a second after load lets a late image paint.
    await page.waitForTimeout(1_000);
    return await page.evaluate(() => ({
      lcp: window.__lcp ?? 0,
      imageKb:
        performance
          .getEntriesByType('resource')
          // The LCP image comes through its preload link, the others through <img>.
          .filter(
            (r) =>
              (r as PerformanceResourceTiming).initiatorType === 'img' ||
              new URL(r.name).pathname.startsWith('/_next/image'),
          )
          .reduce((sum, r) => sum + (r as PerformanceResourceTiming).encodedBodySize, 0) / 1024,
    }));
  } finally {
    await context.close();
  }
}

/**
 * Loads each page once in a phone context (PHONE, no throttling) before the first Lighthouse
 * round, so the image optimiser has encoded the candidates a phone requests, as on a site that has
 * been running: its first AVIF encoding of an image costs it 100–250 ms (WebP 20–40 ms), once per
 * image and width, kept in .next/cache/images. Without it the first round measures that encoding.
 */
async function warmUp(urls: string[]): Promise<void> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    for (const url of urls) {
      const context = await phoneContext(browser);
      await (await context.newPage()).goto(url, { waitUntil: 'load', timeout: 60_000 });
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

/** A page Lighthouse measures: a key page of the site, or the empty page (the reference). */
interface MeasuredPage {
  path: string;
  kind: Kind | 'reference';
  base: string;
  label: string;
}

/** Every page's runs of one pass, and the runs that failed twice. */
interface Pass {
  results: Map<string, LhRun[]>;
  failures: Map<string, number>;
}

/**
 * `rounds` rounds of Lighthouse over `pages` (every page once per round), at the preset's CPU
 * slowdown or at `cpuSlowdown`; `uptime` before every round.
 */
function lighthousePass(pages: MeasuredPage[], rounds: number, cpuSlowdown?: number): Pass {
  console.log(
    `\nLighthouse 13 mobile (simulated slow 4G, ${cpuSlowdown ?? SLOW_4G.cpuSlowdownMultiplier}x CPU), ${rounds} rounds; each round runs every page once; the empty page ${plainEmpty ? 'as next build makes it, on next start (--plain-empty)' : "built and served as the site is (post-build steps, the site's server)"}:`,
  );
  const results = new Map<string, LhRun[]>(pages.map((p) => [p.label, []]));
  const failures = new Map<string, number>(pages.map((p) => [p.label, 0]));
  for (let round = 0; round < rounds; round++) {
    console.log(`  round ${round + 1}: ${uptime()}`);
    for (const page of pages) {
      // Under load a Lighthouse run sometimes fails to start Chrome: retry once, and report it.
      for (let attempt = 0; attempt < 2; attempt++) {
        try {
          results
            .get(page.label)!
            .push(lighthouse(`${page.base}${page.path}`, page.label, round, cpuSlowdown));
          break;
        } catch (error) {
          failures.set(page.label, failures.get(page.label)! + 1);
          const first = (error instanceof Error ? error.message : String(error)).split('\n')[0];
          console.log(`    ${page.label}: run failed (${first})`);
        }
      }
    }
  }
  console.log(`  done: ${uptime()}`);
  return { results, failures };
}

/**
 * Prints the medians of one pass beside the empty page and judges each page against TARGET.
 * Returns the misses, the exit code it asks for (2: a page not measured), the median
 * benchmarkIndex of all its runs and the diagnosis of each page's median run.
 */
function judge(
  pages: MeasuredPage[],
  { results, failures }: Pass,
  title: string,
): { misses: string[]; exitCode: number; benchmarkIndex: number; diagnoses: [string, string[]][] } {
  const med = (label: string, k: RunFigure) => median(results.get(label)!.map((r) => r[k]));
  if (results.get('empty page')!.length === 0)
    throw new Error('the empty page could not be measured');
  const refScore = med('empty page', 'score');
  const refLcp = med('empty page', 'lcp');
  const refTbt = med('empty page', 'tbt');
  const benchmarkIndex = median([...results.values()].flat().map((r) => r.cpu));
  console.log(
    `\nMedians, ${title} (benchmarkIndex of the host, median of all runs: ${benchmarkIndex.toFixed(0)}; score: median of the runs; "vs empty": score difference, LCP and TBT ratio to the empty page of the same pass; load = median 1-min load average of the runs; cpu = benchmarkIndex, higher is faster):`,
  );
  console.log(
    `  ${'page'.padEnd(16)} score vs empty  LCP ms  ×empty  TBT ms  ×empty    CLS  FCP ms   cpu  load  target`,
  );
  const misses: string[] = [];
  const diagnoses: [string, string[]][] = [];
  let exitCode = 0;
  for (const page of pages) {
    const rs = results.get(page.label)!;
    const failed = failures.get(page.label)!;
    if (rs.length === 0) {
      console.log(`  ${page.label.padEnd(16)} all ${failed} Lighthouse runs failed`);
      misses.push(`${page.label}: not measured`);
      exitCode = 2;
      continue;
    }
    const m = (k: RunFigure) => med(page.label, k);
    const score = m('score');
    const checks: [string, boolean][] = [];
    if (page.kind !== 'reference') {
      const t = TARGET[page.kind];
      checks.push([`TBT <= ${t.tbtX}x empty`, m('tbt') <= t.tbtX * refTbt]);
      checks.push([`score >= empty - ${t.belowEmpty}`, score >= refScore - t.belowEmpty]);
      checks.push([`LCP <= ${TARGET.lcpMs}`, m('lcp') <= TARGET.lcpMs]);
      checks.push([`CLS ${TARGET.cls}`, m('cls') <= TARGET.cls]);
    }
    const missed = checks.filter(([, ok]) => !ok).map(([name]) => name);
    if (missed.length) misses.push(`${page.label}: ${missed.join(', ')}`);
    const verdict =
      page.kind === 'reference' ? 'reference' : missed.length ? `MISS ${missed.join(', ')}` : 'met';
    const diff = score - refScore;
    console.log(
      `  ${page.label.padEnd(16)} ${String(score).padStart(5)} ${(diff > 0 ? `+${diff}` : String(diff)).padStart(8)} ${m('lcp').toFixed(0).padStart(7)} ${(m('lcp') / refLcp).toFixed(2).padStart(7)} ${m('tbt').toFixed(0).padStart(7)} ${(m('tbt') / refTbt).toFixed(2).padStart(7)} ${m('cls').toFixed(3).padStart(6)} ${m('fcp').toFixed(0).padStart(7)} ${m('cpu').toFixed(0).padStart(5)} ${m('load').toFixed(1).padStart(5)}  ${verdict}  (scores ${rs.map((r) => r.score).join('/')}${failed ? `; ${failed} failed runs retried` : ''})`,
    );
    // The run whose score is the median stands for the page in the diagnosis.
    const medianRun = rs.find((r) => r.score === score) ?? rs[0]!;
    diagnoses.push([page.label, diagnose(medianRun, rs)]);
  }
  return { misses, exitCode, benchmarkIndex, diagnoses };
}

console.log(
  `bench:web (node ${process.version}, ${os.cpus().length} cores)\n  uptime: ${uptime()}`,
);
if (!args.includes('--skip-build')) step('npm run build', 'npm run build', root);
const emptyDir = emptyApp();
const servers: ChildProcess[] = [];
/** Ends the servers (detached, each in a process group of its own) and removes the run's files. */
function cleanUp() {
  for (const s of servers)
    try {
      process.kill(-s.pid!, 'SIGTERM');
    } catch {
      /* already gone */
    }
  fs.rmSync(emptyDir, { recursive: true, force: true });
  fs.rmSync(path.join(root, '.data-bench'), { recursive: true, force: true });
}
// Ctrl-C or a kill ends the servers too: an orphaned server would keep a port and memory, and its
// load would skew the next run.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    cleanUp();
    process.exit(130);
  });
let exitCode = 0;
try {
  step('next build (empty App Router page)', 'npx next build', emptyDir);
  // The reference is built and served as the site is: the site's build marks its scripts
  // (React's and Next's runtime among them) for eager compilation and writes their compressed
  // copies after `next build` (scripts/post-build.mjs), and the site's server sends those copies
  // (scripts/serve.mjs). Without the marks the empty page's TBT was 266 ms against 67
  // (docs/benchmarks.md, round of 2026-11-29, early morning): a reference built or served
  // otherwise would credit the site with what its build and server save the framework.
  if (!plainEmpty)
    step(
      'post-build steps (empty App Router page, as npm run build does for the site)',
      `node scripts/post-build.mjs ${JSON.stringify(path.join(emptyDir, '.next'))}`,
      root,
    );
  servers.push(
    await start([process.execPath, 'scripts/e2e-server.mjs', String(port)], root, port, {
      E2E_DATA_DIR: '.data-bench',
    }),
  );
  const emptyHost = ['-p', String(port + 1), '-H', '127.0.0.1'];
  servers.push(
    await start(
      plainEmpty
        ? ['npx', 'next', 'start', ...emptyHost]
        : [process.execPath, 'scripts/serve.mjs', ...emptyHost, '--dir', emptyDir],
      plainEmpty ? emptyDir : root,
      port + 1,
    ),
  );
  const base = `http://127.0.0.1:${port}`;

  if (!args.includes('--no-js') && !inpOnly) {
    const empty = await firstLoadJs(`http://127.0.0.1:${port + 1}`, '/');
    console.log(
      `\nFirst-load JS (gzip; scripts in the HTML, legacy noModule polyfill excluded). Empty App Router page: ${empty.kb} KB (${empty.scripts} scripts)`,
    );
    for (const route of SITE_ROUTES) {
      const js = await firstLoadJs(base, route.path);
      console.log(
        `  ${route.path.padEnd(34)} ${js.kb.toFixed(1).padStart(7)} KB  ${(js.kb / empty.kb).toFixed(2)}x  ${String(js.scripts).padStart(2)} scripts`,
      );
    }
  }

  const pages: MeasuredPage[] = [
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
  const misses: string[] = [];
  if (runs > 0) {
    await warmUp(pages.map((p) => `${p.base}${p.path}`));
    console.log(`\nwarm-up (each page loaded once on a phone): ${uptime()}`);
    const first = lighthousePass(pages, runs);
    const pass = judge(pages, first, 'preset 4x CPU');
    // Each pass's diagnosis: the slow pass's is the phone of the targets on a fast host.
    const diagnosed: [string, [string, string[]][]][] = [['preset 4x CPU', pass.diagnoses]];
    misses.push(...pass.misses);
    exitCode = Math.max(exitCode, pass.exitCode);
    if (pass.benchmarkIndex > FAST_HOST_INDEX) {
      const multiplier =
        Math.round(
          ((SLOW_4G.cpuSlowdownMultiplier * pass.benchmarkIndex) / PHONE_HOST_INDEX) * 10,
        ) / 10;
      console.log(
        `\nbenchmarkIndex ${pass.benchmarkIndex.toFixed(0)} > ${FAST_HOST_INDEX}: again with --throttling.cpuSlowdownMultiplier=${multiplier} (4 × ${pass.benchmarkIndex.toFixed(0)} / ${PHONE_HOST_INDEX}: the phone of a host of index ${PHONE_HOST_INDEX} at 4x)`,
      );
      const slow = judge(pages, lighthousePass(pages, runs, multiplier), `${multiplier}x CPU`);
      misses.push(...slow.misses.map((m) => `${m} (${multiplier}x CPU)`));
      exitCode = Math.max(exitCode, slow.exitCode);
      diagnosed.push([`${multiplier}x CPU`, slow.diagnoses]);
    }
    for (const [title, diagnoses] of diagnosed) {
      console.log(`\nWhat holds LCP and TBT (median run of each page, ${title}):`);
      for (const [label, lines] of diagnoses) {
        console.log(`  ${label}`);
        for (const line of lines) console.log(`    ${line}`);
      }
    }
  }

  if (netRuns > 0) {
    console.log(
      `\nLCP on slow 4G (${SLOW_4G.rttMs} ms round trip, ${(SLOW_4G.throughputKbps / 1024).toFixed(1)} Mbit/s) without a CPU slowdown, Playwright and the same Chromium, ${netRuns} rounds (${uptime()}); no target, see the header:`,
    );
    const browser = await chromium.launch({
      executablePath: chromiumPath,
      args: ['--no-sandbox', '--disable-gpu'],
    });
    const net = new Map<string, { lcp: number; imageKb: number }[]>(
      pages.map((p) => [p.label, []]),
    );
    try {
      for (let round = 0; round < netRuns; round++)
        for (const page of pages)
          net.get(page.label)!.push(await networkLcp(browser, `${page.base}${page.path}`));
    } finally {
      await browser.close();
    }
    const refNet = median(net.get('empty page')!.map((r) => r.lcp));
    console.log(`  ${'page'.padEnd(16)} LCP ms  ×empty  images KB  runs (ms)`);
    for (const page of pages) {
      const rs = net.get(page.label)!;
      const lcp = median(rs.map((r) => r.lcp));
      console.log(
        `  ${page.label.padEnd(16)} ${lcp.toFixed(0).padStart(6)} ${(lcp / refNet).toFixed(2).padStart(7)} ${median(
          rs.map((r) => r.imageKb),
        )
          .toFixed(1)
          .padStart(10)}  ${rs.map((r) => r.lcp.toFixed(0)).join(' ')}`,
      );
    }
    console.log(`  done: ${uptime()}`);
  }

  if (inpRuns > 0) {
    console.log(
      `\nInteraction latency: web-vitals INP (attribution build) at ${INP_CPU_SLOWDOWN}x CPU (CDP), phone screen, p75 of ${inpRuns} loads each, target <= ${INP_TARGET_MS} ms (${uptime()}):`,
    );
    const browser = await chromium.launch({
      executablePath: chromiumPath,
      args: ['--no-sandbox', '--disable-gpu'],
    });
    try {
      misses.push(
        ...(await measureInteractions({
          browser,
          newContext: phoneContext,
          siteBase: base,
          emptyBase: `http://127.0.0.1:${port + 1}`,
          repetitions: inpRuns,
          log: (line) => console.log(line),
        })),
      );
    } finally {
      await browser.close();
    }
    console.log(`  done: ${uptime()}`);
  }

  if (misses.length) {
    exitCode = Math.max(exitCode, 1);
    console.log(`\nTargets missed (${misses.length}):`);
    for (const m of misses) console.log(`  ${m}`);
  } else {
    console.log('\nAll targets met.');
  }
} finally {
  cleanUp();
  console.log(`\nend: ${uptime()}`);
}
process.exit(exitCode);

/**
 * `npm run bench:api`: autocannon against a `{ __typename }` query (the reference: the same server's
 * HTTP, yoga and plugin cost with no resolver work), searchCommufaArea and applyCTC, and against
 * the store floor (scripts/lib/floor-server.ts: a plain `node:http` server of this run that parses
 * applyCTC's body and stores the same application row in the same kind of database, nothing
 * else), taking turns in one run; prints requests/s, p50/p99 latency (ms), searchCommufaArea's
 * ratio to the reference and applyCTC's ratio to the floor. Targets (exit code 1 when one is
 * missed): searchCommufaArea ≥ 0.5 of the reference's requests/s, applyCTC ≥ 0.5 of the floor's,
 * p99 < 100 ms for every operation at 10 connections. applyCTC's turn lasts until its applications'
 * receipt e-mails are delivered (the .eml files of the server's worker), and its req/s count
 * that time too: see run(). After the figures, where each operation's CPU went per request (the
 * server's main thread and how busy it was, its other threads, Postgres, this client: printCpu).
 *
 * Every request names a client of its own in X-Forwarded-For (newClientHeaders), which the API
 * server trusts from loopback as from one proxy: an application costs the per-client rate-limit
 * hit it costs behind the site's own server, and no client reaches its budget.
 *
 * Database: the API server (scripts/api-server.ts, global rate limits lifted but still counted) on
 * PGlite in a temporary data directory (under dataRoot: memory where there is /dev/shm) with the
 * full sample seed (the floor server on its own PGlite, seeded alike: PGlite is one process's
 * database); `-- --postgres` starts a throwaway Postgres on loopback
 * (scripts/lib/postgres-cluster.ts), migrates and seeds it; DATABASE_URL uses that (already
 * seeded: `npm run db:seed`) database instead. The floor server gets a database of its own on the
 * same Postgres (scratchDatabase), so nothing else delivers or counts its e-mails. BENCH_URL
 * points at a running server instead (no floor then), e.g. http://127.0.0.1:3102/api/graphql/ for
 * `next start` (start it with MUTATION_RATE_LIMIT=1000000). BENCH_SECONDS (default 10) per
 * operation, in BENCH_ROUNDS (default 3) turns of the reference and the operations, after
 * BENCH_WARMUP (default 15) seconds of each operation that are not counted; BENCH_CONNECTIONS
 * (default 10);
 * BENCH_CPU_PROF=<dir> runs the server under `node --cpu-prof` and writes its profile there;
 * BENCH_ONLY=searchCommufaArea (or applyCTC) measures that operation alone (for a profile of it): no
 * reference runs, so it prints no ratio and judges only p99 and failures.
 * `-- --parts` then also times each part of an applyCTC in this process, on the same kind of
 * database, against the budget the target leaves it (1 / (0.5 × the floor's requests/s);
 * scripts/lib/apply-parts.ts).
 *
 * `-- --smtp`: the API server sends its receipts over SMTP (a pooled nodemailer transport, as
 * with SMTP_URL in production) to a loopback relay in a process of its own
 * (scripts/lib/smtp-relay.ts), which files each message it accepts; applyCTC's turn lasts until
 * the relay has them all. The relay's work shares the machine's cores, as the file transport's
 * writes do; the judging run is the one without it.
 *
 * `npm run bench:api -- --soak`: applyCTC only, 50 connections for 30 s (override
 * with BENCH_CONNECTIONS / BENCH_SECONDS); collects the receipt number of every acknowledged
 * application, then stops the server and counts those receipts in the database. Exits 1 on any
 * error, non-2xx answer, GraphQL error, or acknowledged receipt missing from the database.
 */
import {
  accessSync,
  constants,
  existsSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statfsSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AREA_SEARCH_BODY, applyBody } from './lib/bench-requests';
import { applyUnderLoad, measureLoad, newClientHeaders } from './lib/load';
import { scratchDatabase, startPostgres, type PostgresCluster } from './lib/postgres-cluster';
import { threadSeconds, treeSeconds } from './lib/proc-cpu';
import { startServerProcess } from './lib/server-process';

const soak = process.argv.includes('--soak');
const usePostgres = process.argv.includes('--postgres');
const withParts = process.argv.includes('--parts');
const viaSmtp = process.argv.includes('--smtp');
const seconds = Number(process.env.BENCH_SECONDS ?? (soak ? 30 : 10));
/** Seconds of load per operation before the rounds, not counted (see the warm-up below). */
const warmUpSeconds = Number(process.env.BENCH_WARMUP ?? 15);
const connections = Number(process.env.BENCH_CONNECTIONS ?? (soak ? 50 : 10));

/**
 * Where the servers' data directories go (PGlite's files, the receipts' .eml files, the key):
 * BENCH_DATA_ROOT, else /dev/shm (memory) when it is there with 2 GiB free (a container's is often
 * 64 MiB; a run's PGlite directories and receipts take some hundreds of MiB), else the system's
 * temporary directory.
 * On this project's 2-core machines (ext4 mounted with discard) creating a file cost 25-40 µs of
 * kernel time in one run and 0.8-1.6 ms in another, depending on what the disk had freed before
 * (docs/benchmarks.md, round of 2026-11-28): applyCTC writes a new .eml file per application, the
 * floor none, so the host's disk made applyCTC's figure swing by up to a fifth with nothing else
 * changed. The Postgres cluster (--postgres) stays on disk: its commits wait for fsync there as a
 * deployment's do.
 */
const dataRoot =
  process.env.BENCH_DATA_ROOT ??
  (() => {
    try {
      accessSync('/dev/shm', constants.W_OK);
      const { bavail, bsize } = statfsSync('/dev/shm');
      return bavail * bsize >= 2 * 1024 ** 3 ? '/dev/shm' : tmpdir();
    } catch {
      return tmpdir();
    }
  })();

/**
 * Starts `script` (the API server, or the floor server with `profile` false) in a child process
 * on a free loopback port with a data directory of its own; resolves when it prints 'listening'.
 */
async function startServer(
  databaseUrl: string,
  script = 'scripts/api-server.ts',
  profiled = true,
  smtpUrl = '',
): Promise<{ url: string; pid: number | undefined; dataDir: string; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(dataRoot, 'hikari-bench-'));
  const profile =
    process.env.BENCH_CPU_PROF && profiled
      ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(process.env.BENCH_CPU_PROF)]
      : [];
  const server = await startServerProcess({
    script,
    nodeArgs: profile,
    echoStderr: true,
    env: {
      DATA_DIR: dataDir,
      MUTATION_GLOBAL_RATE_LIMIT: '100000000',
      TRUSTED_PROXY_HOPS: '1',
      TRUSTED_PROXY_CIDRS: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      SMTP_URL: smtpUrl,
    },
  });
  return {
    url: server.url,
    pid: server.child.pid,
    dataDir,
    stop: async () => {
      await server.stop();
    },
  };
}

interface Figures {
  name: string;
  rps: number;
  /** Requests answered (applyCTC: applications acknowledged). */
  requests: number;
  p50: number;
  p99: number;
  /** Answers that were not a 2xx without GraphQL errors, plus socket errors and timeouts. */
  failures: number;
}

/**
 * Receipt e-mails the API server has delivered so far: its .eml files, or with --smtp the files
 * of the messages the loopback relay accepted.
 */
let mailDirectory: string | null = null;
const delivered = () =>
  mailDirectory && existsSync(mailDirectory)
    ? readdirSync(mailDirectory).filter((f) => f.endsWith('.eml')).length
    : 0;
/** Applications acknowledged so far (warm-up included): each owes one delivered receipt e-mail. */
let acknowledged = 0;

/**
 * One turn of `name` for `duration` s. applyCTC's turn lasts until the receipt e-mails of its
 * applications are delivered too: the server's delivery worker runs in the same process, and a
 * backlog left behind would run in the next turn (the floor's, which delivers nothing), lowering
 * the floor and hiding the cost from applyCTC. Its req/s are the acknowledged applications over
 * that whole time (load and delivery), when the server's mail directory is known.
 */
async function run(
  name: string,
  url: string,
  body: () => string,
  duration = seconds,
  warmUp = false,
): Promise<Figures> {
  if (name !== 'applyCTC' || !mailDirectory)
    return {
      name,
      ...(await measureLoad({ url, connections, duration, body, headers: newClientHeaders })),
    };
  const started = performance.now();
  const { receipts, refused, result } = await applyUnderLoad({
    url,
    connections,
    duration,
    body,
    headers: newClientHeaders,
  });
  acknowledged += receipts.size;
  const loaded = performance.now();
  while (delivered() < acknowledged && performance.now() - loaded < 120_000)
    await new Promise((resolve) => setTimeout(resolve, 20));
  const elapsed = (performance.now() - started) / 1000;
  if (delivered() < acknowledged)
    console.log(`  applyCTC: ${acknowledged - delivered()} receipt e-mails not delivered in 120 s`);
  else if (!warmUp)
    console.log(
      `  applyCTC: ${receipts.size} applications in ${((loaded - started) / 1000).toFixed(1)} s of load, their e-mails delivered ${((performance.now() - loaded) / 1000).toFixed(1)} s later`,
    );
  return {
    name,
    rps: receipts.size / elapsed,
    requests: receipts.size,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: refused + result.errors + result.timeouts + result.non2xx,
  };
}

/**
 * Targets of the API benchmark: each operation's minimum ratio of its yardstick's requests/s
 * (searchCommufaArea: the `{ __typename }` reference; applyCTC: the store floor); p99 ceiling.
 */
const API_TARGETS = {
  searchCommufaArea: { ratio: 0.5, of: '{ __typename }' },
  applyCTC: { ratio: 0.5, of: 'store floor' },
  p99Ms: 100,
} as const;

const FLOOR = 'store floor';

const REFERENCE_BODY = JSON.stringify({ query: '{ __typename }' });

/**
 * Soak: applyCTC under many connections. Returns the receipt numbers the server acknowledged and
 * the count of requests that failed in any way.
 */
async function soakApply(
  url: string,
): Promise<{ receipts: Set<string>; failures: number; requests: number }> {
  const { receipts, answered, refused, result } = await applyUnderLoad({
    url,
    connections,
    duration: seconds,
    body: () => applyBody('soak'),
    headers: newClientHeaders,
  });
  console.log(
    `applyCTC soak      ${result.requests.average.toFixed(0).padStart(6)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   (${result['2xx']} 2xx, ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts; ${connections} connections, ${seconds} s)`,
  );
  return {
    receipts,
    failures: refused + result.errors + result.timeouts + result.non2xx,
    requests: answered,
  };
}

/** Receipt numbers of the given set present in the applications table of the stopped server's database. */
async function storedReceipts(dataDir: string, receipts: Set<string>): Promise<number> {
  const { openDatabase } = await import('@/lib/server/db/client');
  const { applications } = await import('@/lib/server/db/schema');
  const database = await openDatabase({
    dataDir: path.join(dataDir, 'pglite'),
    databaseUrl: databaseUrl,
  });
  try {
    const rows = await database.db
      .select({ receiptNumber: applications.receiptNumber })
      .from(applications);
    const inDb = new Set(rows.map((r) => r.receiptNumber));
    return [...receipts].filter((r) => inDb.has(r)).length;
  } finally {
    await database.close();
  }
}

/**
 * The applyCTC parts (--parts) on a database of the bench's kind opened in this process: the
 * bench's Postgres, or a new in-memory PGlite with the full sample (the server holds its own).
 */
async function printParts(floorRps: number): Promise<void> {
  process.env.DATA_ENCRYPTION_KEY ??= (await import('node:crypto')).randomBytes(32).toString('hex');
  const { openDatabase } = await import('@/lib/server/db/client');
  const { seedSampleData } = await import('@/lib/server/ops/seed');
  const { printApplyParts } = await import('./lib/apply-parts');
  const database = databaseUrl
    ? await openDatabase({ databaseUrl, log: () => {} })
    : await openDatabase({ dataDir: 'memory://', databaseUrl: '', log: () => {} });
  if (!databaseUrl) await seedSampleData(database.db);
  try {
    await printApplyParts(database.db, floorRps);
  } finally {
    await database.close();
  }
}

/** CPU seconds so far of a turn's processes (scripts/lib/proc-cpu.ts; null where not readable). */
interface CpuNow {
  /** The server's main thread (PGlite runs on it) and its other threads (threadSeconds). */
  server: ReturnType<typeof threadSeconds>;
  /** The Postgres cluster started by this run: the postmaster and its backends. */
  database: number | null;
  /** This process: autocannon and the turn's own bookkeeping. */
  client: number;
}

function cpuNow(serverPid: number | undefined): CpuNow {
  const postmaster = cluster?.postmasterPid() ?? null;
  const own = process.cpuUsage();
  return {
    server: serverPid ? threadSeconds(serverPid) : null,
    database: postmaster ? treeSeconds(postmaster) : null,
    client: (own.user + own.system) / 1e6,
  };
}

/** One operation's turns summed: their wall time (s), requests, and the CPU seconds used in them. */
interface TurnsCpu {
  wall: number;
  requests: number;
  thread: number | null;
  others: number | null;
  othersSystem: number | null;
  database: number | null;
  client: number;
}

/** `total` (undefined before the first turn) with one more turn's CPU (`before` → `after`) added. */
function addTurn(
  total: TurnsCpu | undefined,
  before: CpuNow,
  after: CpuNow,
  wall: number,
  requests: number,
): TurnsCpu {
  // A figure that could not be read in any turn stays unknown (null) for the operation.
  const add = (sum: number | null | undefined, from?: number | null, to?: number | null) =>
    sum === null || from == null || to == null ? null : (sum ?? 0) + (to - from);
  return {
    wall: (total?.wall ?? 0) + wall,
    requests: (total?.requests ?? 0) + requests,
    thread: add(total?.thread, before.server?.main, after.server?.main),
    others: add(total?.others, before.server?.others, after.server?.others),
    othersSystem: add(total?.othersSystem, before.server?.othersSystem, after.server?.othersSystem),
    database: add(total?.database, before.database, after.database),
    client: (total?.client ?? 0) + (after.client - before.client),
  };
}

/**
 * Prints where each operation's CPU went, per request (µs): the server's main thread and how busy
 * it was over the turns' wall time, its other threads (V8's collector and compiler helpers,
 * libuv's pool) with their kernel share, the Postgres processes (PGlite runs in the main thread),
 * this client. A main thread near 100 % busy means the operation is bound by that thread; well
 * below, by waits (round trips, commits) or by the other threads taking the second core.
 */
function printCpu(cpu: Map<string, TurnsCpu>): void {
  // Ticks of 10 ms read at two moments can make a small difference come out below 0.
  const us = (seconds: number | null, requests: number) =>
    seconds === null ? 'n/a' : Math.max(0, (seconds * 1e6) / requests).toFixed(0);
  console.log(
    'CPU per request, µs (Linux /proc): server main thread (busy %) | its other threads (kernel) | Postgres | this client',
  );
  for (const [name, t] of cpu) {
    if (t.requests === 0) continue;
    const busy = t.thread === null ? '' : ` (${((100 * t.thread) / t.wall).toFixed(0)} %)`;
    const kernel = t.othersSystem === null ? '' : ` (${us(t.othersSystem, t.requests)})`;
    console.log(
      `  ${name.padEnd(18)} ${`${us(t.thread, t.requests)}${busy}`.padStart(12)} | ${`${us(t.others, t.requests)}${kernel}`.padStart(12)} | ${us(t.database, t.requests).padStart(6)} | ${us(t.client, t.requests).padStart(6)}`,
    );
  }
}

/**
 * Migrates and seeds the Postgres database of `databaseUrl` (the full sample seed), as an operator
 * would (`npm run db:migrate && npm run db:seed`).
 */
async function migrateAndSeed(databaseUrl: string): Promise<void> {
  const { openDatabase } = await import('@/lib/server/db/client');
  const { seedSampleData } = await import('@/lib/server/ops/seed');
  const seeded = await openDatabase({ databaseUrl, log: () => {} });
  try {
    await seedSampleData(seeded.db);
  } finally {
    await seeded.close();
  }
}

const external = process.env.BENCH_URL;
let cluster: PostgresCluster | null = null;
let databaseUrl = process.env.DATABASE_URL ?? '';
if (usePostgres && !external) {
  cluster = await startPostgres();
  databaseUrl = cluster.url;
  process.env.DATA_ENCRYPTION_KEY ??= (await import('node:crypto')).randomBytes(32).toString('hex');
  await migrateAndSeed(databaseUrl);
}
// --smtp: the relay first, so that the API server's worker finds it from its first round.
const relayDir = viaSmtp && !external ? mkdtempSync(path.join(dataRoot, 'hikari-relay-')) : '';
const relay = relayDir
  ? await startServerProcess({
      script: 'scripts/lib/smtp-relay.ts',
      env: { RELAY_DIR: relayDir },
      echoStderr: true,
    })
  : null;
const server = external
  ? { url: external, pid: undefined, dataDir: '', stop: async () => {} }
  : await startServer(databaseUrl, undefined, true, relay ? `smtp://127.0.0.1:${relay.port}` : '');
if (!external) mailDirectory = relayDir || path.join(server.dataDir, 'mail');
// The floor runs beside the API server in this run (not with BENCH_URL, BENCH_ONLY or --soak), on
// Postgres in a database of its own (below), on PGlite in a data directory of its own.
const withFloor = !external && !soak && !process.env.BENCH_ONLY;
// The floor's database of its own on Postgres: on the API server's, that server's mail worker
// claimed the floor's outbox rows and delivered them during the floor's turns, and their .eml files
// counted as applyCTC's deliveries, so its turns ended before its own receipts were out
// (docs/benchmarks.md, round of 2026-11-29 from 21:25 UTC). The Postgres server, its WAL and its
// disk stay shared. CREATE DATABASE needs the CREATEDB privilege.
const floorDatabase = withFloor && databaseUrl ? await scratchDatabase(databaseUrl, 'floor') : null;
if (floorDatabase) await migrateAndSeed(floorDatabase.url);
const floor = withFloor
  ? await startServer(floorDatabase?.url ?? '', 'scripts/lib/floor-server.ts', false)
  : null;
try {
  console.log(
    `API benchmark against ${server.url}${floor ? `; store floor ${floor.url}` : ''}${external ? '' : `; servers' data directories in ${dataRoot}`}${relay ? `; receipts over SMTP to a loopback relay (port ${relay.port})` : ''}`,
  );
  if (soak) {
    const { receipts, failures, requests } = await soakApply(server.url);
    await server.stop();
    if (external) {
      console.log(
        `${receipts.size} acknowledged of ${requests}; failures ${failures} (database not checked: BENCH_URL)`,
      );
    } else {
      const stored = await storedReceipts(server.dataDir, receipts);
      console.log(
        `acknowledged ${receipts.size} of ${requests} requests; failures ${failures}; stored ${stored} of ${receipts.size} acknowledged receipts`,
      );
      if (failures > 0 || stored !== receipts.size || receipts.size === 0) process.exitCode = 1;
    }
  } else {
    const operations: [string, string, () => string][] = [
      ['{ __typename }', server.url, () => REFERENCE_BODY],
      ['searchCommufaArea', server.url, () => AREA_SEARCH_BODY],
      ['applyCTC', server.url, () => applyBody('bench')],
      ...(floor
        ? [[FLOOR, floor.url, () => applyBody('floor')] as [string, string, () => string]]
        : []),
    ];
    const only = process.env.BENCH_ONLY;
    const chosen = only ? operations.filter(([name]) => name === only) : operations;
    // Warm-up, not counted: the price book, the first transactions, and V8's optimising compiler.
    // The rounds measure a server that has been running, as the site's does: after a warm-up of
    // 2 s the API server's compiler threads were still compiling applyCTC's code paths through
    // the rounds (TurboFan, about 1,000 functions and 5.5 s of compile time in one run), and its
    // threads besides the main one took 430-1,110 µs an application on Postgres; after 15 s,
    // 150-250 (docs/benchmarks.md, round of 2026-11-29, 19:00-20:45 UTC). The floor's small
    // code path settles within the 2 s, so the short warm-up counted the larger server's
    // compilation against it.
    for (const [name, url, body] of chosen) await run(name, url, body, warmUpSeconds, true);
    // Rounds: the reference, the operations and the floor take turns (BENCH_ROUNDS, default 3, of
    // BENCH_SECONDS / rounds each), so a burst of load from elsewhere on the machine falls on all
    // of them alike. Per operation: req/s over all its rounds, the median p50, the worst p99.
    const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
    const perRound = Math.max(1, Math.round(seconds / rounds));
    const samples = new Map<string, Figures[]>();
    const cpu = new Map<string, TurnsCpu>();
    for (let r = 0; r < rounds; r++) {
      for (const [name, url, body] of chosen) {
        const pid = name === FLOOR ? floor?.pid : server.pid;
        const before = cpuNow(pid);
        const started = performance.now();
        const f = await run(name, url, body, perRound);
        const wall = (performance.now() - started) / 1000;
        cpu.set(name, addTurn(cpu.get(name), before, cpuNow(pid), wall, f.requests));
        samples.set(name, [...(samples.get(name) ?? []), f]);
      }
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    // An operation's requests are counted per turn for its CPU lines (addTurn), not here.
    const figures: Omit<Figures, 'requests'>[] = [...samples].map(([name, fs]) => ({
      name,
      rps: fs.reduce((sum, f) => sum + f.rps, 0) / fs.length,
      p50: median(fs.map((f) => f.p50)),
      p99: Math.max(...fs.map((f) => f.p99)),
      failures: fs.reduce((sum, f) => sum + f.failures, 0),
    }));
    const rpsOf = (name: string) => figures.find((f) => f.name === name)?.rps ?? NaN;
    const database = external ? 'external server' : databaseUrl ? 'Postgres' : 'PGlite';
    console.log(
      `database: ${database}; ${connections} connections; ${rounds} rounds of ${perRound} s per operation`,
    );
    let missed = 0;
    for (const f of figures) {
      const target =
        f.name in API_TARGETS && f.name !== 'p99Ms'
          ? API_TARGETS[f.name as 'searchCommufaArea' | 'applyCTC']
          : undefined;
      const ratio = target ? f.rps / rpsOf(target.of) : NaN;
      const judged = !only && target && Number.isFinite(ratio);
      const misses = [
        judged && ratio < target.ratio ? `ratio < ${target.ratio}` : '',
        // The yardsticks' p99 is printed, not judged: they are not the site's operations.
        f.name !== FLOOR && f.name !== '{ __typename }' && f.p99 >= API_TARGETS.p99Ms
          ? `p99 ≥ ${API_TARGETS.p99Ms} ms`
          : '',
        f.failures > 0 ? `${f.failures} failed requests` : '',
      ].filter(Boolean);
      missed += misses.length;
      // BENCH_ONLY runs no yardstick: there is no ratio to print or to judge, only p99 and failures.
      const ratioText = !target
        ? 'yardstick'
        : judged
          ? `${ratio.toFixed(2)} of ${target.of} (target ≥ ${target.ratio})`
          : `ratio not measured (${only ? 'BENCH_ONLY' : `no ${target.of}`})`;
      console.log(
        `${f.name.padEnd(18)} ${f.rps.toFixed(0).padStart(6)} req/s   p50 ${String(f.p50).padStart(4)} ms   p99 ${String(f.p99).padStart(4)} ms   ${ratioText}   ${misses.length ? `MISSED: ${misses.join(', ')}` : 'ok'}`,
      );
    }
    if (missed > 0) process.exitCode = 1;
    if (!external) printCpu(cpu);
    if (withParts && !only && floor) await printParts(rpsOf(FLOOR));
  }
} finally {
  await server.stop();
  await floor?.stop();
  await relay?.stop();
  if (relayDir) rmSync(relayDir, { recursive: true, force: true });
  if (server.dataDir) rmSync(server.dataDir, { recursive: true, force: true });
  if (floor?.dataDir) rmSync(floor.dataDir, { recursive: true, force: true });
  // A database that cannot be dropped (the server gone) must not keep the cluster running.
  await floorDatabase
    ?.drop()
    .catch((error: unknown) =>
      console.warn(`the floor's database was not dropped: ${String(error)}`),
    );
  cluster?.stop();
}

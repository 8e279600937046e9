/**
 * `npm run bench:scale`: the site as several stateless production servers (scripts/serve.mjs) behind nginx on one
 * Postgres, all started by this script on 127.0.0.1 and stopped at the end:
 * - a throwaway Postgres (scripts/lib/postgres-cluster.ts), migrated and seeded (small sample)
 *   once here, as an operator runs `npm run db:migrate` once before starting the instances;
 * - 2 instances (scripts/serve.mjs) of the production build (`npm run build` first when .next has no
 *   build) with one DATABASE_URL, one DATA_ENCRYPTION_KEY, one DATA_DIR and TRUSTED_PROXY_HOPS=1 (nginx, 127.0.0.1, the trusted proxy);
 * - nginx (Debian package; a temporary config) in front: one port balances over both instances,
 *   another sends to instance A alone (for the 1-versus-2 throughput figure).
 * The load generator stands for many visitors on one machine: it names a client address in
 * X-Forwarded-For, which nginx takes as the peer's address (realip module, trusted from 127.0.0.1
 * only) and passes on as a proxy does: `X-Forwarded-For: <client>`; the instances trust that one
 * hop. Global mutation budgets are lifted (MUTATION_GLOBAL_RATE_LIMIT) so that throughput
 * measures the servers; per-client budgets are the defaults (rate-limit.ts OPERATION_BUDGETS).
 *
 * Properties checked (exit code 1 when one fails):
 * 1. the per-client limit holds across instances: one client's notifyClientError calls spread over
 *    both instances are accepted exactly up to its budget;
 * 2. idempotency holds across instances: the same applyCTC idempotency key sent at once to both
 *    instances yields one receipt number and one stored application;
 * 3. killing one instance (SIGKILL) in the middle of a burst of applications loses no
 *    acknowledged application: every receipt number answered with 200 and no error is in the
 *    database afterwards.
 * Figures: requests/s and p99 of searchCommufaArea and applyCTC through nginx with 1 and with 2
 * instances. Ports: E2E_PORT (nginx), E2E_PORT+1 (1-instance nginx port), +2 and +3 (instances);
 * without E2E_PORT, free ports. BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 10).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { APPLY, validApplication } from '../tests/unit/server/fixtures';
import { AREA_SEARCH_BODY, applyBody } from './lib/bench-requests';
import { applyUnderLoad, GRAPHQL_HEADERS, measureLoad, newClientHeaders } from './lib/load';
import { freePort, startPostgres, type PostgresCluster } from './lib/postgres-cluster';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
const GRAPHQL = '/api/graphql/';

const work = mkdtempSync(path.join(tmpdir(), 'hikari-scale-'));
const children = new Set<ChildProcess>();
let cluster: PostgresCluster | null = null;
let failed = 0;

function check(ok: boolean, line: string): void {
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${line}`);
  if (!ok) failed++;
}

async function ports(): Promise<[number, number, number, number]> {
  const base = Number(process.env.E2E_PORT ?? 0);
  if (base) return [base, base + 1, base + 2, base + 3];
  return [await freePort(), await freePort(), await freePort(), await freePort()];
}

async function waitFor(url: string, child: ChildProcess, name: string): Promise<void> {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode})`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${name} did not answer at ${url}`);
}

function startInstance(name: string, port: number, env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(
    process.execPath,
    ['scripts/serve.mjs', '-p', String(port), '-H', '127.0.0.1'],
    { env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const prefix = (chunk: Buffer) =>
    process.env.BENCH_VERBOSE &&
    process.stdout.write(
      chunk
        .toString()
        .split('\n')
        .filter(Boolean)
        .map((l) => `[${name}] ${l}\n`)
        .join(''),
    );
  child.stdout!.on('data', prefix);
  child.stderr!.on('data', prefix);
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

function nginxConfig(listenBoth: number, listenOne: number, a: number, b: number): string {
  const location = (upstream: string) => `
    location / {
      proxy_pass http://${upstream};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      # The Host the browser sent, port included (server actions compare it with Origin).
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-Host "";
      # The one trusted hop: the address nginx took as the client's (realip below).
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_next_upstream error timeout;
      proxy_connect_timeout 2s;
    }`;
  return `
worker_processes 1;
pid ${work}/nginx.pid;
error_log ${work}/nginx-error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${work}/nginx-body;
  proxy_temp_path ${work}/nginx-proxy;
  fastcgi_temp_path ${work}/nginx-fastcgi;
  uwsgi_temp_path ${work}/nginx-uwsgi;
  scgi_temp_path ${work}/nginx-scgi;
  # The load generator on this machine names the visitor it stands for (see the script's comment).
  set_real_ip_from 127.0.0.1;
  real_ip_header X-Forwarded-For;
  upstream both { server 127.0.0.1:${a} max_fails=1 fail_timeout=30s; server 127.0.0.1:${b} max_fails=1 fail_timeout=30s; keepalive 32; }
  upstream one { server 127.0.0.1:${a}; keepalive 32; }
  server { listen 127.0.0.1:${listenBoth}; ${location('both')} }
  server { listen 127.0.0.1:${listenOne}; ${location('one')} }
}
`;
}

interface GqlJson {
  data?: { applyCTC?: { receiptNumber?: string } } | null;
  errors?: { extensions?: { code?: string } }[];
}

async function gql(
  base: string,
  query: string,
  variables: Record<string, unknown>,
  client: string,
): Promise<{ status: number; json: GqlJson | null }> {
  const res = await fetch(`${base}${GRAPHQL}`, {
    method: 'POST',
    headers: { ...GRAPHQL_HEADERS, 'x-forwarded-for': client },
    body: JSON.stringify({ query, variables }),
  });
  let json: GqlJson | null = null;
  try {
    json = (await res.json()) as GqlJson;
  } catch {
    // a proxy's error page
  }
  return { status: res.status, json };
}

/** Requests/s, p99 and failures of `body` through `base` for BENCH_SECONDS, each from a new client. */
function throughput(
  base: string,
  body: () => string,
): Promise<{ rps: number; p99: number; failures: number }> {
  return measureLoad({
    url: `${base}${GRAPHQL}`,
    connections,
    duration: seconds,
    body,
    headers: newClientHeaders,
  });
}

async function main(): Promise<void> {
  if (!existsSync(NGINX)) throw new Error(`nginx not found at ${NGINX}: apt-get install nginx`);
  if (!existsSync('.next/BUILD_ID')) {
    console.log('No production build in .next: running `npm run build` first');
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  const [portBoth, portOne, portA, portB] = await ports();
  cluster = await startPostgres();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: cluster.url,
    // One key for every instance (lib/server/security/crypto.ts): rows one writes, the others read.
    DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    DATA_DIR: path.join(work, 'data'),
    TRUSTED_PROXY_HOPS: '1',
    // nginx on loopback is the one proxy that may set X-Forwarded-For.
    TRUSTED_PROXY_CIDRS: '127.0.0.1',
    MUTATION_GLOBAL_RATE_LIMIT: '100000000',
    PG_POOL_MAX: '10',
  };
  // Migrations (and the sample data this benchmark needs) once, before any instance starts.
  Object.assign(process.env, {
    DATA_ENCRYPTION_KEY: env.DATA_ENCRYPTION_KEY,
    DATA_DIR: env.DATA_DIR,
  });
  const { openDatabase } = await import('@/lib/server/db/client');
  const { seedSampleData } = await import('@/lib/server/ops/seed');
  const database = await openDatabase({
    databaseUrl: cluster.url,
    log: () => {},
  });
  await seedSampleData(database.db, 'small');
  await database.close();
  console.log(`Postgres ${cluster.url} migrated and seeded`);

  const a = startInstance('A', portA, env);
  const b = startInstance('B', portB, env);
  await Promise.all([
    waitFor(`http://127.0.0.1:${portA}/`, a, 'instance A'),
    waitFor(`http://127.0.0.1:${portB}/`, b, 'instance B'),
  ]);
  writeFileSync(path.join(work, 'nginx.conf'), nginxConfig(portBoth, portOne, portA, portB));
  const nginx = spawn(
    NGINX,
    ['-p', work, '-c', path.join(work, 'nginx.conf'), '-g', 'daemon off;'],
    {
      stdio: 'inherit',
    },
  );
  children.add(nginx);
  const both = `http://127.0.0.1:${portBoth}`;
  const one = `http://127.0.0.1:${portOne}`;
  const direct = [`http://127.0.0.1:${portA}`, `http://127.0.0.1:${portB}`];
  await waitFor(`${both}/`, nginx, 'nginx');
  console.log(`nginx ${both} -> instances ${portA}, ${portB}; ${one} -> instance ${portA} alone`);

  // 1. One client's budget across both instances (nginx alternates between them).
  const { OPERATION_BUDGETS } = await import('@/lib/server/security/rate-limit');
  const budget = OPERATION_BUDGETS.notifyClientError!.points;
  const NOTIFY = 'mutation { notifyClientError(title: "scale", text: "x") { result } }';
  let accepted = 0;
  let limited = 0;
  for (let i = 0; i < budget * 2; i++) {
    // Alternate the instances directly too, so the split does not depend on nginx's choice.
    const base = i % 3 === 2 ? both : direct[i % 2]!;
    const res = await gql(base, NOTIFY, {}, '192.0.2.10');
    if (res.json?.errors?.[0]?.extensions?.code === 'RATE_LIMITED') limited++;
    else if (res.status === 200 && !res.json?.errors) accepted++;
  }
  check(
    accepted === budget && limited === budget,
    `per-client limit across 2 instances: ${accepted} accepted, ${limited} refused of ${budget * 2} (budget ${budget})`,
  );

  // 2. One idempotency key on both instances at once.
  const key = `scale-same-key-${process.pid}`;
  const application = JSON.stringify(validApplication(3));
  const answers = await Promise.all(
    Array.from({ length: 8 }, (_, i) =>
      gql(
        i < 6 ? direct[i % 2]! : both,
        APPLY,
        { formDataJSON: application, idempotencyKey: key },
        `192.0.2.${20 + i}`,
      ),
    ),
  );
  const receipts = new Set(answers.map((r) => r.json?.data?.applyCTC?.receiptNumber));
  const pool = new pg.Pool({ connectionString: cluster.url, max: 2 });
  const storedForKey = await pool.query(
    `SELECT count(*)::int AS n FROM applications WHERE receipt_number = $1`,
    [[...receipts][0] ?? ''],
  );
  check(
    answers.every((r) => r.status === 200 && !r.json?.errors) &&
      receipts.size === 1 &&
      storedForKey.rows[0].n === 1,
    `idempotency across instances: 8 requests with one key -> ${receipts.size} receipt number(s), ${storedForKey.rows[0].n} stored`,
  );

  // Throughput: nginx to 1 instance, then to 2.
  const figures: string[] = [];
  for (const [label, body] of [
    ['searchCommufaArea', () => AREA_SEARCH_BODY],
    ['applyCTC', () => applyBody('scale')],
  ] as const) {
    const r1 = await throughput(one, body);
    const r2 = await throughput(both, body);
    figures.push(
      `${label.padEnd(18)} 1 instance ${r1.rps.toFixed(0).padStart(5)} req/s p99 ${String(r1.p99).padStart(4)} ms | 2 instances ${r2.rps.toFixed(0).padStart(5)} req/s p99 ${String(r2.p99).padStart(4)} ms | x${(r2.rps / r1.rps).toFixed(2)}`,
    );
    check(
      r1.failures + r2.failures === 0,
      `${label} throughput runs: ${r1.failures + r2.failures} failed requests`,
    );
  }

  // 3. Kill instance B in the middle of a burst of applications through nginx.
  const burst = applyUnderLoad({
    url: `${both}${GRAPHQL}`,
    connections,
    duration: 6,
    body: () => applyBody('scale'),
    headers: newClientHeaders,
  });
  await new Promise((r) => setTimeout(r, 2_000));
  b.kill('SIGKILL');
  const { receipts: acknowledged, answered: sent, refused } = await burst;
  const stored = await pool.query(
    `SELECT receipt_number FROM applications WHERE receipt_number = ANY($1::text[])`,
    [[...acknowledged]],
  );
  await pool.end();
  check(
    acknowledged.size > 0 && stored.rowCount === acknowledged.size,
    `instance B killed mid-burst: ${sent} requests, ${acknowledged.size} acknowledged, ${refused} not acknowledged; ${stored.rowCount} of ${acknowledged.size} acknowledged applications stored`,
  );

  console.log(
    `\nThroughput through nginx (${connections} connections, ${seconds} s each; Postgres; global limits lifted):`,
  );
  for (const line of figures) console.log(line);
}

async function shutdown(): Promise<void> {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  }
  await new Promise((r) => setTimeout(r, 1_000));
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  cluster?.stop();
  rmSync(work, { recursive: true, force: true });
}

try {
  await main();
} catch (error) {
  console.error(`bench:scale: ${error instanceof Error ? error.message : String(error)}`);
  failed++;
} finally {
  await shutdown();
}
console.log(failed === 0 ? '\nAll properties hold.' : `\n${failed} check(s) failed.`);
process.exitCode = failed === 0 ? 0 : 1;

/**
 * `npm run bench:api`: autocannon against searchCommufaArea and applyCTC; prints requests/s and
 * p50/p99 latency (ms). Starts the API server (scripts/api-server.ts, PGlite in a temporary data
 * directory, full sample seed, rate limit lifted) unless BENCH_URL points at a running server,
 * e.g. BENCH_URL=http://127.0.0.1:3102/api/graphql for `next start` (start it with
 * MUTATION_RATE_LIMIT=1000000). BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 10).
 *
 * `npm run bench:api -- --soak` (issue 10 item 4): applyCTC only, 50 connections for 30 s (override
 * with BENCH_CONNECTIONS / BENCH_SECONDS); collects the receipt number of every acknowledged
 * application, then stops the server and counts those receipts in the database. Exits 1 on any
 * error, non-2xx answer, GraphQL error, or acknowledged receipt missing from the database.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { APPLY, validApplication } from '../tests/unit/server/fixtures';

const soak = process.argv.includes('--soak');
const seconds = Number(process.env.BENCH_SECONDS ?? (soak ? 30 : 10));
const connections = Number(process.env.BENCH_CONNECTIONS ?? (soak ? 50 : 10));
const headers = { 'content-type': 'application/json', 'x-graphql-csrf': '1' };

async function startServer(): Promise<{ url: string; dataDir: string; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hikari-bench-'));
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions', 'react-server', 'scripts/api-server.ts'],
    {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: '0',
        NODE_ENV: 'production',
        MUTATION_RATE_LIMIT: '100000000',
        MUTATION_GLOBAL_RATE_LIMIT: '100000000',
        DATABASE_URL: process.env.DATABASE_URL ?? '',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /listening (\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    child.on('exit', (code) => reject(new Error(`API server exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}/api/graphql`,
    dataDir,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

const AREA_QUERY = `query A($input: AreaSearchInput!) { searchCommufaArea(input: $input) { result status isServiceArea is10GArea isTVArea period isRegister isApprovedMansion mansionPlanType routerSpec areaType } }`;
const areaBody = JSON.stringify({
  query: AREA_QUERY,
  variables: {
    input: {
      postalCode: '4600008',
      prefecture: '愛知県',
      city: '名古屋市中区',
      town: '栄',
      line1: '3丁目1-1',
      buildingType: 1,
      buildingName: 'コミュファ栄タワー',
    },
  },
});
const formDataJSON = JSON.stringify(validApplication(0));
let counter = 0;

async function run(name: string, url: string, body: () => string): Promise<void> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    requests: [{ method: 'POST', headers, setupRequest: (req) => ({ ...req, body: body() }) }],
  });
  const ok = result['2xx'];
  console.log(
    `${name.padEnd(18)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   (${ok} ok, ${result.non2xx} non-2xx, ${result.errors} errors; ${connections} connections, ${seconds} s)`,
  );
}

/**
 * Soak: applyCTC under many connections. Returns the receipt numbers the server acknowledged and
 * the count of requests that failed in any way.
 */
async function soakApply(
  url: string,
): Promise<{ receipts: Set<string>; failures: number; requests: number }> {
  const receipts = new Set<string>();
  let failures = 0;
  let requests = 0;
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        headers,
        setupRequest: (req) => ({
          ...req,
          body: JSON.stringify({
            query: APPLY,
            variables: {
              formDataJSON,
              idempotencyKey: `soak-${process.pid}-${Date.now()}-${counter++}`,
            },
          }),
        }),
        onResponse: (status, body) => {
          requests++;
          try {
            const json = JSON.parse(body) as {
              data?: { applyCTC?: { receiptNumber?: string } };
              errors?: unknown[];
            };
            const receipt = json.data?.applyCTC?.receiptNumber;
            if (status === 200 && !json.errors && receipt) receipts.add(receipt);
            else failures++;
          } catch {
            failures++;
          }
        },
      },
    ],
  });
  console.log(
    `applyCTC soak      ${result.requests.average.toFixed(0).padStart(6)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   (${result['2xx']} 2xx, ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts; ${connections} connections, ${seconds} s)`,
  );
  return {
    receipts,
    failures: failures + result.errors + result.timeouts + result.non2xx,
    requests,
  };
}

/** Receipt numbers of the given set present in the applications table of the stopped server's database. */
async function storedReceipts(dataDir: string, receipts: Set<string>): Promise<number> {
  const { openDatabase } = await import('@/lib/server/db/client');
  const database = await openDatabase({
    dataDir: path.join(dataDir, 'pglite'),
    databaseUrl: process.env.DATABASE_URL ?? '',
    seed: false,
  });
  try {
    const res = (await database.db.execute(
      'SELECT receipt_number FROM applications',
    )) as unknown as {
      rows: { receipt_number: string }[];
    };
    const inDb = new Set(res.rows.map((r) => r.receipt_number));
    return [...receipts].filter((r) => inDb.has(r)).length;
  } finally {
    await database.close();
  }
}

const external = process.env.BENCH_URL;
const server = external
  ? { url: external, dataDir: '', stop: async () => {} }
  : await startServer();
try {
  console.log(`API benchmark against ${server.url}`);
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
    await run('searchCommufaArea', server.url, () => areaBody);
    await run('applyCTC', server.url, () =>
      JSON.stringify({
        query: APPLY,
        variables: {
          formDataJSON,
          idempotencyKey: `bench-${process.pid}-${Date.now()}-${counter++}`,
        },
      }),
    );
  }
} finally {
  await server.stop();
  if (server.dataDir) rmSync(server.dataDir, { recursive: true, force: true });
}

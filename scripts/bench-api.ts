/**
 * `npm run bench:api`: autocannon against searchCommufaArea and applyCTC; prints requests/s and
 * p50/p99 latency (ms). Starts the API server (scripts/api-server.ts, PGlite in a temporary data
 * directory, full sample seed, rate limit lifted) unless BENCH_URL points at a running server,
 * e.g. BENCH_URL=http://127.0.0.1:3102/api/graphql for `next start` (start it with
 * MUTATION_RATE_LIMIT=1000000). BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 10).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { APPLY, validApplication } from '../tests/unit/server/fixtures';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const headers = { 'content-type': 'application/json', 'x-graphql-csrf': '1' };

async function startServer(): Promise<{ url: string; stop: () => Promise<void> }> {
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
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => {
          rmSync(dataDir, { recursive: true, force: true });
          resolve();
        });
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

const external = process.env.BENCH_URL;
const server = external ? { url: external, stop: async () => {} } : await startServer();
try {
  console.log(`API benchmark against ${server.url}`);
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
} finally {
  await server.stop();
}

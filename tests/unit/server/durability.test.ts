import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/lib/server/db/client';
import { seedSampleData } from '@/lib/server/ops/seed';
import { applications, idempotencyKeys } from '@/lib/server/db/schema';
import { APPLY, validApplication } from './fixtures';
import { scratchDatabase } from './helpers';

const dataDir = mkdtempSync(path.join(tmpdir(), 'hikari-crash-'));
// With DATABASE_URL the server (and this test's reader) require one shared data-encryption key;
// the spawned server inherits it.
process.env.DATA_ENCRYPTION_KEY ??= randomBytes(32).toString('hex');
let scratch: Awaited<ReturnType<typeof scratchDatabase>> | undefined;
const children: ChildProcess[] = [];

let databaseUrlOnce: Promise<string | undefined> | undefined;

/** With DATABASE_URL: a scratch database for these tests (made once); else undefined (PGlite in dataDir). */
function scratchDatabaseUrl(): Promise<string | undefined> {
  return (databaseUrlOnce ??= makeScratchDatabaseUrl());
}

async function makeScratchDatabaseUrl(): Promise<string | undefined> {
  const url = process.env.DATABASE_URL;
  if (!url) return undefined;
  scratch = await scratchDatabase(url, 'crash');
  // A DATABASE_URL database gets no sample data unless asked: the test asks, as an operator would
  // with `npm run db:seed`.
  const seeded = await openDatabase({
    databaseUrl: scratch.url,
    log: () => {},
  });
  await seedSampleData(seeded.db, 'small');
  await seeded.close();
  return scratch.url;
}

afterAll(async () => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  await scratch?.drop();
});

/** The API server (scripts/api-server.ts) on `databaseUrl` or PGlite; `output()` is its stdout and stderr so far. */
function startServer(
  databaseUrl: string | undefined,
): Promise<{ child: ChildProcess; port: number; output: () => string }> {
  // One process (node with the tsx loader, not the tsx wrapper), so SIGKILL hits the server itself.
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions', 'react-server', 'scripts/api-server.ts'],
    {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl ?? '',
        DATA_DIR: dataDir,
        PORT: '0',
        SEED_SIZE: 'small',
        MUTATION_RATE_LIMIT: '1000000',
        MUTATION_GLOBAL_RATE_LIMIT: '1000000',
        NODE_ENV: 'production',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening (\d+)/.exec(output);
      if (match) resolve({ child, port: Number(match[1]), output: () => output });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`server exited (${code}): ${output}`)));
  });
}

async function apply(port: number, i: number): Promise<string | null> {
  const body = applyRequestBody(i, 'crash');
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1' },
      body,
    });
    const json = (await res.json()) as { data?: { applyCTC?: { receiptNumber: string } } };
    return json.data?.applyCTC?.receiptNumber ?? null;
  } catch {
    return null;
  }
}

/** The body of application `i` (key `<prefix>-<i>-key`), as the wizard posts it. */
function applyRequestBody(i: number, prefix: string): string {
  return JSON.stringify({
    query: APPLY,
    variables: {
      formDataJSON: JSON.stringify(validApplication(i)),
      idempotencyKey: `${prefix}-${i}-key`,
    },
  });
}

/**
 * Posts application `i` and goes away `afterMs` after the request was sent, without reading the
 * answer (a visitor closing the tab). Resolves when the connection is gone.
 */
function applyAndLeave(port: number, i: number, prefix: string, afterMs: number): Promise<void> {
  const body = applyRequestBody(i, prefix);
  return new Promise((resolve) => {
    const req = request({
      host: '127.0.0.1',
      port,
      path: '/api/graphql',
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-graphql-csrf': '1',
        'content-length': Buffer.byteLength(body),
      },
    });
    req.on('error', () => {});
    req.on('close', () => resolve());
    req.end(body, () => setTimeout(() => req.destroy(), afterMs));
  });
}

describe('durability', () => {
  it('loses no acknowledged application when the server is killed (SIGKILL) during a burst', async () => {
    const databaseUrl = await scratchDatabaseUrl();
    const first = await startServer(databaseUrl);
    const acknowledged: string[] = [];
    let next = 0;
    let killed = false;
    const worker = async () => {
      while (!killed) {
        const receipt = await apply(first.port, next++);
        if (receipt) acknowledged.push(receipt);
      }
    };
    const workers = Array.from({ length: 8 }, worker);
    while (acknowledged.length < 40) await new Promise((r) => setTimeout(r, 20));
    first.child.kill('SIGKILL');
    killed = true;
    await Promise.all(workers);
    if (first.child.exitCode === null && first.child.signalCode === null) {
      await new Promise((r) => first.child.once('exit', r));
    }
    expect(acknowledged.length).toBeGreaterThanOrEqual(40);

    const second = await startServer(databaseUrl);
    const after = await apply(second.port, 100_000);
    expect(after).toMatch(/^A-/);
    await new Promise((resolve) => {
      second.child.once('exit', resolve);
      second.child.kill('SIGTERM');
    });

    const database = await openDatabase({
      databaseUrl: databaseUrl ?? '',
      dataDir: path.join(dataDir, 'pglite'),
    });
    const rows = await database.db
      .select({ receiptNumber: applications.receiptNumber })
      .from(applications)
      .where(inArray(applications.receiptNumber, [...acknowledged, after!]));
    await database.close();
    expect(new Set(rows.map((r) => r.receiptNumber))).toEqual(new Set([...acknowledged, after]));
  }, 240_000);

  it('on SIGTERM, runs the applications whose visitors left to their end before closing the database', async () => {
    const databaseUrl = await scratchDatabaseUrl();
    const server = await startServer(databaseUrl);
    // Twenty applications at once, their clients gone 30 ms later: the embedded database stores
    // one at a time, so most are still running when the stop signal comes. Before the server
    // counted its running requests, their connections were already closed, so the database was
    // closed under them and none was stored. (An application whose visitor left before the server
    // began it is not begun at all: yoga drops an operation whose request was aborted. Nobody was
    // told it was received, so that is fine; hence "some", not "all twenty".)
    const count = 20;
    await Promise.all(
      Array.from({ length: count }, (_, k) => applyAndLeave(server.port, k, 'left', 30)),
    );
    const exitCode = await new Promise<number | null>((resolve) => {
      server.child.once('exit', (code) => resolve(code));
      server.child.kill('SIGTERM');
    });
    expect(server.output()).not.toMatch(/unexpected|error/i);
    expect(exitCode).toBe(0);

    const database = await openDatabase({
      databaseUrl: databaseUrl ?? '',
      dataDir: path.join(dataDir, 'pglite'),
    });
    const keys = await database.db
      .select({ key: idempotencyKeys.key, response: idempotencyKeys.response })
      .from(idempotencyKeys)
      .where(
        inArray(
          idempotencyKeys.key,
          Array.from({ length: count }, (_, k) => `left-${k}-key`),
        ),
      );
    await database.close();
    // The applications begun were stored and answered (the answer kept with its key).
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.every((k) => k.response !== null)).toBe(true);
  }, 120_000);
});

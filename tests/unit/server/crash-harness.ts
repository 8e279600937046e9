import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '@/lib/server/db/client';
import { seedSampleData } from '@/lib/server/ops/seed';
import { scratchDatabase } from '../../../scripts/lib/postgres-cluster';
import { startServerProcess, type ServerProcess } from '../../../scripts/lib/server-process';
import { APPLY } from './fixtures';

// With DATABASE_URL the servers (and the test's reader) need one shared data-encryption key; the
// spawned servers inherit it.
process.env.DATA_ENCRYPTION_KEY ??= randomBytes(32).toString('hex');

/**
 * The API server (scripts/api-server.ts) as a process to kill and start again, on one database:
 * PGlite in a temporary data directory, or with DATABASE_URL a scratch database on that server,
 * made once and given the small sample as an operator would with `npm run db:seed`. `start` runs
 * a server with the mutation limits lifted; `open` opens the servers' database in this process
 * (once they have stopped: PGlite is one process's); `cleanup` (afterAll) kills what still runs
 * and deletes the directory and the scratch database.
 */
export function crashHarness(name: string): {
  databaseUrl: () => Promise<string>;
  start: (env?: Record<string, string>) => Promise<ServerProcess>;
  open: () => Promise<Database>;
  cleanup: () => Promise<void>;
} {
  const dataDir = mkdtempSync(path.join(tmpdir(), `hikari-${name}-`));
  const servers: ServerProcess[] = [];
  let scratch: Awaited<ReturnType<typeof scratchDatabase>> | undefined;
  let urlOnce: Promise<string> | undefined;

  const makeDatabaseUrl = async (): Promise<string> => {
    const url = process.env.DATABASE_URL;
    if (!url) return '';
    scratch = await scratchDatabase(url, name.replace(/\W/g, ''));
    const seeded = await openDatabase({ databaseUrl: scratch.url, log: () => {} });
    await seedSampleData(seeded.db, 'small');
    await seeded.close();
    return scratch.url;
  };
  const databaseUrl = () => (urlOnce ??= makeDatabaseUrl());

  return {
    databaseUrl,
    start: async (env = {}) => {
      const server = await startServerProcess({
        env: {
          DATABASE_URL: await databaseUrl(),
          DATA_DIR: dataDir,
          SEED_SIZE: 'small',
          MUTATION_RATE_LIMIT: '1000000',
          MUTATION_GLOBAL_RATE_LIMIT: '1000000',
          ...env,
        },
      });
      servers.push(server);
      return server;
    },
    open: async () =>
      openDatabase({
        databaseUrl: await databaseUrl(),
        dataDir: path.join(dataDir, 'pglite'),
        log: () => {},
      }),
    cleanup: async () => {
      for (const server of servers) await server.kill();
      rmSync(dataDir, { recursive: true, force: true });
      await scratch?.drop();
    },
  };
}

/** An applyCTC request body (JSON text) for `application` under `idempotencyKey`. */
export function applyRequestBody(application: unknown, idempotencyKey: string): string {
  return JSON.stringify({
    query: APPLY,
    variables: { formDataJSON: JSON.stringify(application), idempotencyKey },
  });
}

/** Posts an applyCTC body to the server on `port`: its receipt number, or null on any failure. */
export async function postApplication(port: number, body: string): Promise<string | null> {
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

/**
 * A burst of applications killed in the middle: `clients` loops post application bodies `body(i)`
 * (i = 0, 1, … across them) until at least `acknowledged` were answered with a receipt number,
 * then the server is killed (SIGKILL). Resolves, once the loops and the server have ended, with
 * every receipt number the server acknowledged.
 */
export async function applyUntilKilled(
  server: ServerProcess,
  options: { clients: number; acknowledged: number; body: (i: number) => string },
): Promise<string[]> {
  const acknowledged: string[] = [];
  let next = 0;
  let killed = false;
  const client = async () => {
    while (!killed) {
      const receipt = await postApplication(server.port, options.body(next++));
      if (receipt) acknowledged.push(receipt);
    }
  };
  const clients = Array.from({ length: options.clients }, client);
  while (acknowledged.length < options.acknowledged) await new Promise((r) => setTimeout(r, 10));
  const gone = server.kill();
  killed = true;
  await Promise.all(clients);
  await gone;
  return acknowledged;
}

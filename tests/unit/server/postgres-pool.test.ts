import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { endPool, openDatabase } from '@/lib/server/db/client';
import { scratchDatabase } from '../../../scripts/lib/postgres-cluster';

// Postgres only (DATABASE_URL, as in .ci/run): PGlite has no connection pool.
const url = process.env.DATABASE_URL;
// With DATABASE_URL the server requires the shared data-encryption key.
process.env.DATA_ENCRYPTION_KEY ??= randomBytes(32).toString('hex');
const admin = url ? new pg.Client({ connectionString: url }) : undefined;
const created: Awaited<ReturnType<typeof scratchDatabase>>[] = [];

/** A new empty database on the DATABASE_URL server (scratchDatabase), dropped after the tests. */
async function newDatabase(): Promise<{ name: string; url: string }> {
  const scratch = await scratchDatabase(url!, 'pool');
  created.push(scratch);
  return scratch;
}

/** Server processes connected to one database (this test's admin connection is elsewhere). */
async function connectionsTo(name: string): Promise<number> {
  const result = await admin!.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
    [name],
  );
  return result.rows[0]!.n;
}

beforeAll(async () => {
  await admin?.connect();
});

afterAll(async () => {
  if (!admin) return;
  for (const scratch of created) await scratch.drop();
  await admin.end();
});

describe.skipIf(!url)('Postgres connection pool', () => {
  it('close() resolves only after every pooled connection has left the server', async () => {
    const scratch = await newDatabase();
    const database = await openDatabase({ databaseUrl: scratch.url });
    // Eight queries at once open several pooled connections.
    await Promise.all(
      Array.from({ length: 8 }, () => database.db.execute(sql`SELECT pg_sleep(0.05)`)),
    );
    expect(await connectionsTo(scratch.name)).toBeGreaterThan(1);
    await database.close();
    expect(await connectionsTo(scratch.name)).toBe(0);
  });

  it('keeps serving after the server closes its idle connections, with a warning and no crash', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const scratch = await newDatabase();
    const database = await openDatabase({ databaseUrl: scratch.url });
    try {
      await Promise.all(
        Array.from({ length: 3 }, () => database.db.execute(sql`SELECT pg_sleep(0.05)`)),
      );
      const open = await connectionsTo(scratch.name);
      expect(open).toBeGreaterThan(0);
      await admin!.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1',
        [scratch.name],
      );
      const dbWarnings = () =>
        warn.mock.calls.map((call) => String(call[0])).filter((m) => m.startsWith('[db]'));
      // One warning per closed connection; after the last the pool holds no dead connection.
      await vi.waitFor(() => expect(dbWarnings()).toHaveLength(open), { timeout: 5_000 });
      expect(dbWarnings().every((m) => m.includes('57P01'))).toBe(true);
      const result = (await database.db.execute(sql`SELECT 1 AS one`)) as unknown as {
        rows: { one: number }[];
      };
      expect(result.rows[0]!.one).toBe(1);
    } finally {
      warn.mockRestore();
      await database.close();
    }
  });
});

/** A stand-in for pg.Pool: end() resolves at once, each connection says 'remove' 20 ms later (as pg-pool does). */
function fakePool(connections: number) {
  const pool = Object.assign(new EventEmitter(), {
    totalCount: connections,
    removed: 0,
    end: async () => {
      for (let i = 0; i < connections; i += 1)
        setTimeout(() => {
          pool.removed += 1;
          pool.emit('remove');
        }, 20);
    },
  });
  return pool;
}

describe('endPool', () => {
  it('waits for every connection to close, not just for pool.end()', async () => {
    const pool = fakePool(4);
    await endPool(pool as unknown as pg.Pool);
    expect(pool.removed).toBe(4);
  });

  it('gives up waiting after the timeout when a connection never reports closing', async () => {
    const pool = fakePool(0);
    pool.totalCount = 2;
    const started = Date.now();
    await endPool(pool as unknown as pg.Pool, 50);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setMaintenance } from '@/lib/server/ops/admin';
import type { Database } from '@/lib/server/db/client';
import { isMaintenanceNow, SETTINGS_CACHE_TTL_MS } from '@/lib/server/db/repositories/maintenance';
import { blockOf, postgresLimiter } from '@/lib/server/security/rate-limit';
import { createGraphqlServer } from '@/lib/server/graphql/yoga';
import { APPLY, validApplication } from './fixtures';
import { sendGraphql, sharedTestDatabase } from './helpers';

/**
 * Several server instances on one database (two "processes": two connection pools on Postgres
 * with DATABASE_URL, the one embedded handle on PGlite) and a restart (close, open again): the
 * rate-limit budgets and the settings are the database's, not a process's.
 */
let shared: Awaited<ReturnType<typeof sharedTestDatabase>>;
beforeAll(async () => {
  shared = await sharedTestDatabase();
  // The first open migrates and seeds.
  await (await shared.open()).close();
}, 180_000);
afterAll(() => shared.drop());

type Answer = {
  data?: Record<string, unknown> | null;
  errors?: { extensions?: { code?: string } }[];
};

/** One "server instance": its own yoga and its own database handle, behind one trusted proxy. */
async function instance(points = 3) {
  const database: Database = await shared.open();
  const yoga = createGraphqlServer({
    database,
    rateLimit: { points, globalPoints: 1_000, durationSeconds: 600, trustedProxyHops: 1 },
  });
  const send = (
    query: string,
    variables: Record<string, unknown> = {},
    client = '203.0.113.7',
  ): Promise<Answer> => sendGraphql(yoga, query, variables, { 'x-forwarded-for': client });
  return { database, send, close: () => database.close() };
}

const NOTIFY = 'mutation { notifyClientError(title: "t", text: "x") { result } }';
const code = (answer: Answer) => answer.errors?.[0]?.extensions?.code;

describe('rate limits shared by every instance on one database', () => {
  it('two instances share one per-client budget, and a restart does not reset it', async () => {
    const a = await instance(3);
    const b = await instance(3);
    // 3 points for this client in the window, spent alternately on both instances.
    expect(code(await a.send(NOTIFY))).toBeUndefined();
    expect(code(await b.send(NOTIFY))).toBeUndefined();
    expect(code(await a.send(NOTIFY))).toBeUndefined();
    expect(code(await b.send(NOTIFY))).toBe('RATE_LIMITED');
    expect(code(await a.send(NOTIFY))).toBe('RATE_LIMITED');
    // Another client has its own budget on both.
    expect(code(await b.send(NOTIFY, {}, '198.51.100.9'))).toBeUndefined();
    await a.close();
    await b.close();

    // Both instances restarted (new processes, nothing in memory): the budget is still spent.
    const c = await instance(3);
    expect(code(await c.send(NOTIFY))).toBe('RATE_LIMITED');
    expect(code(await c.send(NOTIFY, {}, '198.51.100.9'))).toBeUndefined();
    await c.close();
  }, 60_000);

  it('a limiter of one name counts in one budget from two handles and after reopening', async () => {
    const first = await shared.open();
    const second = await shared.open();
    const limit = { points: 4, durationSeconds: 600 };
    const waits = [
      await postgresLimiter(first.db, 'shared-test', limit).hit('k'),
      await postgresLimiter(second.db, 'shared-test', limit).hit('k', 2),
      await postgresLimiter(first.db, 'shared-test', limit).hit('k'),
    ];
    expect(waits).toEqual([null, null, null]);
    const over = await postgresLimiter(second.db, 'shared-test', limit).hit('k');
    expect(over).toBeGreaterThan(590);
    expect(over).toBeLessThanOrEqual(600);
    await first.close();
    await second.close();
    const reopened = await shared.open();
    expect(await postgresLimiter(reopened.db, 'shared-test', limit).hit('k')).toBeGreaterThan(0);
    expect(await postgresLimiter(reopened.db, 'shared-test', limit).hit('other')).toBeNull();
    await reopened.close();
  });

  it('a budget taken in blocks is shared by two handles, never exceeded, and kept over a restart', async () => {
    const first = await shared.open();
    const second = await shared.open();
    const limit = { points: 300, durationSeconds: 600, inBlocks: true };
    const block = blockOf(limit.points);
    expect(block).toBe(3);
    const handles = [first, second];
    let accepted = 0;
    let refusedBoth = false;
    // Hits alternate between the handles until both refuse.
    for (let n = 0; n < 2 * limit.points && !refusedBoth; n += 2) {
      const waits = await Promise.all(
        handles.map((handle) => postgresLimiter(handle.db, 'blocks-test', limit).hit('all')),
      );
      accepted += waits.filter((wait) => wait === null).length;
      refusedBoth = waits.every((wait) => wait !== null && wait > 590 && wait <= 600);
    }
    expect(refusedBoth).toBe(true);
    // Never more than the budget; at most a block's remainder per handle left unused.
    expect(accepted).toBeLessThanOrEqual(limit.points);
    expect(accepted).toBeGreaterThanOrEqual(limit.points - 2 * (block - 1));
    await first.close();
    await second.close();
    const reopened = await shared.open();
    expect(await postgresLimiter(reopened.db, 'blocks-test', limit).hit('all')).toBeGreaterThan(0);
    await reopened.close();
  });

  it('stores no client address in clear', async () => {
    const database = await shared.open();
    const rows = (await database.db.execute('SELECT key FROM rate_limits')) as unknown as {
      rows: { key: string }[];
    };
    expect(rows.rows.length).toBeGreaterThan(0);
    for (const { key } of rows.rows) expect(key).not.toMatch(/203\.0\.113\.7|198\.51\.100\.9/);
    await database.close();
  });

  it('keeps its counters unlogged on Postgres (a hit waits for no WAL flush), logged on PGlite', async () => {
    // The reopening test above shows the counts survive a clean restart all the same; PGlite's
    // are logged so that a server stopped without closing it keeps them too
    // (pglite-restart.test.ts).
    const database = await shared.open();
    try {
      const result = (await database.db.execute(
        "SELECT relpersistence FROM pg_class WHERE relname = 'rate_limits' AND relkind = 'r'",
      )) as unknown as { rows: { relpersistence: string }[] };
      expect(result.rows).toEqual([{ relpersistence: shared.kind === 'postgres' ? 'u' : 'p' }]);
    } finally {
      await database.close();
    }
  });
});

describe('settings agree between instances', () => {
  it('maintenance set through one instance holds on the other within SETTINGS_CACHE_TTL_MS', async () => {
    const a = await instance(100);
    const b = await instance(100);
    const SETTINGS = '{ getSettingLambda(siteName: "commufa-web") { maintenance { text } } }';
    const apply = (key: string) =>
      b.send(APPLY, {
        formDataJSON: JSON.stringify(validApplication(1)),
        idempotencyKey: key,
      });
    // b has read the settings and checked maintenance (anything it caches, it has now).
    expect(await b.send(SETTINGS)).toMatchObject({
      data: { getSettingLambda: { maintenance: { text: null } } },
    });
    expect((await apply('shared-maintenance-0')).errors).toBeUndefined();
    await setMaintenance(a.database.db, { always: true, text: 'メンテナンス中' });
    try {
      // The settings query reads the row at once; applyCTC refuses once b's copy has expired.
      expect(await b.send(SETTINGS)).toMatchObject({
        data: { getSettingLambda: { maintenance: { text: 'メンテナンス中' } } },
      });
      await new Promise((resolve) => setTimeout(resolve, SETTINGS_CACHE_TTL_MS + 20));
      const refused = await apply('shared-maintenance-1');
      expect(code(refused)).toBe('MAINTENANCE');
    } finally {
      await setMaintenance(a.database.db, {});
    }
    await new Promise((resolve) => setTimeout(resolve, SETTINGS_CACHE_TTL_MS + 20));
    expect((await apply('shared-maintenance-2')).errors).toBeUndefined();
    await a.close();
    await b.close();
  });
});

describe('the maintenance check reuses its read for SETTINGS_CACHE_TTL_MS', () => {
  it('reads the row once for many checks, again after the TTL or at once after setMaintenance', async () => {
    const database = await shared.open();
    const { db } = database;
    const other = await shared.open();
    let reads = 0;
    // Counts the reads of the settings row through this handle (its prepared query's text).
    const client = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
      .$client;
    const query = client.query.bind(client);
    client.query = (...args: unknown[]) => {
      const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string }).text;
      if (text && /^select .*maintenance_is_always_display/is.test(text)) reads++;
      return query(...args);
    };
    try {
      const now = Date.now();
      const checks = await Promise.all(Array.from({ length: 5 }, () => isMaintenanceNow(db, now)));
      expect(checks).toEqual([false, false, false, false, false]);
      expect(await isMaintenanceNow(db, now)).toBe(false);
      expect(reads).toBe(1);
      await setMaintenance(other.db, { always: true, text: 'メンテナンス中' });
      if (other.db !== db) {
        // Another process's change (Postgres: two pools): this one keeps its copy until the TTL.
        expect(await isMaintenanceNow(db, now)).toBe(false);
        await new Promise((resolve) => setTimeout(resolve, SETTINGS_CACHE_TTL_MS + 20));
      }
      // PGlite has one handle per data directory (one process): the change holds at once.
      expect(await isMaintenanceNow(db, now)).toBe(true);
      expect(reads).toBe(2);
      // Through this handle: at once.
      await setMaintenance(db, {});
      expect(await isMaintenanceNow(db, now)).toBe(false);
      expect(reads).toBe(3);
    } finally {
      client.query = query;
      await setMaintenance(other.db, {});
      await other.close();
      await database.close();
    }
  });
});

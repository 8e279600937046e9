import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setMaintenance } from '@/lib/server/admin';
import type { Database } from '@/lib/server/db/client';
import { postgresLimiter } from '@/lib/server/rate-limit';
import { createGraphqlServer } from '@/lib/server/yoga';
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

  it('stores no client address in clear', async () => {
    const database = await shared.open();
    const rows = (await database.db.execute('SELECT key FROM rate_limits')) as unknown as {
      rows: { key: string }[];
    };
    expect(rows.rows.length).toBeGreaterThan(0);
    for (const { key } of rows.rows) expect(key).not.toMatch(/203\.0\.113\.7|198\.51\.100\.9/);
    await database.close();
  });

  it('keeps its counters in an unlogged table: a hit waits for no WAL flush', async () => {
    // The reopening test above shows the counts survive a clean restart all the same.
    const database = await shared.open();
    const result = (await database.db.execute(
      "SELECT relpersistence FROM pg_class WHERE relname = 'rate_limits' AND relkind = 'r'",
    )) as unknown as { rows: { relpersistence: string }[] };
    expect(result.rows).toEqual([{ relpersistence: 'u' }]);
    await database.close();
  });
});

describe('settings agree between instances', () => {
  it('maintenance set through one instance is seen at once by the other', async () => {
    const a = await instance(100);
    const b = await instance(100);
    const SETTINGS = '{ getSettingLambda(siteName: "commufa-web") { maintenance { text } } }';
    // b reads the settings first (anything it would cache, it has now).
    expect(await b.send(SETTINGS)).toMatchObject({
      data: { getSettingLambda: { maintenance: { text: null } } },
    });
    await setMaintenance(a.database.db, { always: true, text: 'メンテナンス中' });
    try {
      expect(await b.send(SETTINGS)).toMatchObject({
        data: { getSettingLambda: { maintenance: { text: 'メンテナンス中' } } },
      });
      const refused = await b.send(APPLY, {
        formDataJSON: JSON.stringify(validApplication(1)),
        idempotencyKey: 'shared-maintenance-1',
      });
      expect(code(refused)).toBe('MAINTENANCE');
    } finally {
      await setMaintenance(a.database.db, {});
    }
    const accepted = await b.send(APPLY, {
      formDataJSON: JSON.stringify(validApplication(1)),
      idempotencyKey: 'shared-maintenance-2',
    });
    expect(accepted.errors).toBeUndefined();
    await a.close();
    await b.close();
  });
});

/**
 * preparedRowsOf (lib/server/db/prepared.ts), on the embedded PGlite or (DATABASE_URL) Postgres:
 * the answer rowsOf gives for the same statement, a statement parsed once per connection and
 * then only bound, its writes never joined to another caller's open transaction, and a failed
 * statement that leaves the database usable, and two copies of the module (a Next server has one
 * per route and action chunk) that never give two texts one name. On PGlite also
 * preparedPgliteQuery's count of the rows a write changed (the rate-limit store's adapter reads
 * it), as PGlite's query() counts them. compiledStatement: its SQL built and compiled once, its
 * placeholders filled with each call's values.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '@/lib/server/db/client';
import {
  compiledStatement,
  placeholders,
  preparedPgliteQuery,
  preparedRowsOf,
} from '@/lib/server/db/prepared';
import { driverClient, rowsOf } from '@/lib/server/db/rows';
import { freshDatabase } from './helpers';

let database: Database;

beforeAll(async () => {
  database = await freshDatabase({ seed: false });
  await database.db.execute(sql`CREATE TABLE prepared_probe (
    id text PRIMARY KEY, at timestamptz NOT NULL, body jsonb NOT NULL, secret bytea)`);
});
afterAll(() => database.close());

const insert = (id: string, body: unknown, secret: Buffer | null = null) =>
  sql`INSERT INTO prepared_probe (id, at, body, secret)
    VALUES (${id}, '2026-11-27T09:00:00+09:00', ${JSON.stringify(body)}::jsonb, ${secret})
    RETURNING id, at, body, encode(secret, 'hex') AS secret_hex, octet_length(secret) AS length`;

/** The named statements of this database session whose text mentions `marker`. */
async function preparedCount(marker: string): Promise<number> {
  const rows = await rowsOf<{ count: number | string }>(
    database.db,
    sql`SELECT count(*) AS count FROM pg_prepared_statements
      WHERE name <> '' AND statement LIKE ${`%${marker}%`}`,
  );
  return Number(rows[0]!.count);
}

describe('preparedRowsOf', () => {
  it('answers the rows rowsOf answers: text, timestamptz kept as text, jsonb parsed, bytea values', async () => {
    const secret = Buffer.from([0, 1, 254, 255]);
    const [prepared] = await preparedRowsOf<Record<string, unknown>>(
      database.db,
      insert('a', { plan: 'ホーム', yen: 6160 }, secret),
    );
    const [plain] = await rowsOf(database.db, insert('b', { plan: 'ホーム', yen: 6160 }, secret));
    expect(prepared).toEqual({ ...plain, id: 'a' });
    expect(prepared).toMatchObject({
      body: { plan: 'ホーム', yen: 6160 },
      secret_hex: '0001feff',
    });
    expect(typeof prepared!.at).toBe('string');
  });

  it('parses a statement once and afterwards only binds it: one named statement however many calls', async () => {
    const statement = (id: string) =>
      sql`SELECT id, body ->> 'n' AS n FROM prepared_probe WHERE id = ${id} /* once-marker */`;
    await preparedRowsOf(database.db, insert('once', { n: 1 }));
    for (let i = 0; i < 5; i++) {
      const rows = await preparedRowsOf<{ id: string; n: string }>(database.db, statement('once'));
      expect(rows).toEqual([{ id: 'once', n: '1' }]);
    }
    // pg_prepared_statements is the session's (on Postgres, of the pooled connection that
    // answers; the test's pool keeps using the same idle one).
    if (database.kind === 'pglite') expect(await preparedCount('once-marker')).toBe(1);
    else expect(await preparedCount('once-marker')).toBeLessThanOrEqual(1);
  });

  it("never writes inside another caller's open transaction: its row stays when that one rolls back", async () => {
    let inside!: () => void;
    const opened = new Promise<void>((resolve) => (inside = resolve));
    const rolledBack = database.db
      .transaction(async (tx) => {
        await tx.execute(insert('theirs', {}));
        inside();
        // Gives the prepared statement below every chance to run before this transaction ends.
        await new Promise((resolve) => setTimeout(resolve, 50));
        throw new Error('rolled back on purpose');
      })
      .catch((error: unknown) => error);
    await opened;
    await preparedRowsOf(database.db, insert('mine', {}));
    expect(await rolledBack).toBeInstanceOf(Error);
    const rows = await rowsOf<{ id: string }>(
      database.db,
      sql`SELECT id FROM prepared_probe WHERE id IN ('theirs', 'mine') ORDER BY id`,
    );
    expect(rows).toEqual([{ id: 'mine' }]);
  });

  it.runIf(!process.env.DATABASE_URL)(
    "counts the rows a write changed as PGlite's query() does",
    async () => {
      const driver = driverClient(database.db);
      if (!('pglite' in driver)) throw new Error('expected the embedded PGlite');
      await preparedRowsOf(database.db, insert('count-1', { n: 1 }));
      await preparedRowsOf(database.db, insert('count-2', { n: 2 }));
      const update = "UPDATE prepared_probe SET body = '{}'::jsonb WHERE id LIKE $1";
      const prepared = await preparedPgliteQuery(driver.pglite, update, ['count-%']);
      const plain = await driver.pglite.query(update, ['count-%']);
      expect(prepared.affectedRows).toBe(2);
      expect(prepared.affectedRows).toBe(plain.affectedRows);
      const removed = await preparedPgliteQuery(
        driver.pglite,
        'DELETE FROM prepared_probe WHERE id = $1 RETURNING id',
        ['count-1'],
      );
      expect(removed).toEqual({ rows: [{ id: 'count-1' }], affectedRows: 1 });
    },
  );

  it('gives two statements two names when two copies of the module prepare them on one session', async () => {
    await preparedRowsOf(database.db, insert('copy-a', { n: 1 }));
    vi.resetModules();
    const copy = await import('@/lib/server/db/prepared');
    expect(copy.preparedRowsOf).not.toBe(preparedRowsOf);
    const other = sql`SELECT id FROM prepared_probe WHERE id = ${'copy-a'} /* other-copy */`;
    expect(await copy.preparedRowsOf(database.db, other)).toEqual([{ id: 'copy-a' }]);
    const [row] = await preparedRowsOf<{ id: string }>(database.db, insert('copy-b', {}));
    expect(row!.id).toBe('copy-b');
  });

  it("rejects with the database's error and leaves the database usable", async () => {
    await preparedRowsOf(database.db, insert('twice', {}));
    await expect(preparedRowsOf(database.db, insert('twice', {}))).rejects.toThrow(/duplicate key/);
    const [row] = await preparedRowsOf<{ id: string }>(database.db, insert('after', {}));
    expect(row!.id).toBe('after');
  });
});

describe('compiledStatement', () => {
  it('builds its SQL once and fills its placeholders with each call’s values, on one named statement', async () => {
    const slot = placeholders('id', 'body', 'secret');
    const build = vi.fn(
      () => sql`INSERT INTO prepared_probe (id, at, body, secret)
        VALUES (${slot.id}, '2026-11-27T09:00:00+09:00', ${slot.body}::jsonb, ${slot.secret})
        RETURNING id, body, encode(secret, 'hex') AS secret_hex /* compiled-marker */`,
    );
    const store = compiledStatement<
      { id: string; body: unknown; secret_hex: string | null },
      { id: string; body: string; secret: Buffer | null }
    >(build);
    expect(build).not.toHaveBeenCalled();
    const first = await store(database.db, {
      id: 'compiled-1',
      body: JSON.stringify({ n: 1 }),
      secret: Buffer.from([1, 2]),
    });
    const second = await store(database.db, { id: 'compiled-2', body: '{"n":2}', secret: null });
    expect(first).toEqual([{ id: 'compiled-1', body: { n: 1 }, secret_hex: '0102' }]);
    expect(second).toEqual([{ id: 'compiled-2', body: { n: 2 }, secret_hex: null }]);
    expect(build).toHaveBeenCalledTimes(1);
    expect(await preparedCount('compiled-marker')).toBe(1);
  });

  it('refuses a call without a value for one of its placeholders, storing nothing', async () => {
    const store = compiledStatement<{ id: string }, Record<string, unknown>>(
      () => sql`INSERT INTO prepared_probe (id, at, body)
        VALUES (${sql.placeholder('id')}, now(), ${sql.placeholder('body')}::jsonb) RETURNING id`,
    );
    await expect(store(database.db, { id: 'compiled-missing' })).rejects.toThrow(
      /No value for placeholder "body"/,
    );
    const rows = await rowsOf(
      database.db,
      sql`SELECT id FROM prepared_probe WHERE id = 'compiled-missing'`,
    );
    expect(rows).toEqual([]);
  });
});

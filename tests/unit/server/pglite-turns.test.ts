import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@/lib/server/db/client';

/**
 * The embedded database answers as promise jobs, on the server's one thread: a queue of
 * transactions would otherwise run to its end without the event loop taking a turn, and new
 * connections and requests would wait for the whole queue (in a 50-connection soak, late
 * connections were accepted one per emptied queue, up to 10 s after they were opened).
 */
let database: Database;
beforeAll(async () => {
  database = await openDatabase({
    dataDir: 'memory://',
    databaseUrl: '',
    log: () => {},
  });
}, 120_000);
afterAll(() => database.close());

describe('embedded database and the event loop', () => {
  it('gives the event loop a turn while transactions are queued', async () => {
    let finished = 0;
    const queued = Array.from({ length: 20 }, () =>
      database.db
        .transaction(async (tx) => {
          await tx.execute(sql`select 1`);
        })
        .then(() => finished++),
    );
    let finishedAtFirstTurn = -1;
    setImmediate(() => (finishedAtFirstTurn = finished));
    await Promise.all(queued);
    expect(finished).toBe(20);
    expect(finishedAtFirstTurn).toBeGreaterThanOrEqual(0);
    expect(finishedAtFirstTurn).toBeLessThan(20);
  });
});

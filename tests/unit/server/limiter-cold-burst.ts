/**
 * Child process of rate-limit-fairness.test.ts: a plain node process (tsx loader), cold, on an
 * in-memory embedded database. Eight callers hit one limiter ten times each, all at once; prints
 * the order in which the hits were answered ("<caller>:<hit>", space-separated) on one line.
 */
import { randomBytes } from 'node:crypto';

process.env.DATA_ENCRYPTION_KEY ??= randomBytes(32).toString('hex');
const { openDatabase } = await import('@/lib/server/db/client');
const { postgresLimiter } = await import('@/lib/server/security/rate-limit');

const database = await openDatabase({
  dataDir: 'memory://',
  databaseUrl: '',
  log: () => {},
});
const limiter = postgresLimiter(database.db, 'fairness-test', {
  points: 1_000_000,
  durationSeconds: 600,
});
const order: string[] = [];
await Promise.all(
  Array.from({ length: 8 }, async (_, id) => {
    for (let hit = 1; hit <= 10; hit++) {
      if ((await limiter.hit(`client-${id}`)) !== null) throw new Error('limited');
      order.push(`${id}:${hit}`);
    }
  }),
);
console.log(order.join(' '));
await database.close();

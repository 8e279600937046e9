/**
 * `npm run bench:api -- --parts` (with `--postgres` or DATABASE_URL for Postgres): what each part
 * of an applyCTC costs, called in process one after the other on the bench's database (no HTTP,
 * no concurrency), as microseconds per call (median of 5 batches). On PGlite every part is CPU of
 * the server's one thread, the database's included; on Postgres a statement's figure is its round
 * trip. Beside the parts, the whole resolver (applyCTC called directly, a new key per call) and
 * the budget the API target leaves an application: 1 / (0.5 × the store floor's requests/s).
 */
import type { GraphQLResolveInfo } from 'graphql';
import { applyCTC } from '@/lib/server/graphql/resolvers/apply-ctc';
import { encryptText, requestHash } from '@/lib/server/security/crypto';
import type { Db } from '@/lib/server/db/client';
import { clearMaintenanceCache, isMaintenanceNow } from '@/lib/server/db/repositories/maintenance';
import { priceApplication } from '@/lib/server/pricing';
import { postgresLimiter } from '@/lib/server/security/rate-limit';
import { systemClock } from '@/lib/time';
import { applicationSchema } from '@/lib/validation/application';
import { applyArgs } from './bench-requests';

async function perCall(run: () => unknown, calls: number): Promise<number> {
  const batches: number[] = [];
  for (let b = 0; b < 6; b++) {
    const start = performance.now();
    for (let i = 0; i < calls; i++) await run();
    // The first batch warms up (JIT, prepared statements) and is not counted.
    if (b > 0) batches.push(((performance.now() - start) * 1000) / calls);
  }
  return batches.sort((x, y) => x - y)[2]!;
}

/** Prints the parts' costs; `floorRps` (the store floor's figure of this run) sets the budget. */
export async function printApplyParts(db: Db, floorRps: number, calls = 300): Promise<void> {
  const { formDataJSON } = applyArgs('parts');
  const data = applicationSchema.parse(JSON.parse(formDataJSON));
  const now = systemClock();
  const limiter = postgresLimiter(db, 'bench-parts', { points: 1e9, durationSeconds: 60 });
  // The resolver as yoga calls it: its context (the bench's database; a request, which it does
  // not read) and an info it does not read either.
  if (typeof applyCTC !== 'function') throw new Error('applyCTC is not a resolver function');
  const resolve = applyCTC;
  const context = { db, request: new Request('http://localhost/api/graphql/') };
  const info = {} as GraphQLResolveInfo;
  const parts: [string, () => unknown][] = [
    ['JSON.parse + applicationSchema', () => applicationSchema.safeParse(JSON.parse(formDataJSON))],
    ['requestHash (idempotency)', () => requestHash(data)],
    ['encryptText (account number)', () => encryptText('1234567')],
    ['rate limit hit (1 upsert)', () => limiter.hit('bench-parts')],
    ['isMaintenanceNow (1 s cache)', () => isMaintenanceNow(db, now)],
    [
      'maintenance row read (1 select)',
      () => {
        clearMaintenanceCache(db);
        return isMaintenanceNow(db, now);
      },
    ],
    ['priceApplication', () => priceApplication(db, data, now)],
    ['applyCTC resolver, whole', () => resolve({}, applyArgs('parts'), context, info)],
  ];
  const budget = 1e6 / (0.5 * floorRps);
  console.log(
    `applyCTC parts, in process, sequential (µs per call); the target's budget is ${budget.toFixed(0)} µs per application (1 / (0.5 × ${floorRps.toFixed(0)} req/s of the store floor)):`,
  );
  for (const [name, run] of parts) {
    const us = await perCall(run, calls);
    console.log(
      `  ${name.padEnd(32)} ${us.toFixed(0).padStart(6)} µs   ${(us / budget).toFixed(2)} of the budget`,
    );
  }
}

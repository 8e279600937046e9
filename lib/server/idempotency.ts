import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Db } from './db/client';
import { idempotencyKeys } from './db/schema';
import { keyLegacyRequestHash, requestHash, requestHashMatches } from './crypto';
import { userError } from './errors';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Idempotency keys the client generates (a UUID fits): 8-100 of A-Z a-z 0-9 _ - : . */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_\-:.]{8,100}$/;

/**
 * Runs `work` in one transaction at most once per key: the first call claims the key and draws the
 * next receipt sequence number (receipt_number_seq) in one statement, runs `work(tx, sequence)`
 * and stores its response with the key; a later call with the same key and the same payload
 * (keyed hash, crypto.ts requestHash) gets that response and stores nothing (and draws no
 * number); the same key with another payload or operation is IDEMPOTENCY_CONFLICT. Concurrent
 * calls with one key: the unique key makes the later ones wait for the first commit. `sequence`
 * is the number as decimal text (receipts.ts receiptNumberOf formats it).
 */
export async function runIdempotent<T extends object>(
  db: Db,
  request: { key: string; operation: string; payload: unknown },
  work: (tx: Tx, sequence: string) => Promise<T>,
): Promise<T> {
  const hash = requestHash(request.payload);
  return db.transaction(async (tx) => {
    // RETURNING is evaluated for an inserted row only: a retry draws no receipt number.
    const [claimed] = await tx
      .insert(idempotencyKeys)
      .values({ key: request.key, operation: request.operation, requestHash: hash })
      .onConflictDoNothing()
      .returning({ sequence: sql<string>`nextval('receipt_number_seq')::text` });
    if (!claimed) {
      const stored = await storedResponse<T>(tx, request);
      if (!stored) throw new Error('idempotency key row without response');
      return stored;
    }
    const response = await work(tx, claimed.sequence);
    await tx.update(idempotencyKeys).set({ response }).where(eq(idempotencyKeys.key, request.key));
    return response;
  });
}

/**
 * The response stored for `request.key` (see runIdempotent), or null when none is stored yet. A
 * caller that prepares its work outside the transaction (reads, pricing) asks first, so a retry
 * gets its first answer without doing that work again. Errors: IDEMPOTENCY_CONFLICT when the key
 * was used with another operation or payload.
 */
export async function storedResponse<T extends object>(
  db: Pick<Db, 'select'>,
  request: { key: string; operation: string; payload: unknown },
): Promise<T | null> {
  const [existing] = await db
    .select()
    .from(idempotencyKeys)
    .where(eq(idempotencyKeys.key, request.key));
  if (!existing || existing.response === null) return null;
  if (
    existing.operation !== request.operation ||
    !requestHashMatches(existing.requestHash, request.payload)
  ) {
    throw userError(
      'IDEMPOTENCY_CONFLICT',
      'This idempotency key was already used with a different request.',
      { field: 'idempotencyKey' },
    );
  }
  return existing.response as T;
}

/**
 * Data migration run in code at every start (the key is not available to SQL): rows written
 * before request hashes were keyed hold a plain sha256 of the payload, from which a guessable
 * secret in it could be recovered. Each is replaced by the keyed hash of the same payload
 * (crypto.ts keyLegacyRequestHash), in batches of `batchSize`. Returns the number of rows converted.
 */
export async function keyLegacyRequestHashes(db: Db, batchSize = 500): Promise<number> {
  let converted = 0;
  for (;;) {
    const rows = await db
      .select({ key: idempotencyKeys.key, requestHash: idempotencyKeys.requestHash })
      .from(idempotencyKeys)
      .where(sql`${idempotencyKeys.requestHash} ~ '^[0-9a-f]{64}$'`)
      .limit(batchSize);
    if (rows.length === 0) return converted;
    await db.transaction(async (tx) => {
      for (const row of rows) {
        const keyed = keyLegacyRequestHash(row.requestHash);
        if (!keyed) continue;
        await tx
          .update(idempotencyKeys)
          .set({ requestHash: keyed })
          .where(eq(idempotencyKeys.key, row.key));
      }
    });
    converted += rows.length;
  }
}

import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from './db/client';
import { idempotencyKeys } from './db/schema';
import { canonicalHash } from './crypto';
import { userError } from './errors';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Idempotency keys the client generates (a UUID fits): 8-100 of A-Z a-z 0-9 _ - : . */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_\-:.]{8,100}$/;

/**
 * Runs `work` in one transaction at most once per key: the first call stores its response with
 * the key; a later call with the same key and the same payload (canonical hash) gets that response
 * and stores nothing; the same key with another payload or operation is IDEMPOTENCY_CONFLICT.
 * Concurrent calls with one key: the unique key makes the later ones wait for the first commit.
 */
export async function runIdempotent<T extends object>(
  db: Db,
  request: { key: string; operation: string; payload: unknown },
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  const requestHash = canonicalHash(request.payload);
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(idempotencyKeys)
      .values({ key: request.key, operation: request.operation, requestHash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted.length === 0) {
      const [existing] = await tx
        .select()
        .from(idempotencyKeys)
        .where(eq(idempotencyKeys.key, request.key));
      if (!existing || existing.response === null)
        throw new Error('idempotency key row without response');
      if (existing.operation !== request.operation || existing.requestHash !== requestHash) {
        throw userError(
          'IDEMPOTENCY_CONFLICT',
          'This idempotency key was already used with a different request.',
          { field: 'idempotencyKey' },
        );
      }
      return existing.response as T;
    }
    const response = await work(tx);
    await tx.update(idempotencyKeys).set({ response }).where(eq(idempotencyKeys.key, request.key));
    return response;
  });
}

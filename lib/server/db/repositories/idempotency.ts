import 'server-only';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client';
import { idempotencyKeys } from '../schema';
import { keyLegacyRequestHash, requestHashMatches } from '../../security/crypto';
import { receiptNumberSql, receiptNumberValues, type ReceiptKind } from './receipts';
import { userError } from '../../graphql/errors';

/** Idempotency keys the client generates (a UUID fits): 8-100 of A-Z a-z 0-9 _ - : . */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_\-:.]{8,100}$/;

/** A request as its idempotency key row records it; `requestHash` is crypto.ts requestHash(payload). */
export interface IdempotentRequest {
  key: string;
  operation: string;
  requestHash: string;
}

/**
 * The common table expressions `drawn` and `claimed` that begin a statement storing a request's
 * work at most once per key together with that work, in one statement: atomic without a
 * transaction, one round trip to the database.
 * - `drawn(receipt_number)`: a new receipt number (receipts.ts receiptNumberSql, from
 *   receipt_number_seq), drawn only while the key is not stored and `guard` (an SQL condition)
 *   holds, so a retry of a stored request draws no number;
 * - `claimed(receipt_number)`: one row when this statement inserted the key with its response
 *   (the response with the receipt number as `receiptNumber`); none when the key exists (a
 *   concurrent call with the same key waits for the first one's commit, then inserts nothing).
 * `values` are claimKeyValues(…), or placeholders of a statement compiled once (prepared.ts
 * compiledStatement) filled with them at each call. The work reads `claimed`, so it stores
 * nothing unless this statement claimed the key. When the statement stored nothing, the caller
 * asks storedResponse: the first answer, or an IDEMPOTENCY_CONFLICT, or (no key stored) the guard
 * failed.
 */
export function claimKeySql(
  values: Record<keyof ReturnType<typeof claimKeyValues>, unknown>,
  guard: SQL = sql`true`,
): SQL {
  return sql`drawn AS (
      SELECT ${receiptNumberSql(sql`s.n`, values)} AS receipt_number
      FROM (SELECT nextval('receipt_number_seq')::text AS n
            WHERE NOT EXISTS (SELECT 1 FROM ${idempotencyKeys} WHERE key = ${values.key})
              AND ${guard}) s
    ),
    claimed AS (
      INSERT INTO ${idempotencyKeys} (key, operation, request_hash, response)
      SELECT ${values.key}, ${values.operation}, ${values.requestHash},
        ${values.response}::jsonb || jsonb_build_object('receiptNumber', drawn.receipt_number)
      FROM drawn
      ON CONFLICT DO NOTHING
      RETURNING response ->> 'receiptNumber' AS receipt_number
    )`;
}

/**
 * claimKeySql's values for `request`, claimed with `response` (stored as JSON, the receipt number
 * added) and a new receipt number of `kind` (receipts.ts receiptNumberValues).
 */
export function claimKeyValues(request: IdempotentRequest, kind: ReceiptKind, response: object) {
  return {
    key: request.key,
    operation: request.operation,
    requestHash: request.requestHash,
    response: JSON.stringify(response),
    ...receiptNumberValues(kind),
  };
}

/**
 * The response stored for `request.key` (see claimKeySql), or null when none is stored yet. A
 * caller that prepares its work before storing it (reads, pricing) may ask first, so a retry
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

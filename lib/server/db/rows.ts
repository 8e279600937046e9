import 'server-only';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import type { Db, Tx } from './types';

/**
 * The driver client under a drizzle database: node-postgres' pool (DATABASE_URL) or the embedded
 * PGlite, for the few callers that speak to the driver itself (prepared statements, the
 * rate-limit store). Errors: throws for any other client.
 */
export function driverClient(db: Db): { pool: pg.Pool } | { pglite: PGlite } {
  // drizzle() keeps the driver's client as $client (not part of the Db type, which fits both).
  const client = '$client' in db ? db.$client : undefined;
  if (client instanceof pg.Pool) return { pool: client };
  if (client instanceof PGlite) return { pglite: client };
  throw new Error('the database is neither a node-postgres pool nor PGlite');
}

/**
 * The rows of a raw statement (`db.execute`), on either driver: PGlite and node-postgres both
 * answer `{ rows }`. `T` is the caller's statement of the columns its SQL selects (raw SQL carries
 * no types; bigserial and count() may come back as text on node-postgres, so type them
 * `number | string`). Errors: throws when the answer has no rows (a driver answering otherwise).
 */
export async function rowsOf<T extends Record<string, unknown>>(
  db: Db | Tx,
  query: SQL,
): Promise<T[]> {
  const result: unknown = await db.execute(query);
  if (typeof result === 'object' && result !== null && 'rows' in result)
    if (Array.isArray(result.rows)) return result.rows as T[];
  throw new Error('the database driver answered a statement without rows');
}

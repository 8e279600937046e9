import 'server-only';
import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from './types';

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

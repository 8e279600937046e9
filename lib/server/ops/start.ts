import 'server-only';
import type { Database } from '../db/client';
import { keyLegacyRequestHashes } from '../db/repositories/idempotency';
import { describeDataSet, ensureDemoData } from './seed';

export interface PrepareOptions {
  /**
   * Seed the embedded demo's sample data into an embedded database without reference data
   * (ensureDemoData; never a DATABASE_URL database). The server's start asks for it
   * (instrumentation.ts, scripts/api-server.ts); `npm run db:migrate` does not.
   */
  demo: boolean;
  /** Where the start-up lines go (default console.info). */
  log?: (line: string) => void;
}

/**
 * What a process does with its database after openDatabase opened and migrated it, before it
 * serves: keys the idempotency request hashes stored before they were keyed (a data migration in
 * code, since SQL has no access to DATA_ENCRYPTION_KEY: keyLegacyRequestHashes), seeds the
 * embedded demo when `demo` says so, and logs one line naming the data set in use. Every step
 * leaves a database it already ran on as it is, so each start may run them. Errors of the
 * database propagate.
 */
/**
 * What a server does with its database before serving (instrumentation.ts, scripts/api-server.ts,
 * bench:api's store floor; `npm run db:migrate` with `demo` false): converts idempotency request
 * hashes of an older format to keyed ones, seeds the embedded demo's sample data when asked (never a
 * DATABASE_URL database; README "Sample data"), and logs which data set it serves. Opening the
 * database (db/client.ts) only migrates; this is the one place sample data enters at start.
 */
export async function prepareDatabase(database: Database, options: PrepareOptions): Promise<void> {
  const log = options.log ?? ((line: string) => console.info(line));
  const converted = await keyLegacyRequestHashes(database.db);
  if (converted > 0)
    log(`[db] ${converted} idempotency request hash(es) converted to keyed hashes`);
  if (options.demo) await ensureDemoData(database);
  const where = database.kind === 'postgres' ? 'Postgres (DATABASE_URL)' : 'embedded PGlite';
  log(`[db] ${where}: ${await describeDataSet(database.db)}`);
}

import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/**
 * The drizzle database (either driver: PGlite or node-postgres) typed with the one schema (also
 * exported by client.ts, which opens it).
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction of Db (the `tx` of db.transaction): what a repository writes with inside one. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/**
 * The drizzle database (either driver: PGlite or node-postgres) typed with the one schema. Its own
 * module so that seed.ts and client.ts (which runs the seed) do not import each other.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

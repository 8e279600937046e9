import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '@/lib/server/db/client';
import { CSRF_HEADER } from '@/lib/server/request-guard';
import { createGraphqlServer, type GraphqlServerOptions } from '@/lib/server/yoga';

process.env.DATA_ENCRYPTION_KEY ??= randomBytes(32).toString('hex');

export interface GqlResponse<T = Record<string, unknown>> {
  status: number;
  data?: T | null;
  errors?: {
    message: string;
    extensions?: { code?: string; fields?: { path: string; message: string }[] };
  }[];
}

/**
 * A fresh, migrated and seeded database for one test file: in-memory PGlite, or with DATABASE_URL a
 * new database on that server (dropped by close()). Seeds the small sample (a few cities) unless
 * TEST_SEED=full; `seed: undefined` leaves it to openDatabase's default (PGlite seeds a new
 * database, Postgres does not); `log` receives openDatabase's start-up lines (default: dropped).
 */
export async function freshDatabase(
  options: { seed?: boolean; log?: (line: string) => void } = { seed: true },
): Promise<Database> {
  const url = process.env.DATABASE_URL;
  const seedSize = process.env.TEST_SEED === 'full' ? 'full' : 'small';
  const log = options.log ?? (() => {});
  const seed = options.seed;
  if (!url) return openDatabase({ dataDir: 'memory://', databaseUrl: '', seedSize, log, seed });
  const name = `test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  // Tests ask for the sample data explicitly: a DATABASE_URL database is never seeded by default.
  const database = await openDatabase({ databaseUrl: testUrl.toString(), seedSize, seed, log });
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

export interface TestServer {
  database: Database;
  gql: <T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ) => Promise<GqlResponse<T>>;
  post: (body: string, headers?: Record<string, string>) => Promise<Response>;
  close: () => Promise<void>;
}

/** The GraphQL server in process (yoga.fetch) over a fresh database. */
export async function createTestServer(
  options: Omit<GraphqlServerOptions, 'database'> = {},
): Promise<TestServer> {
  const database = await freshDatabase();
  const yoga = createGraphqlServer({
    rateLimit: { points: 10_000, durationSeconds: 60 },
    ...options,
    database,
  });
  const post = async (body: string, headers: Record<string, string> = {}) =>
    yoga.fetch('http://localhost/api/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
        [CSRF_HEADER]: '1',
        ...headers,
      },
      body,
    });
  const gql = async <T>(
    query: string,
    variables: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) => {
    const response = await post(JSON.stringify({ query, variables }), headers);
    const json = (await response.json()) as Omit<GqlResponse<T>, 'status'>;
    return { status: response.status, ...json };
  };
  return { database, gql, post, close: () => database.close() };
}

/** Row count of a table. */
export async function countRows(database: Database, table: string): Promise<number> {
  const result = (await database.db.execute(
    `SELECT count(*)::int AS n FROM ${table}`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}

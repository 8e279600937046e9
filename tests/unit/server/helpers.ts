import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '@/lib/server/db/client';
import { seedSampleData } from '@/lib/server/ops/seed';
import { scratchDatabase } from '../../../scripts/lib/postgres-cluster';
import { CSRF_HEADER } from '@/lib/server/graphql/request-guard';
import { createGraphqlServer, type GraphqlServerOptions } from '@/lib/server/graphql/yoga';

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
 * A fresh, migrated database for one test file: in-memory PGlite, or with DATABASE_URL a new
 * database on that server (dropped by close()). Opening it seeds nothing: with `seed` (default
 * true) the test asks for the small sample (a few cities; TEST_SEED=full: every town) as
 * `npm run db:seed` would. `log` receives openDatabase's start-up lines (default: dropped).
 */
export async function freshDatabase(
  options: { seed?: boolean; log?: (line: string) => void } = {},
): Promise<Database> {
  const url = process.env.DATABASE_URL;
  const seedSize = process.env.TEST_SEED === 'full' ? 'full' : 'small';
  const log = options.log ?? (() => {});
  const seed = async (database: Database) => {
    if (options.seed ?? true) await seedSampleData(database.db, seedSize);
    return database;
  };
  if (!url) return seed(await openDatabase({ dataDir: 'memory://', databaseUrl: '', log }));
  const scratch = await scratchDatabase(url);
  const database = await openDatabase({ databaseUrl: scratch.url, log });
  await seed(database);
  return {
    ...database,
    close: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}

/**
 * One database that several server processes open, as when N instances share one Postgres: with
 * DATABASE_URL a new database on that server where every open() is a new connection pool (a
 * process of its own); without, an embedded PGlite in a temporary directory (on disk, so a
 * restart keeps it), where open() hands out the one open handle (PGlite is one process's
 * database) and opens it again after it was closed (a restart). Seeded with the small sample.
 * drop() closes what is open and deletes the database.
 */
export async function sharedTestDatabase(): Promise<{
  kind: Database['kind'];
  open: () => Promise<Database>;
  drop: () => Promise<void>;
}> {
  const url = process.env.DATABASE_URL;
  const log = () => {};
  if (!url) {
    const dir = mkdtempSync(path.join(tmpdir(), 'hikari-shared-'));
    let current: { database: Database; users: number } | null = null;
    const open = async (): Promise<Database> => {
      if (!current) {
        const database = await openDatabase({
          dataDir: path.join(dir, 'pglite'),
          databaseUrl: '',
          log,
        });
        await seedSampleData(database.db, 'small');
        current = { database, users: 0 };
      }
      const handle = current;
      handle.users++;
      return {
        ...handle.database,
        close: async () => {
          if (--handle.users > 0 || current !== handle) return;
          current = null;
          await handle.database.close();
        },
      };
    };
    return {
      kind: 'pglite',
      open,
      drop: async () => {
        if (current) await current.database.close();
        current = null;
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const scratch = await scratchDatabase(url);
  const opened = new Set<Database>();
  let seeded = false;
  return {
    kind: 'postgres',
    open: async () => {
      const database = await openDatabase({ databaseUrl: scratch.url, log });
      if (!seeded) await seedSampleData(database.db, 'small');
      seeded = true;
      opened.add(database);
      return {
        ...database,
        close: async () => {
          if (opened.delete(database)) await database.close();
        },
      };
    },
    drop: async () => {
      for (const database of opened) await database.close();
      opened.clear();
      await scratch.drop();
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
  return {
    database,
    gql: <T>(
      query: string,
      variables?: Record<string, unknown>,
      headers?: Record<string, string>,
    ) => sendGraphql<T>(yoga, query, variables, headers),
    post: (body, headers) => postGraphql(yoga, body, headers),
    close: () => database.close(),
  };
}

type Yoga = ReturnType<typeof createGraphqlServer>;

/**
 * A POST of `body` to an in-process GraphQL server (yoga.fetch) as the site's client sends it:
 * JSON with its content-length and the CSRF header; `headers` added (e.g. x-forwarded-for).
 */
export async function postGraphql(
  yoga: Yoga,
  body: string,
  headers: Record<string, string> = {},
): Promise<Response> {
  return await yoga.fetch('http://localhost/api/graphql', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(body)),
      [CSRF_HEADER]: '1',
      ...headers,
    },
    body,
  });
}

/** postGraphql of `{ query, variables }`: the HTTP status with the answer's data and errors. */
export async function sendGraphql<T = Record<string, unknown>>(
  yoga: Yoga,
  query: string,
  variables: unknown = {},
  headers: Record<string, string> = {},
): Promise<GqlResponse<T>> {
  const response = await postGraphql(yoga, JSON.stringify({ query, variables }), headers);
  const json = (await response.json()) as Omit<GqlResponse<T>, 'status'>;
  return { status: response.status, ...json };
}

/** Row count of a table. */
export async function countRows(database: Database, table: string): Promise<number> {
  const result = (await database.db.execute(
    `SELECT count(*)::int AS n FROM ${table}`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}

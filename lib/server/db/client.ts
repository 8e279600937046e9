import 'server-only';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { keyring } from '../security/crypto';
import { dataDirectory, ensurePrivateDirectory, restrictTree } from './data-dir';
import { onShutdown } from '../server-process.mjs';
import * as schema from './schema';
import type { Db, Tx } from './types';

export type { Db, Tx };

export interface Database {
  db: Db;
  /** 'pglite' (embedded, DATA_DIR) or 'postgres' (DATABASE_URL). */
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
}

export interface OpenOptions {
  /** Postgres connection string; default process.env.DATABASE_URL. When absent, PGlite is used. */
  databaseUrl?: string;
  /**
   * Postgres connection string of the role that owns the tables and runs the migrations; default
   * process.env.MIGRATION_DATABASE_URL. When set, the databaseUrl role (the application's) is
   * granted what it needs after the migrations: reading and writing every table but the audit
   * log, which it may only read and append to (APP_ROLE_GRANTS).
   */
  migrationDatabaseUrl?: string;
  /** PGlite data directory; default process.env.DATA_DIR or '.data'. 'memory://' for a throwaway one. */
  dataDir?: string;
  /** Where the start-up warning about table ownership goes (default console.info). */
  log?: (line: string) => void;
}

const MIGRATION_LOCK_ID = 4_004_004;

/**
 * What the application's role may do when the migrations run as another role (the tables'
 * owner): read and write the tables, draw from the sequences, and on audit_log only SELECT and
 * INSERT. Not owning the tables, it can neither TRUNCATE nor ALTER them (no DISABLE TRIGGER), so
 * the log stays append-only even for a compromised application. `$ROLE` is the quoted role name.
 */
export const APP_ROLE_GRANTS = [
  'GRANT USAGE ON SCHEMA public TO $ROLE',
  'GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO $ROLE',
  'GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO $ROLE',
  'REVOKE UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER ON audit_log FROM $ROLE',
];

function migrationsFolder(): string {
  return path.resolve(
    /*turbopackIgnore: true*/ process.env.MIGRATIONS_DIR ?? path.join(process.cwd(), 'drizzle'),
  );
}

/**
 * The fields of /proc/<pid>/stat after the command name (which may hold spaces and parentheses),
 * from field 3 (state) on; null where there is no /proc or no such process.
 */
function procStat(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** procStat's index of a process's start time (field 22 of /proc/<pid>/stat, ticks since boot). */
const START_TIME = 19;

/**
 * Whether the process that wrote a lock (`pid`, and `started` when the lock recorded it) is still
 * running. A killed server whose parent has not reaped it yet (a zombie) still answers kill(0) but
 * no longer holds the database; and once it is gone the system may give its pid to any other
 * process (pids come round again on a host that has run for a day), which the start time tells
 * apart.
 */
function isAlive(pid: number, started: string | undefined): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  const stat = procStat(pid);
  if (!stat) return true;
  if (stat[0] === 'Z') return false;
  return started === undefined || stat[START_TIME] === started;
}

/**
 * PGlite is one process's database: a second process opening the same directory corrupts it. A
 * lock file (`pglite.pid` beside the data directory: the pid and, where /proc tells it, the start
 * time of the process that holds it) refuses that with a clear message. The lock of a process that
 * is gone is ignored: one that was killed, and one whose pid now belongs to another process.
 */
function lockDataDir(pgDir: string): () => void {
  const lockFile = path.join(pgDir, '..', 'pglite.pid');
  if (existsSync(lockFile)) {
    const [pidText, started] = readFileSync(lockFile, 'utf8').trim().split(/\s+/);
    const pid = Number(pidText);
    if (pid && pid !== process.pid && isAlive(pid, started)) {
      throw new Error(
        `The embedded database in ${path.dirname(lockFile)} is open in process ${pid}. ` +
          'Stop that server first, or use a real Postgres (DATABASE_URL).',
      );
    }
  }
  const mine = [process.pid, procStat(process.pid)?.[START_TIME]]
    .filter((x) => x !== undefined)
    .join(' ');
  writeFileSync(lockFile, mine, { mode: 0o600 });
  return () => {
    try {
      if (readFileSync(lockFile, 'utf8').trim() === mine) rmSync(lockFile);
    } catch {
      // already gone
    }
  };
}

/**
 * PGlite runs every statement on the server's one thread and answers as promise jobs, so work
 * chained on it runs to its end without the event loop taking a turn: a queue of transactions
 * (applications waiting for its one connection) held back new connections and requests until it
 * was empty, and a caller running query after query held back whatever else waited for a turn
 * (a library's lazy import in another request). In a 50-connection soak (`npm run bench:api --
 * --soak`) the burst's late connections were accepted one per emptied queue and answered up to
 * 10 s later. So every transaction (before its first statement, inside the lock, so the queue
 * itself takes turns) and every statement outside one (before it is queued) first lets the event
 * loop take one turn (setImmediate). Returns `client`.
 */
function takingTurns(client: PGlite): PGlite {
  const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
  const transaction = client.transaction.bind(client);
  client.transaction = (callback) =>
    transaction(async (tx) => {
      await turn();
      return callback(tx);
    });
  const query = client.query.bind(client);
  client.query = async (...args) => {
    await turn();
    return query(...args);
  };
  return client;
}

/**
 * Ends a pg pool and waits until every connection has really closed. pool.end() resolves as soon
 * as the pool has let go of its clients, while their sockets are still closing; a caller that then
 * drops the database (tests) or exits would cut those connections mid-goodbye. Gives up waiting
 * after `timeoutMs` (default 5,000 ms) so a hung socket never blocks shutdown.
 */
export async function endPool(pool: pg.Pool, timeoutMs = 5_000): Promise<void> {
  let left = pool.totalCount;
  const closed = new Promise<void>((resolve) => {
    if (left === 0) resolve();
    pool.on('remove', () => {
      left -= 1;
      if (left <= 0) resolve();
    });
    setTimeout(resolve, timeoutMs).unref();
  });
  await pool.end();
  await closed;
}

/**
 * On one Postgres connection, under the advisory lock (so concurrent first starts of several
 * processes are safe): the migrations, then `after` (grants).
 */
async function migrateLocked(
  client: pg.Client | pg.PoolClient,
  options: OpenOptions,
  after: () => Promise<void>,
): Promise<void> {
  await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
  try {
    const locked = drizzlePg(client, { schema });
    await migratePg(locked, { migrationsFolder: migrationsFolder() });
    await after();
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
  }
}

/**
 * Opens the database and applies the committed migrations (drizzle/, the settings row included);
 * nothing else: no sample data (lib/server/ops/seed.ts, run by the embedded start path
 * lib/server/ops/start.ts or `npm run db:seed`) and no data migration in code (ops/start.ts). PGlite in DATA_DIR (0700, files 0600) unless DATABASE_URL is set; on Postgres the
 * migration runs under an advisory lock so concurrent first starts of several processes are safe.
 * Errors: throws when DATABASE_URL is set without DATA_ENCRYPTION_KEY, when the data directory is
 * world-writable, when the database cannot be opened or a migration fails.
 */
export async function openDatabase(options: OpenOptions = {}): Promise<Database> {
  const databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL;
  if (databaseUrl) {
    // Fails before connecting: one key for every instance, never one generated per instance.
    keyring();
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: Number(process.env.PG_POOL_MAX ?? 10),
    });
    // An idle connection that the server ends (restart, failover, DROP DATABASE ... FORCE) makes
    // the pool emit 'error'; unheard, that would crash the process. The pool has already dropped
    // that connection and opens a new one on the next query, so a warning (code only) is enough.
    pool.on('error', (error: Error & { code?: string }) => {
      console.warn(
        `[db] idle Postgres connection closed by the server (${error.code ?? error.name})`,
      );
    });
    const db: Db = drizzlePg(pool, { schema });
    const migrationUrl = options.migrationDatabaseUrl ?? process.env.MIGRATION_DATABASE_URL;
    try {
      if (migrationUrl) {
        const appRole = (await pool.query<{ role: string }>('SELECT current_user AS role')).rows[0]!
          .role;
        const owner = new pg.Client({ connectionString: migrationUrl });
        await owner.connect();
        try {
          await migrateLocked(owner, options, async () => {
            const ownerRole = (await owner.query<{ role: string }>('SELECT current_user AS role'))
              .rows[0]!.role;
            if (ownerRole !== appRole)
              for (const statement of APP_ROLE_GRANTS)
                await owner.query(statement.replace('$ROLE', owner.escapeIdentifier(appRole)));
          });
        } finally {
          await owner.end();
        }
      } else {
        const client = await pool.connect();
        try {
          await migrateLocked(client, options, async () => {
            const owns = await client.query<{ owns: boolean }>(
              `SELECT tableowner = current_user AS owns FROM pg_tables
               WHERE schemaname = 'public' AND tablename = 'audit_log'`,
            );
            if (owns.rows[0]?.owns)
              // A start-up line like the data set's (the pool's own warnings are for its sockets).
              (options.log ?? ((line: string) => console.info(line)))(
                '[db] the application role owns the tables: it could empty the audit log; ' +
                  'run the migrations as an owner role (MIGRATION_DATABASE_URL, README "Security defaults")',
              );
          });
        } finally {
          client.release();
        }
      }
    } catch (error) {
      await endPool(pool);
      throw error;
    }
    return { db, kind: 'postgres', close: () => endPool(pool) };
  }
  const dataDir = options.dataDir ?? path.join(dataDirectory(), 'pglite');
  const onDisk = !dataDir.startsWith('memory://');
  let unlock = () => {};
  if (onDisk) {
    ensurePrivateDirectory(path.dirname(dataDir));
    ensurePrivateDirectory(dataDir);
    unlock = lockDataDir(dataDir);
  }
  let opened: PGlite | undefined;
  try {
    const client = takingTurns((opened = await PGlite.create(dataDir)));
    const pgliteDb = drizzlePglite(client, { schema });
    await migratePglite(pgliteDb, { migrationsFolder: migrationsFolder() });
    const db: Db = pgliteDb;
    if (onDisk) restrictTree(path.dirname(dataDir));
    return {
      db,
      kind: 'pglite',
      close: async () => {
        await client.close();
        if (onDisk) restrictTree(path.dirname(dataDir));
        unlock();
      },
    };
  } catch (error) {
    // A failed migration must not leave the instance behind: the callers retry (getDatabase on the
    // next request, the mail worker every few seconds), and each open holds its own wasm heap.
    await opened?.close().catch(() => undefined);
    unlock();
    throw error;
  }
}

const globalKey = Symbol.for('hikari.server.database');
type GlobalWithDb = typeof globalThis & { [globalKey]?: Promise<Database> };

/**
 * The process-wide database, opened (and migrated) once on first use; the server's start
 * (instrumentation.ts) then runs lib/server/ops/start.ts prepareDatabase on it. Concurrent first
 * requests share one promise; kept on globalThis so dev-server module reloads reuse it. Closed
 * when the server process stops (server-process.mjs onShutdown, run by scripts/serve.mjs on
 * SIGTERM / SIGINT): the embedded PGlite then shuts down cleanly, as Postgres would.
 */
export function getDatabase(): Promise<Database> {
  const g = globalThis as GlobalWithDb;
  if (!g[globalKey]) {
    const opening = openDatabase();
    g[globalKey] = opening.catch((error: unknown) => {
      delete g[globalKey];
      throw error;
    });
    onShutdown(async () => {
      const database = await opening.catch(() => null);
      if (g[globalKey] !== undefined) delete g[globalKey];
      await database?.close();
    });
  }
  return g[globalKey];
}

import {
  GraphQLError,
  Kind,
  type DefinitionNode,
  type FieldNode,
  type OperationDefinitionNode,
} from 'graphql';
import { createHmac } from 'node:crypto';
import pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Plugin } from 'graphql-yoga';
import { derivedSecret } from './crypto';
import { servedClientAddress } from '../server-process.mjs';
import type { Db } from '../db/client';
import { preparedPgliteQuery } from '../db/prepared';
import { driverClient } from '../db/rows';
import type { ServerContext } from '../graphql/context';

/** The budget of one mutation per window: per client, and for all clients together. */
export interface OperationBudget {
  points: number;
  globalPoints: number;
}

/**
 * Budgets per mutation (root field) and window. Each operation has its own buckets, so a flood of
 * a cheap mutation (error reports, transfer checks) never uses up the budget of applyCTC; the
 * global buckets cap what all clients together (or clients that cannot be told apart) may do.
 * Figures: a visitor sends one application, a few contacts and checks, some error reports.
 */
export const OPERATION_BUDGETS: Readonly<Record<string, OperationBudget>> = {
  applyCTC: { points: 10, globalPoints: 600 },
  // One save per step submit and one per pause in typing (debounced): a visitor filling in the
  // three personal steps saves some dozens of times.
  saveApplicationDraft: { points: 120, globalPoints: 6000 },
  // A visitor asks for a resume link once or twice; answering the link's phone check is counted
  // by failures on its own (lib/server/db/repositories/draft-resume.ts DRAFT_RESUME_LIMITS) besides this budget.
  requestDraftResumeLink: { points: 5, globalPoints: 300 },
  resumeApplicationDraft: { points: 20, globalPoints: 600 },
  contact: { points: 10, globalPoints: 300 },
  transferRequest: { points: 10, globalPoints: 300 },
  applicationUpSell: { points: 10, globalPoints: 300 },
  checkTransferRequest: { points: 20, globalPoints: 600 },
  notifyClientError: { points: 30, globalPoints: 300 },
};
const DEFAULT_BUDGET: OperationBudget = { points: 10, globalPoints: 300 };

export interface RateLimitOptions {
  /** Window in seconds. */
  durationSeconds: number;
  /** Overrides the per-client points of every operation (tests, MUTATION_RATE_LIMIT). */
  points?: number;
  /** Overrides the global points of every operation (tests, MUTATION_GLOBAL_RATE_LIMIT). */
  globalPoints?: number;
  /**
   * Without the site's own server in front (tests): proxies that append the client address to
   * X-Forwarded-For (clientIpOf). Default 0: no forwarded header is trusted.
   */
  trustedProxyHops?: number;
}

/**
 * The client address of a request, or null when it cannot be known. Served by the site's own
 * server (scripts/serve.mjs, `npm start`), it is the address that server took from the socket, or
 * from X-Forwarded-For when the peer is a trusted proxy (TRUSTED_PROXY_HOPS, TRUSTED_PROXY_CIDRS;
 * lib/server/server-process.mjs), in a header it sets after removing any copy the client sent.
 * Without that server (`next dev`, tests) only `hops` given by the caller (tests of the GraphQL
 * server) reads X-Forwarded-For: the entry `hops` from the right, what the outermost proxy saw;
 * otherwise null.
 */
export function clientIpOf(request: Request, hops = 0): string | null {
  const served = servedClientAddress(request.headers);
  if (served !== undefined) return served || null;
  if (!Number.isInteger(hops) || hops <= 0) return null;
  const parts = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  // Fewer entries than trusted proxies: the request did not come through all of them.
  return parts.length >= hops ? parts[parts.length - hops]! : null;
}

/**
 * A keyed hash (HMAC-SHA-256 under a secret derived from the data key) of a rate-limit key: the
 * rate_limits table never holds an IP address, a receipt number or an email address in clear.
 */
function keyedHash(value: string): string {
  return createHmac('sha256', derivedSecret('status lookup rate-limit key'))
    .update(value)
    .digest('base64url')
    .slice(0, 32);
}

export interface Limiter {
  /**
   * Consumes `cost` points (default 1) of `key` (hashed with keyedHash before it is stored);
   * resolves to null, or the seconds to wait when over the limit.
   */
  hit: (key: string, cost?: number) => Promise<number | null>;
  /**
   * Without consuming: null while `key` has points left in its window, else the seconds until
   * the window ends. For limits that count failures only: check, act, then hit on failure.
   */
  waitOf: (key: string) => Promise<number | null>;
  /** Forgets the points `key` used (a success ends a run of failures). */
  reset: (key: string) => Promise<void>;
}

/**
 * A limiter of `points` per `durationSeconds`, keys prefixed with `prefix`, counted in the
 * database's rate_limits table by rate-limiter-flexible's Postgres store (RateLimiterPostgres: one
 * named, prepared upsert per hit, straight on the database's client): every server process on one
 * Postgres shares its budget, and a restart does not reset it (the table is unlogged, so a hit
 * waits for no WAL flush; only a crash of the database empties it). The embedded PGlite demo
 * counts in the same table (one process there; the counts survive a restart too). A key that has
 * used its budget is also refused from memory until its window ends (inMemoryBlockOnConsumed), so
 * a flood from one client costs no database round trip. With `inBlocks` (a budget shared by all
 * clients, never a client's own) the process takes its points from the table in blocks
 * (blockOf) and hands them out from memory: one upsert per block instead of one per hit (see
 * inBlocks). One limiter per database, prefix and limit is made and kept (so that memory block
 * and the blocks exist once), and one clean-up of expired rows per database. Errors of the
 * database propagate.
 */
export function postgresLimiter(
  db: Db,
  prefix: string,
  limit: { points: number; durationSeconds: number; inBlocks?: boolean },
): Limiter {
  let made = limitersByDb.get(db);
  if (!made) limitersByDb.set(db, (made = new Map()));
  const id = `${prefix}|${limit.points}|${limit.durationSeconds}|${limit.inBlocks ? 'blocks' : 'hits'}`;
  let limiter = made.get(id);
  // The store's clean-up deletes every expired row of the table whatever its prefix, so one per
  // database (the first limiter's) does the work of all of them.
  if (!limiter) made.set(id, (limiter = storeLimiter(db, prefix, limit, made.size === 0)));
  return limiter;
}

const limitersByDb = new WeakMap<Db, Map<string, Limiter>>();

/** The query interface rate-limiter-flexible's Postgres store calls on a client of its own kind. */
interface StoreClient {
  query: (query: {
    name?: string;
    text: string;
    values?: unknown[];
  }) => Promise<{ rows: unknown[]; rowCount: number }>;
}

/**
 * The driver client under a drizzle database, as the Postgres store takes it: node-postgres' pool
 * as it is (the store names its statements, so each is prepared once per connection); the
 * embedded PGlite (whose query takes text and values apart, and counts rows as affectedRows)
 * through a small adapter that sends the store's named statements as prepared ones
 * (prepared.ts preparedPgliteQuery) and its one unnamed statement, the table's creation, which
 * the migrations make unneeded, through query(). A per-client hit is a statement of every
 * mutation behind the site's own server: prepared, it took 150 µs of PGlite's thread instead of
 * 250 (docs/benchmarks.md, round of 2026-11-27, night).
 */
function storeClientOf(db: Db): {
  storeClient: pg.Pool | StoreClient;
  storeType: 'pool' | 'client';
} {
  const driver = driverClient(db);
  if ('pool' in driver) return { storeClient: driver.pool, storeType: 'pool' };
  const { pglite } = driver;
  return {
    storeType: 'client',
    storeClient: {
      query: async ({ name, text, values }) => {
        const result = name
          ? await preparedPgliteQuery(pglite, text, values ?? [])
          : await pglite.query(text, values);
        // PGlite counts no affected rows for a SELECT: its rows are the count there.
        return {
          rows: result.rows,
          rowCount: Math.max(result.affectedRows ?? 0, result.rows.length),
        };
      },
    },
  };
}

/**
 * The points a process takes at once from a budget counted in blocks (postgresLimiter's
 * `inBlocks`): a hundredth of the budget, at most 50; 1 (every hit counted on its own) for a
 * budget under 200 points.
 */
export function blockOf(points: number): number {
  return Math.max(1, Math.min(50, Math.floor(points / 100)));
}

/**
 * hit() of a budget shared by all clients, taken from the table in blocks: the first hit of a
 * block consumes blockOf(points) points in the table (one upsert) and the process hands the rest
 * out from memory until they are used up or the table's window ends, so a block costs one
 * statement however many hits it serves (under load, the upsert was a statement per application
 * beside its one store statement). Concurrent hits wait for the block being taken rather than
 * each taking one. The table still counts every point any process took, so the budget stays
 * shared by every process and survives a restart; what a block costs the budget is at most
 * blockOf(points) − 1 points per process and window that were taken but not used (a process
 * stopped, or the window ended): the budget refuses callers a little early, never late. A block
 * the table refuses (the budget has fewer points left) is a refusal, as a hit over the limit is.
 */
function blockHits(
  consume: (points: number) => Promise<{ msBeforeNext: number }>,
  block: number,
): (cost: number) => Promise<void> {
  let left = 0;
  let endsAt = 0;
  let taking: Promise<unknown> | null = null;
  return async (cost) => {
    for (;;) {
      // Points of a window that has ended are gone with it.
      if (Date.now() >= endsAt) left = 0;
      if (left >= cost) {
        left -= cost;
        return;
      }
      if (!taking) break;
      await taking.catch(() => {});
    }
    const points = Math.max(block, cost - left);
    const taken = consume(points);
    taking = taken;
    try {
      const res = await taken;
      left = (Date.now() < endsAt ? left : 0) + points - cost;
      endsAt = Date.now() + res.msBeforeNext;
    } finally {
      taking = null;
    }
  };
}

function storeLimiter(
  db: Db,
  prefix: string,
  limit: { points: number; durationSeconds: number; inBlocks?: boolean },
  cleansUp: boolean,
): Limiter {
  const limiter = new RateLimiterPostgres({
    ...storeClientOf(db),
    // Created by the migrations (drizzle/0001, 0004, 0005), not by the store.
    tableName: 'rate_limits',
    tableCreated: true,
    // Every 5 min, the rows expired an hour before (the library's clean-up).
    clearExpiredByTimeout: cleansUp,
    keyPrefix: prefix,
    points: limit.points,
    duration: limit.durationSeconds,
    inMemoryBlockOnConsumed: limit.points,
  });
  const block = limit.inBlocks ? blockOf(limit.points) : 1;
  // Per key (its keyed hash): the block hits of that key.
  const blocks = new Map<string, (cost: number) => Promise<void>>();
  const consume = (hashed: string, cost: number): Promise<unknown> => {
    if (block === 1) return limiter.consume(hashed, cost);
    let hits = blocks.get(hashed);
    if (!hits)
      blocks.set(hashed, (hits = blockHits((points) => limiter.consume(hashed, points), block)));
    return hits(cost);
  };
  return {
    async hit(key, cost = 1) {
      try {
        await consume(keyedHash(key), cost);
        return null;
      } catch (error) {
        if (error instanceof RateLimiterRes)
          return Math.max(1, Math.ceil(error.msBeforeNext / 1000));
        throw error;
      }
    },
    async waitOf(key) {
      const used = await limiter.get(keyedHash(key));
      return used && used.consumedPoints >= limit.points
        ? Math.max(1, Math.ceil(used.msBeforeNext / 1000))
        : null;
    },
    async reset(key) {
      await limiter.delete(keyedHash(key));
    },
  };
}

/**
 * Rate limit of mutations, shared by every server process on the database (postgresLimiter):
 * every root field costs one point in its operation's buckets (OPERATION_BUDGETS): the client's
 * own, when the client address is known (clientIpOf), then the operation's global one, which each
 * process takes from the table in blocks (postgresLimiter's `inBlocks`). A client over its own
 * limit is refused before it touches the global bucket, so it cannot drain it for others. Over a limit: error RATE_LIMITED with retryAfterSeconds, HTTP 429. Queries are not
 * limited. The database is the request context's (`db`).
 */
export function mutationRateLimitPlugin(options: RateLimitOptions): Plugin<ServerContext> {
  const hops = options.trustedProxyHops ?? 0;
  const limitersOf = (db: Db, operation: string) => {
    const budget = OPERATION_BUDGETS[operation] ?? DEFAULT_BUDGET;
    const durationSeconds = options.durationSeconds;
    return {
      client: postgresLimiter(db, `client:${operation}`, {
        points: options.points ?? budget.points,
        durationSeconds,
      }),
      // One budget for every client: taken in blocks (postgresLimiter's inBlocks), so an
      // operation's hit costs the database a statement per block, not per request.
      global: postgresLimiter(db, `global:${operation}`, {
        points: options.globalPoints ?? budget.globalPoints,
        durationSeconds,
        inBlocks: true,
      }),
    };
  };
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      const operation = args.document.definitions.find(
        (d: DefinitionNode): d is OperationDefinitionNode =>
          d.kind === Kind.OPERATION_DEFINITION &&
          (!args.operationName || d.name?.value === args.operationName),
      );
      if (operation?.operation !== 'mutation') return;
      const { request, db } = args.contextValue;
      const ip = request ? clientIpOf(request, hops) : null;
      const costs = new Map<string, number>();
      for (const selection of operation.selectionSet.selections) {
        const name = selection.kind === Kind.FIELD ? (selection as FieldNode).name.value : '*';
        costs.set(name, (costs.get(name) ?? 0) + 1);
      }
      for (const [name, cost] of costs) {
        const { client, global } = limitersOf(db, name);
        const wait = (ip ? await client.hit(ip, cost) : null) ?? (await global.hit('all', cost));
        if (wait !== null) {
          setResultAndStopExecution({
            errors: [
              new GraphQLError('Too many requests. Please wait and try again.', {
                extensions: {
                  code: 'RATE_LIMITED',
                  retryAfterSeconds: wait,
                  http: { status: 429 },
                },
              }),
            ],
          });
          return;
        }
      }
    },
  };
}

import 'server-only';
import type { Db } from '../db/client';
import { readCache } from '../db/read-cache';

/**
 * How long a town's coverage rows and registered buildings read from the database are reused by
 * this process: 30 s. Coverage changes only by a staff import (lib/server/ops/coverage-import.ts,
 * `npm run db:import-coverage`) and buildings only by seeding, a few times a year, while every
 * area search and every application reads them; reusing them saves the area search its database
 * round trips. An import clears this process's cache at once (clearTownCache); another instance
 * on the same Postgres answers from its copy for at most this long (README "Running more than
 * one server").
 */
export const TOWN_CACHE_TTL_MS = 30_000;

/** Towns kept per database (LRU): every town of the five prefectures fits, with its buildings. */
export const TOWN_CACHE_MAX_ENTRIES = 20_000;

const towns = readCache<readonly object[]>({
  ttlMs: TOWN_CACHE_TTL_MS,
  max: TOWN_CACHE_MAX_ENTRIES,
});

/**
 * The rows `read` answers for `key` (e.g. 'coverage|愛知県|名古屋市中区|栄') on `db`, from this
 * process's cache when read less than TOWN_CACHE_TTL_MS ago (lib/server/db/read-cache.ts: concurrent
 * misses of one key share one read; a failed read is not kept). The rows are frozen and shared
 * between callers.
 */
export function cachedTownRows<T extends object>(
  db: Db,
  key: string,
  read: () => Promise<T[]>,
): Promise<readonly T[]> {
  return towns.get(db, key, () => read().then((rows) => Object.freeze(rows))) as Promise<
    readonly T[]
  >;
}

/**
 * Forgets every cached town of every database of this process: called after a coverage import or
 * a seed, so this process answers from the new rows at once.
 */
export function clearTownCache(): void {
  towns.clear();
}

import 'server-only';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client';

/**
 * How long a town's coverage rows and registered buildings read from the database are reused by
 * this process: 30 s. Coverage changes only by a staff import (lib/server/coverage-import.ts,
 * `npm run db:import-coverage`) and buildings only by seeding, a few times a year, while every
 * area search and every application reads them; reusing them saves the area search its database
 * round trips. An import clears this process's cache at once (clearTownCache); another instance
 * on the same Postgres answers from its copy for at most this long (README "Running more than
 * one server").
 */
export const TOWN_CACHE_TTL_MS = 30_000;

/** Towns kept per database (LRU): every town of the five prefectures fits, with its buildings. */
export const TOWN_CACHE_MAX_ENTRIES = 20_000;

// Per database, weakly: a closed database's cache goes with it.
let caches = new WeakMap<Db, LRUCache<string, Promise<readonly object[]>>>();

function cacheOf(db: Db): LRUCache<string, Promise<readonly object[]>> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new LRUCache({
      max: TOWN_CACHE_MAX_ENTRIES,
      ttl: TOWN_CACHE_TTL_MS,
      // The TTL runs from the read; a hit does not extend it, so a copy is never older than ttl.
      updateAgeOnGet: false,
      // Wall-clock time, read on every lookup: a copy's age is what an operator would count after
      // an import on another instance.
      perf: { now: () => Date.now() },
      ttlResolution: 0,
    });
    caches.set(db, cache);
  }
  return cache;
}

/**
 * The rows `read` answers for `key` (e.g. 'coverage|愛知県|名古屋市中区|栄') on `db`, from this
 * process's cache when read less than TOWN_CACHE_TTL_MS ago. Concurrent misses of one key share
 * one read; a failed read is not kept. The rows are shared between callers: read them, never
 * change them.
 */
export function cachedTownRows<T extends object>(
  db: Db,
  key: string,
  read: () => Promise<T[]>,
): Promise<readonly T[]> {
  const cache = cacheOf(db);
  const hit = cache.get(key) as Promise<readonly T[]> | undefined;
  if (hit) return hit;
  const rows = read().then((r) => Object.freeze(r));
  cache.set(key, rows);
  rows.catch(() => {
    if (cache.get(key) === rows) cache.delete(key);
  });
  return rows;
}

/**
 * Forgets every cached town of every database of this process: called after a coverage import or
 * a seed, so this process answers from the new rows at once.
 */
export function clearTownCache(): void {
  caches = new WeakMap();
}

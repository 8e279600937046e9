import 'server-only';
import { LRUCache } from 'lru-cache';
import type { Db } from './client';

/** A process's copies of database reads, per database handle (see readCache). */
export interface ReadCache<V> {
  /**
   * What `read` answers for `key` on `db`, from this process's copy when it was read less than
   * the TTL ago (wall-clock ms). Concurrent misses of one key share one read; a failed read is not
   * kept. The value is shared between callers: read it, never change it.
   */
  get(db: Db, key: string, read: () => Promise<V>): Promise<V>;
  /** Forgets the copies of `db`, or of every database of this process when none is given. */
  clear(db?: Db): void;
}

/**
 * A cache of database reads for data that changes rarely and that many requests read (coverage
 * towns, the maintenance settings): at most `max` keys per database (LRU), each kept `ttlMs` from
 * its read (a hit does not extend it, so a copy is never older than that). Per database handle,
 * weakly: a closed database's copies go with it. Another instance on the same Postgres sees a
 * change within `ttlMs`; the process that makes one clears its copies (README "Running more than
 * one server").
 */
export function readCache<V>(options: { ttlMs: number; max: number }): ReadCache<V> {
  let caches = new WeakMap<Db, LRUCache<string, Promise<V>>>();
  const cacheOf = (db: Db) => {
    let cache = caches.get(db);
    if (!cache) {
      cache = new LRUCache<string, Promise<V>>({
        max: options.max,
        ttl: options.ttlMs,
        updateAgeOnGet: false,
        // Wall-clock time, read on every lookup: a copy's age is what an operator would count
        // after a change made on another instance.
        perf: { now: () => Date.now() },
        ttlResolution: 0,
      });
      caches.set(db, cache);
    }
    return cache;
  };
  return {
    get(db, key, read) {
      const cache = cacheOf(db);
      const hit = cache.get(key);
      if (hit) return hit;
      const value = read();
      cache.set(key, value);
      value.catch(() => {
        if (cache.get(key) === value) cache.delete(key);
      });
      return value;
    },
    clear(db) {
      if (db) caches.delete(db);
      else caches = new WeakMap();
    },
  };
}

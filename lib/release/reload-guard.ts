/** Spec section 9: reload guard 10,000 ms. */
export const RELOAD_GUARD_MS = 10_000;
/** sessionStorage key holding the epoch ms of the last guarded reload. */
export const RELOAD_GUARD_KEY = 'hikari-site:last-reload';

/**
 * One reload per 10-second window (spec section 4, chunk-loading failures): returns true and
 * records `now` when no reload happened in the last RELOAD_GUARD_MS; false otherwise. When
 * sessionStorage is unavailable it refuses (a reload loop is worse than a stale page).
 */
export function tryAcquireReload(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  now: number,
): boolean {
  try {
    const last = Number(storage.getItem(RELOAD_GUARD_KEY));
    if (Number.isFinite(last) && last > 0 && now - last < RELOAD_GUARD_MS && now >= last)
      return false;
    storage.setItem(RELOAD_GUARD_KEY, String(now));
    return true;
  } catch {
    return false;
  }
}

const CHUNK_ERROR =
  /ChunkLoadError|Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

/**
 * Whether an error (or rejection reason) is a failure to load a code chunk, or wraps one as its
 * `cause` (React.lazy and Next's loaders rethrow the bundler's ChunkLoadError that way).
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!error) return false;
  if (typeof error === 'string') return CHUNK_ERROR.test(error);
  if (typeof error === 'object') {
    const { name, message, cause } = error as {
      name?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    return (
      (typeof name === 'string' && name === 'ChunkLoadError') ||
      (typeof message === 'string' && CHUNK_ERROR.test(message)) ||
      (cause !== error && cause !== undefined && isChunkLoadError(cause))
    );
  }
  return false;
}

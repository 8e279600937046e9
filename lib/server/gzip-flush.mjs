// gzip's flush that keeps its dictionary, for the compression of the site's own server
// (scripts/serve.mjs). Plain ESM with JSDoc so that server runs with Node alone.
import zlib from 'node:zlib';

const patched = Symbol.for('commufa.gzipSyncFlush');

/**
 * Makes `flush()` without a kind on this process's gzip and deflate streams a Z_SYNC_FLUSH
 * instead of Node's default Z_FULL_FLUSH. Idempotent; called once by scripts/serve.mjs beside the
 * compression middleware it is for.
 *
 * Why: the site's server gzips with the `compression` middleware (as `next start` does with its
 * bundled copy) for a client that does not accept brotli, and Next calls the response's `flush()`
 * after every chunk of a page rendered per request (the campaign pages, `force-dynamic`). That
 * calls the gzip stream's `flush()` with no kind, so zlib's default, Z_FULL_FLUSH, resets the
 * compression dictionary at every chunk: the RSC payload that follows the HTML cannot refer back
 * to the same text in it. /campaign/mesh/ went out as 14,647 bytes instead of 12,698, past the
 * 14.6 KB that a phone receives in the first round trip (docs/benchmarks.md, "gzip's full
 * flush"). Z_SYNC_FLUSH sends every byte written so far just the same (the streaming is
 * unchanged) and keeps the dictionary; a full flush only adds resynchronisation points, which
 * HTTP has no use for. A flush with an explicit kind is untouched. (Brotli's flush keeps its
 * state already.)
 */
export function keepGzipDictionaryOnFlush() {
  for (const Stream of [zlib.Gzip, zlib.Deflate]) {
    /** @type {{ flush: Function; [patched]?: true }} */
    const proto = Stream.prototype;
    if (proto[patched]) continue;
    const flush = proto.flush;
    /**
     * @param {number | (() => void)} [kind]
     * @param {() => void} [callback]
     */
    proto.flush = function (kind, callback) {
      if (kind === undefined || typeof kind === 'function') {
        return flush.call(this, zlib.constants.Z_SYNC_FLUSH, kind ?? callback);
      }
      return flush.call(this, kind, callback);
    };
    proto[patched] = true;
  }
}

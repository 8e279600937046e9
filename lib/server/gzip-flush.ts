import zlib from 'node:zlib';

const patched = Symbol.for('commufa.gzipSyncFlush');

type FlushCallback = () => void;
/** zlib's flush with a kind (the first of its two overloads). */
type FlushWithKind = (this: zlib.Gzip, kind?: number, callback?: FlushCallback) => void;
/** The prototype of zlib's Gzip or Deflate as patched here: its flush, and the mark of the patch. */
type PatchableStream = Pick<zlib.Gzip, 'flush'> & { [patched]?: true };

/**
 * Makes `flush()` without a kind on this process's gzip and deflate streams a Z_SYNC_FLUSH
 * instead of Node's default Z_FULL_FLUSH. Idempotent; called once at server start
 * (instrumentation.ts).
 *
 * Why: the site's server (scripts/serve.mjs) gzips with the `compression` middleware (as
 * `next start` does with its bundled copy) for a client that does not accept brotli, and Next
 * calls the response's `flush()` after every chunk of a page rendered per request (the campaign
 * pages, `force-dynamic`). That calls the gzip stream's `flush()` with no kind, so zlib's default,
 * Z_FULL_FLUSH, resets the compression dictionary at every chunk: the RSC payload that follows
 * the HTML cannot refer back to the same text in it. /campaign/mesh/ went out as 14,647 bytes
 * instead of 12,698, past the 14.6 KB that a phone receives in the first round trip
 * (docs/benchmarks.md, "gzip's full flush"). Z_SYNC_FLUSH sends every byte written so far just
 * the same (the streaming is unchanged) and keeps the dictionary; a full flush only adds
 * resynchronisation points, which HTTP has no use for. A flush with an explicit kind is untouched.
 */
export function keepGzipDictionaryOnFlush(): void {
  for (const Stream of [zlib.Gzip, zlib.Deflate]) {
    const proto: PatchableStream = Stream.prototype;
    if (proto[patched]) continue;
    const flush: FlushWithKind = proto.flush;
    proto.flush = function (
      this: zlib.Gzip,
      kind?: number | FlushCallback,
      callback?: FlushCallback,
    ) {
      if (kind === undefined || typeof kind === 'function') {
        return flush.call(this, zlib.constants.Z_SYNC_FLUSH, kind ?? callback);
      }
      return flush.call(this, kind, callback);
    };
    proto[patched] = true;
  }
}

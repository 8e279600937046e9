import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { keepGzipDictionaryOnFlush } from '@/lib/server/gzip-flush.mjs';

// A page's shape: HTML, then an RSC payload that repeats the HTML's text. Random text, so only
// the back-reference to the first part makes the second part small.
const first = Buffer.from(randomBytes(12_000).toString('base64'));
const second = Buffer.concat([Buffer.from('<script>self.__next_f.push('), first]);

/**
 * Writes the two parts with a flush between: `flush()` with no kind, as the compression
 * middleware calls it, unless a kind is given.
 */
function gzipInTwoFlushedParts(kind?: number): Promise<{ afterFlush: Buffer; whole: Buffer }> {
  return new Promise((resolve) => {
    const gzip = zlib.createGzip();
    const out: Buffer[] = [];
    gzip.on('data', (d: Buffer) => out.push(d));
    gzip.write(first);
    const then = () => {
      const afterFlush = Buffer.concat(out);
      gzip.on('end', () => resolve({ afterFlush, whole: Buffer.concat(out) }));
      gzip.end(second);
    };
    if (kind === undefined) gzip.flush(then);
    else gzip.flush(kind, then);
  });
}

describe('gzip flush keeps the dictionary (lib/server/gzip-flush.mjs)', () => {
  it('a flushed stream is as small as the same bytes gzipped whole, and a flush still sends everything so far', async () => {
    keepGzipDictionaryOnFlush();
    keepGzipDictionaryOnFlush(); // idempotent: a second call wraps nothing twice
    const oneShot = zlib.gzipSync(Buffer.concat([first, second])).length;
    const { afterFlush, whole } = await gzipInTwoFlushedParts();
    // Z_FULL_FLUSH (Node's default) compresses the second part from scratch: about 1.9 times oneShot.
    expect(whole.length).toBeLessThan(oneShot * 1.02);
    expect(zlib.gunzipSync(whole)).toEqual(Buffer.concat([first, second]));
    // Streaming unchanged: what was emitted by the flush decodes to the whole first part.
    const soFar = zlib.createGunzip();
    const decoded: Buffer[] = [];
    soFar.on('data', (d: Buffer) => decoded.push(d));
    await new Promise<void>((resolve) =>
      soFar.write(afterFlush, () => soFar.flush(() => resolve())),
    );
    expect(Buffer.concat(decoded)).toEqual(first);
  });

  it('a flush with an explicit kind is left as asked', async () => {
    keepGzipDictionaryOnFlush();
    const { whole } = await gzipInTwoFlushedParts(zlib.constants.Z_FULL_FLUSH);
    const oneShot = zlib.gzipSync(Buffer.concat([first, second])).length;
    expect(whole.length).toBeGreaterThan(oneShot * 1.5);
  });
});

// The build's precompression step (run by `npm run build` after the compile hints, through
// scripts/post-build.mjs; `node scripts/precompress.mjs [nextDir]`, default .next): writes a
// brotli and a gzip copy beside each text file of the build's static assets, which the site's
// server sends instead of compressing each response again (lib/server/static-assets.mjs). See
// precompress.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The static assets worth compressing: scripts, styles and other text. */
const TEXT = /\.(?:js|mjs|css|json|svg|txt|map)$/;
/** Below this size a compressed copy saves less than a response's headers weigh. */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside each text file of
 * `<nextDir>/static` of at least MIN_BYTES (text of that size always compresses); copies newer
 * than their file are kept, so a second run writes nothing. Run after the compile hints, which change
 * the scripts. Why: Next compresses every static response anew (gzip, level 6), on the server's
 * thread, for files that never change after the build; the site's server now sends these copies
 * instead (scripts/serve.mjs). Brotli at its highest quality, too slow to run per request, is 13 %
 * smaller than that gzip for the home page's first-load scripts and style sheet (189 KB against
 * 164 KB; docs/benchmarks.md, round of 2026-11-29, morning). Answers the files compressed and
 * their sizes in bytes: as they are, as brotli.
 */
async function precompress(nextDir) {
  const root = path.join(nextDir, 'static');
  const files = readdirSync(root, { recursive: true })
    .map((name) => path.join(root, name))
    .filter((file) => {
      if (!TEXT.test(file)) return false;
      const stat = statSync(file);
      return stat.isFile() && stat.size >= MIN_BYTES;
    });
  let compressed = 0;
  let bytes = 0;
  let brotliBytes = 0;
  // Two at a time: the compression runs on libuv's threads, one per core of a small machine.
  const queue = [...files];
  async function worker() {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const source = statSync(file);
      const fresh = (copy) => {
        try {
          return statSync(copy).mtimeMs >= source.mtimeMs;
        } catch {
          return false;
        }
      };
      if (fresh(`${file}.br`) && fresh(`${file}.gz`)) continue;
      const data = readFileSync(file);
      const [br, gz] = await Promise.all([
        brotli(data, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        }),
        gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      writeFileSync(`${file}.br`, br);
      writeFileSync(`${file}.gz`, gz);
      compressed += 1;
      bytes += data.length;
      brotliBytes += br.length;
    }
  }
  await Promise.all([worker(), worker()]);
  return { compressed, bytes, brotliBytes };
}

const nextDir = process.argv[2] ?? '.next';
const { compressed, bytes, brotliBytes } = await precompress(nextDir);
console.log(
  `precompress: ${compressed} static files of ${nextDir} compressed (${Math.round(bytes / 1024)} KB, ${Math.round(brotliBytes / 1024)} KB as brotli)`,
);

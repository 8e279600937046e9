// Where the town points file lives and where it is built from. Plain ESM with JSDoc so the build
// step (scripts/town-points-build.mjs) and the e2e server run it without a TypeScript step.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The source the build reads when TOWN_POINTS_SOURCE is not set: Geolonia 住所データ's `api/ja`
 * in the shared folder beside the repository (relative to the working directory).
 */
export const DEFAULT_TOWN_POINTS_SOURCE = '../shared/data/japanese-addresses/api/ja';

/** Where to get the source when there is none (the data's own README). */
export const TOWN_POINTS_SOURCE_HELP = [
  'The town points come from Geolonia 住所データ (CC BY 4.0), the api/ja directory of',
  'https://github.com/geolonia/japanese-addresses (commit c3999f70b20c8a9dba58f1daba89615123b9c20c).',
  'Download that directory once (a sparse checkout fetches only its files):',
  '  git clone --filter=blob:none --no-checkout https://github.com/geolonia/japanese-addresses.git',
  '  cd japanese-addresses && git sparse-checkout set --no-cone /api/ja/ && git checkout c3999f70b20c8a9dba58f1daba89615123b9c20c',
  'then build with TOWN_POINTS_SOURCE=<that clone>/api/ja npm run build (README "Town points").',
].join('\n');

/**
 * Where the server reads the town points and the build writes them: TOWN_POINTS_FILE, else
 * `<DATA_DIR>/town-points.json` (DATA_DIR default `.data`), as an absolute path.
 * @param {Record<string, string | undefined>} env
 * @returns {string}
 */
export function townPointsFile(env) {
  return path.resolve(
    /*turbopackIgnore: true*/ env.TOWN_POINTS_FILE ??
      path.join(env.DATA_DIR ?? '.data', 'town-points.json'),
  );
}

/**
 * The `api/ja` directory the build reads: TOWN_POINTS_SOURCE when set (`explicit`: a missing
 * directory is then an error), else {@link DEFAULT_TOWN_POINTS_SOURCE} when it exists; null when
 * neither. Paths are resolved from `cwd` (the repository when run by npm); the result is absolute.
 * @param {Record<string, string | undefined>} env
 * @param {string} [cwd]
 * @returns {{ dir: string; explicit: boolean } | null}
 */
export function townPointsSource(env, cwd = process.cwd()) {
  if (env.TOWN_POINTS_SOURCE)
    return { dir: path.resolve(cwd, env.TOWN_POINTS_SOURCE), explicit: true };
  const fallback = path.resolve(cwd, DEFAULT_TOWN_POINTS_SOURCE);
  return existsSync(fallback) ? { dir: fallback, explicit: false } : null;
}

/**
 * The newest modification time (ms) of the files under `dir` (a directory's own time counts too:
 * it changes when a file is added or removed).
 * @param {string} dir
 * @returns {number}
 */
function newestMtime(dir) {
  let newest = statSync(dir).mtimeMs;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(
      newest,
      entry.isDirectory() ? newestMtime(full) : entry.isFile() ? statSync(full).mtimeMs : 0,
    );
  }
  return newest;
}

/**
 * Whether the town points file must be (re)built: it is missing, or older than a file of the
 * source directory or than any of `inputs` (the build script and the code it runs). A check of
 * modification times only (about 800 files for the shared subset), so a current file costs
 * milliseconds.
 * @param {string} sourceDir
 * @param {string} file
 * @param {string[]} [inputs]
 * @returns {boolean}
 */
export function isTownPointsStale(sourceDir, file, inputs = []) {
  if (!existsSync(file)) return true;
  const built = statSync(file).mtimeMs;
  if (inputs.some((input) => statSync(input).mtimeMs > built)) return true;
  return newestMtime(sourceDir) > built;
}

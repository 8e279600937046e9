// Which town points file the e2e server reads (scripts/e2e-server.mjs) and the specs expect.
// Plain ESM so the e2e server, a plain Node script, imports it too.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { townPointsFile } from '../../../lib/server/area/town-points-file.mjs';

/** The hand-made town points (made-up points around a few towns; tests/fixtures). */
export const TOWN_POINTS_FIXTURE = path.resolve('tests/fixtures/town-points.json');

/**
 * The e2e server's town points: TOWN_POINTS_FILE when set; else the file `npm run build` made from
 * the real data (Geolonia 住所データ in the shared folder) when it exists; else the hand-made
 * fixture. `real` is false for the fixture only.
 * @param {Record<string, string | undefined>} env
 * @returns {{ file: string; real: boolean }}
 */
export function e2eTownPoints(env) {
  const built = townPointsFile(env); // TOWN_POINTS_FILE when set
  const file = env.TOWN_POINTS_FILE || existsSync(built) ? built : TOWN_POINTS_FIXTURE;
  return { file, real: file !== TOWN_POINTS_FIXTURE };
}

// The build's town points step (run by `npm run build`, and so `npm start`): builds the pin
// check's town points file (scripts/town-points.ts) when it is missing or older than its source,
// from TOWN_POINTS_SOURCE or the shared folder's copy of Geolonia 住所データ. Plain Node, so a
// current file costs only a check of modification times. Without a source it says how to get
// one and the build goes on: the server then warns and checks pins against the prefecture only.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import {
  DEFAULT_TOWN_POINTS_SOURCE,
  TOWN_POINTS_SOURCE_HELP,
  isTownPointsStale,
  townPointsFile,
  townPointsSource,
} from '../lib/server/area/town-points-file.mjs';

const BUILDER = fileURLToPath(new URL('./town-points.ts', import.meta.url));
const started = performance.now();
const out = townPointsFile(process.env);
const source = townPointsSource(process.env);

if (!source) {
  console.log(
    `town points: no source (TOWN_POINTS_SOURCE is not set and ${DEFAULT_TOWN_POINTS_SOURCE} does not exist); ` +
      (existsSync(out)
        ? `keeping ${out}.`
        : 'the pin check will use the prefecture only (no 2 km rule).'),
  );
  console.log(TOWN_POINTS_SOURCE_HELP);
  process.exit(0);
}
if (!existsSync(source.dir)) {
  console.error(`town points: TOWN_POINTS_SOURCE ${source.dir} does not exist.`);
  console.error(TOWN_POINTS_SOURCE_HELP);
  process.exit(1);
}
if (!isTownPointsStale(source.dir, out, [BUILDER])) {
  console.log(
    `town points: ${out} is current (checked in ${Math.round(performance.now() - started)} ms)`,
  );
  process.exit(0);
}
const build = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--conditions', 'react-server', BUILDER, source.dir, out],
  { stdio: 'inherit' },
);
if (build.status !== 0) process.exit(build.status ?? 1);
console.log(
  `town points: built from ${source.dir} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

// Starts the production build (scripts/serve.mjs) for end-to-end tests on a fresh embedded
// database directory.
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { e2eTownPoints } from '../tests/e2e/helpers/town-points.mjs';

const port = process.argv[2] ?? '3100';
const dataDir = process.env.E2E_DATA_DIR ?? '.data-e2e';
// The pin check's town points: the real ones `npm run build` made when it could, else the tests'
// hand-made file (the specs ask the same helper which).
const townPoints = e2eTownPoints(process.env);
process.env.TOWN_POINTS_FILE = townPoints.file;
console.log(
  `e2e server: town points ${townPoints.real ? '(real data)' : '(hand-made fixture)'} ${townPoints.file}`,
);
rmSync(dataDir, { recursive: true, force: true });
// Create, migrate and seed the database before the server starts, so no test waits for the seed.
const seed = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--conditions', 'react-server', 'scripts/db-seed.ts'],
  {
    stdio: 'inherit',
    env: { ...process.env, DATA_DIR: dataDir },
  },
);
if (seed.status !== 0) process.exit(seed.status ?? 1);
// The site's own server (scripts/serve.mjs): the browser of the suite is one client, so the
// per-client GraphQL budgets are raised for it (the limits have tests of their own).
const child = spawn(process.execPath, ['scripts/serve.mjs', '-p', port, '-H', '127.0.0.1'], {
  stdio: 'inherit',
  env: { MUTATION_RATE_LIMIT: '1000', ...process.env, DATA_DIR: dataDir, E2E: '1' },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => process.exit(code ?? 0));

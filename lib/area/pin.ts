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
 * How precisely the town is known: `town` (the 大字・町丁目 itself, from the town points),
 * `city` (the town was not found: any town of the municipality), `prefecture` (no town points
 * are installed, or the municipality is unknown: only the prefecture is checked).
 */
export type CentrePrecision = 'town' | 'city' | 'prefecture';

/**
 * The town a pin is checked against (lib/server/area/town-centre.ts): the point the map opens on
 * and the representative points (WGS84) of the town's parts (its 丁目 and 字), the 2 km rule
 * being measured to the nearest of them. Without `points` a town is measured from its centre and
 * a municipality is not measured (the browser's copy, GET /api/town-centre/; the server has them).
 */
export interface TownCentre extends LatLng {
  precision: CentrePrecision;
  points?: readonly LatLng[];
}

/** Decimal places kept for a pin (6 decimals ≈ 0.1 m, the application's precision). */
export const PIN_DECIMALS = 6;

/**
 * How far (metres) a pin may lie from the town given: 2 km from the nearest representative point
 * of the town (of any town of the municipality when the town is not found), the product's rule
 * for a pin and the town the visitor named. With only the prefecture known there is no distance
 * check, only the prefecture's.
 */
export const PIN_MAX_DISTANCE_M: Record<CentrePrecision, number> = {
  town: 2_000,
  city: 2_000,
  prefecture: Number.POSITIVE_INFINITY,
};

/**
 * The prefectural offices of the five (WGS84, rounded to 3 decimals): where the map opens when
 * the town is not known.
 */
export const PREFECTURE_OFFICES: Record<ServicePrefecture, LatLng> = {
  愛知県: { latitude: 35.18, longitude: 136.907 },
  岐阜県: { latitude: 35.391, longitude: 136.722 },
  三重県: { latitude: 34.73, longitude: 136.509 },
  静岡県: { latitude: 34.977, longitude: 138.383 },
  長野県: { latitude: 36.651, longitude: 138.181 },
};

/**
 * Bounding boxes (south, west, north, east; degrees WGS84) of the five service prefectures, after
 * the extreme points that the Geospatial Information Authority of Japan publishes per prefecture
 * (都道府県の東西南北端点), rounded outward by about 1 km. Checked against the town points: every
 * town of the five lies in its box, but a box also holds much of its neighbours (most of Shiga,
 * Yamanashi and southern Ishikawa), so it is only the browser's first gate; the server decides by
 * the nearest town point (lib/server/area/town-centre.ts prefecturesNear).
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
  /** A new build in a prefecture outside the five: said before any map opens. */
  prefectureOutsideArea: (prefecture: string) =>
    `${prefecture}は提供エリア外です。提供エリアは${SERVICE_PREFECTURES.join('・')}です（一部地域を除く）。`,
  outsidePrefecture: (prefecture: string) =>
    `指定された場所は${prefecture}の外にあるようです。都道府県またはピンの位置をご確認ください`,
  tooFar: (km: number) =>
    `指定された場所はご入力の町名から約${km.toFixed(1)}km離れています。町名（大字）またはピンの位置をご確認ください`,
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
 * Metres from the pin to the town: to the nearest of the town's representative points
 * (`centre.points`), else to its centre.
 */
export function distanceToTown(pin: LatLng, centre: TownCentre): number {
  const points = centre.points?.length ? centre.points : [centre];
  return Math.min(...points.map((p) => distanceMetres(pin, p)));
}

/**
 * Checks a visitor's pin against the prefecture and the town they gave:
 * - not a WGS84 point → `invalid`;
 * - in none of the five prefectures → `outsidePrefectures`;
 * - not in the prefecture given → `outsidePrefecture`;
 * - farther from the town than {@link PIN_MAX_DISTANCE_M} for its precision (2 km, measured by
 *   {@link distanceToTown}) → `tooFar` (the message gives the distance in km, one decimal).
 * `prefecturesOf` tells which of the five may hold a point: the bounding boxes
 * ({@link prefecturesOfPoint}) by default (the browser), the nearest town point on the server.
 * Returns the pin rounded to 6 decimals and its distance (metres) when it passes; each failure
 * carries the Japanese message shown next to the map. Used by the map (browser), the map-image
 * upload and applyCTC.
 */
export function checkPin(
  value: { latitude: unknown; longitude: unknown },
  prefecture: string,
  centre: TownCentre | null,
  prefecturesOf: (p: LatLng) => readonly string[] = prefecturesOfPoint,
): PinCheck {
  const pin = parsePin(value);
  if (!pin) return { ok: false, reason: 'invalid', message: PIN_MESSAGES.invalid };
  const inside = prefecturesOf(pin);
  if (inside.length === 0)
    return { ok: false, reason: 'outsidePrefectures', message: PIN_MESSAGES.outsidePrefectures };
  if (!inside.includes(prefecture.trim()))
    return {
      ok: false,
      reason: 'outsidePrefecture',
      message: PIN_MESSAGES.outsidePrefecture(prefecture.trim() || '指定の都道府県'),
    };
  // A municipality without its points (the browser's copy) is left to the server.
  const measured = centre && (centre.precision === 'town' || centre.points?.length) ? centre : null;
  const distanceM = measured ? distanceToTown(pin, measured) : 0;
  if (measured && distanceM > PIN_MAX_DISTANCE_M[measured.precision]) {
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

import 'server-only';
import {
  PREFECTURE_OFFICES,
  prefecturesOfPoint,
  type LatLng,
  type TownCentre,
} from '@/lib/area/pin';
import { SERVICE_PREFECTURES, type ServicePrefecture } from '@/lib/state/types';
import { loadTownIndex, type TownIndex } from './town-points';

const isServicePrefecture = (value: string): value is ServicePrefecture =>
  (SERVICE_PREFECTURES as readonly string[]).includes(value);

/**
 * The town a pin for (prefecture, city, town) is checked against and the map opens on, from the
 * town points (lib/server/area/town-points.ts, Geolonia 住所データ / 国土交通省 位置参照情報):
 * - the town found (大字・町丁目, its 丁目 or 字): its representative point and the points of its
 *   parts, precision 'town';
 * - the town not found in a known municipality (a new town name): the municipality's middle-most
 *   point and every town point of it, precision 'city' (the pin must lie within 2 km of one);
 * - no town points installed, or an unknown municipality: the prefectural office, precision
 *   'prefecture' (no distance check).
 * Null outside the five prefectures. `index` is for tests; by default the installed file.
 */
export async function findTownCentre(
  address: { prefecture: string; city: string; town?: string },
  index?: TownIndex | null,
): Promise<TownCentre | null> {
  const prefecture = address.prefecture.trim();
  if (!isServicePrefecture(prefecture)) return null;
  const towns = index === undefined ? await loadTownIndex() : index;
  const match = towns?.find(prefecture, address.city, address.town ?? '');
  if (!match) return { ...PREFECTURE_OFFICES[prefecture], precision: 'prefecture' };
  return { ...match.centre, precision: match.precision, points: match.points };
}

/**
 * Which of the five prefectures may hold `p`, for the server's pin check: with town points, the
 * prefecture of the nearest town point (the five's, and their neighbours' within 30 km of them, so
 * a pin in Shiga next to the Gifu border is in Shiga) when its bounding box
 * (lib/area/pin.ts prefecturesOfPoint) holds `p` too, none when the nearest point is a
 * neighbour's; without town points, the bounding boxes alone. Near a border this is as exact as
 * the spacing of the towns' points (a few hundred metres in towns, a kilometre or two in the
 * mountains); staff confirm the place.
 */
export async function prefecturesNear(p: LatLng, index?: TownIndex | null): Promise<string[]> {
  const towns = index === undefined ? await loadTownIndex() : index;
  const boxes: string[] = prefecturesOfPoint(p);
  const nearest = towns?.prefectureNear(p);
  if (!nearest) return boxes;
  return boxes.includes(nearest.prefecture) ? [nearest.prefecture] : [];
}

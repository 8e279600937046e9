import { DEFAULT_MAP_TILE_URL } from '@/lib/security/headers.mjs';

/**
 * Raster tile template of the pin map ({z}/{x}/{y}), read at build time from
 * NEXT_PUBLIC_MAP_TILE_URL; default 地理院タイル (standard map) of the Geospatial Information
 * Authority of Japan. The Content-Security-Policy allows its origin (lib/security/headers.mjs).
 */
export const MAP_TILE_URL = process.env.NEXT_PUBLIC_MAP_TILE_URL || DEFAULT_MAP_TILE_URL;

/**
 * The tiles' attribution (HTML), shown on the map at all times as the GSI terms require
 * (https://maps.gsi.go.jp/development/ichiran.html: 「地理院タイル」 with a link to the tile
 * list). NEXT_PUBLIC_MAP_TILE_ATTRIBUTION replaces it for other tiles.
 */
export const MAP_TILE_ATTRIBUTION =
  process.env.NEXT_PUBLIC_MAP_TILE_ATTRIBUTION ||
  '<a href="https://maps.gsi.go.jp/development/ichiran.html" target="_blank" rel="noopener noreferrer">地理院タイル</a>';

/** The same attribution as plain text, drawn into the map image. */
export const MAP_TILE_ATTRIBUTION_TEXT = MAP_TILE_ATTRIBUTION.replace(/<[^>]*>/g, '');

/** 地理院タイル (standard map) serves zoom levels 5 to 18. */
export const MAP_MAX_ZOOM = 18;

/**
 * The credit of the town points (Geolonia 住所データ, CC BY 4.0) the pin check measures against
 * and the map opens on (lib/server/area/town-points.ts): shown under the pin map and on /company/,
 * as the licence requires. Wording from the data's README.
 */
export const TOWN_POINTS_CREDIT = {
  name: 'Geolonia 住所データ',
  url: 'https://github.com/geolonia/japanese-addresses',
  licence: 'CC BY 4.0',
  licenceUrl: 'https://creativecommons.org/licenses/by/4.0/deed.ja',
  note: '国土交通省 位置参照情報を加工',
} as const;

/**
 * MapLibre's own control labels in Japanese (its defaults are English, e.g. the canvas's "Map"):
 * every label a screen reader may reach on the pin map.
 */
export const MAP_UI_LOCALE: Record<string, string> = {
  'AttributionControl.ToggleAttribution': '出典の表示を切り替える',
  'AttributionControl.MapFeedback': '地図へのフィードバック',
  'FullscreenControl.Enter': '全画面表示',
  'FullscreenControl.Exit': '全画面表示を終了',
  'GeolocateControl.FindMyLocation': '現在地を表示',
  'GeolocateControl.LocationNotAvailable': '現在地を取得できません',
  'LogoControl.Title': 'MapLibreのロゴ',
  'Map.Title': '地図',
  'Marker.Title': 'ピン',
  'NavigationControl.ResetBearing': '北を上にする',
  'NavigationControl.ZoomIn': '拡大',
  'NavigationControl.ZoomOut': '縮小',
  'Popup.Close': '閉じる',
};

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

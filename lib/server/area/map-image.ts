import 'server-only';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { checkPin, parsePin, type LatLng, type PinCheck } from '@/lib/area/pin';
import { PIN_MESSAGES } from '@/lib/area/pin';
import { getStorage, type FileStorage } from '@/lib/storage';
import type { Application } from '@/lib/validation/application';
import { findTownCentre, prefecturesNear } from './town-centre';

/** Largest accepted map image, bytes (512 KB). */
export const MAP_IMAGE_MAX_BYTES = 512 * 1024;
/** Largest accepted map image side, pixels (the browser renders about 480 × 320). */
export const MAP_IMAGE_MAX_SIDE = 2048;

export const MAP_IMAGE_MESSAGES = {
  missing: '地図の画像がありません',
  tooBig: '地図の画像が大きすぎます（512KBまで）',
  type: '地図の画像はPNGまたはWebP形式でお送りください',
  broken: '地図の画像を読み取れませんでした',
} as const;

export type ImageFormat = 'png' | 'webp';

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The format named by the file's first bytes (PNG signature, RIFF....WEBP), else null. */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | null {
  if (PNG_MAGIC.every((b, i) => bytes[i] === b)) return 'png';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return null;
}

export type MapImageCheck =
  | { ok: true; format: ImageFormat; body: Uint8Array; width: number; height: number }
  | { ok: false; message: string };

/**
 * Checks an uploaded map image by its content, never its name or declared type: at most
 * {@link MAP_IMAGE_MAX_BYTES}; a PNG or WebP signature; decoded in full by sharp (a valid header
 * on a broken or non-image body fails); sides at most {@link MAP_IMAGE_MAX_SIDE} px and the
 * decoded format equal to the signature. Returns the image re-encoded in its format (drops any
 * metadata or trailing bytes), or the Japanese message.
 */
export async function checkMapImage(bytes: Uint8Array | null): Promise<MapImageCheck> {
  if (!bytes || bytes.length === 0) return { ok: false, message: MAP_IMAGE_MESSAGES.missing };
  if (bytes.length > MAP_IMAGE_MAX_BYTES) return { ok: false, message: MAP_IMAGE_MESSAGES.tooBig };
  const format = sniffImageFormat(bytes);
  if (!format) return { ok: false, message: MAP_IMAGE_MESSAGES.type };
  try {
    const image = sharp(bytes, {
      failOn: 'error',
      limitInputPixels: MAP_IMAGE_MAX_SIDE * MAP_IMAGE_MAX_SIDE,
    });
    const meta = await image.metadata();
    if (meta.format !== format) return { ok: false, message: MAP_IMAGE_MESSAGES.type };
    if (
      !meta.width ||
      !meta.height ||
      meta.width > MAP_IMAGE_MAX_SIDE ||
      meta.height > MAP_IMAGE_MAX_SIDE
    )
      return { ok: false, message: MAP_IMAGE_MESSAGES.broken };
    const body = new Uint8Array(
      format === 'png'
        ? await image.png({ compressionLevel: 9 }).toBuffer()
        : await image.webp({ lossless: true }).toBuffer(),
    );
    return { ok: true, format, body, width: meta.width, height: meta.height };
  } catch {
    return { ok: false, message: MAP_IMAGE_MESSAGES.broken };
  }
}

/** The town a pin belongs to, as the visitor gave it on the area step. */
export interface PinAddress {
  prefecture: string;
  city: string;
  town: string;
}

/**
 * The server's pin check (lib/area/pin.ts checkPin) against the town the visitor gave and the
 * prefecture of the nearest town point (lib/server/area/town-centre.ts): used by the map-image
 * upload and by applyCTC, so a pin outside the five prefectures or more than 2 km from the town is
 * refused with the same messages as in the browser.
 */
export async function checkPinForAddress(
  pin: { latitude: unknown; longitude: unknown },
  address: PinAddress,
): Promise<PinCheck> {
  const centre = await findTownCentre(address);
  const parsed = parsePin(pin);
  const inside = parsed ? await prefecturesNear(parsed) : [];
  return checkPin(pin, address.prefecture, centre, () => inside);
}

export type MapImageUpload =
  | { ok: true; key: string; pin: LatLng }
  | { ok: false; field: 'image' | 'latitude'; message: string };

/**
 * One map-image upload: the pin is checked first ({@link checkPinForAddress}), then the image
 * ({@link checkMapImage}); only when both pass is the image stored, under a new key
 * 'map-images/<uuid>.<png|webp>'. Nothing is stored on any failure.
 */
export async function storeMapImage(
  storage: FileStorage,
  input: {
    bytes: Uint8Array | null;
    pin: { latitude: unknown; longitude: unknown };
    address: PinAddress;
  },
): Promise<MapImageUpload> {
  const pin = await checkPinForAddress(input.pin, input.address);
  if (!pin.ok) return { ok: false, field: 'latitude', message: pin.message };
  const image = await checkMapImage(input.bytes);
  if (!image.ok) return { ok: false, field: 'image', message: image.message };
  const key = `map-images/${randomUUID()}.${image.format}`;
  await storage.put(key, image.body, `image/${image.format}`);
  return { ok: true, key, pin: pin.pin };
}

/**
 * The server's check of a parsed application for a new build without an address
 * (planData.isNoAddress): the pin within the allowed distance of the town given
 * ({@link checkPinForAddress}) and the map image present in storage. Returns the refused field
 * (path and Japanese message) or null; applications with an address pass.
 */
export async function checkNoAddressPlacement(
  application: Pick<Application, 'planData' | 'installationInfo'>,
  storage?: FileStorage,
): Promise<{ path: string; message: string } | null> {
  if (!application.planData.isNoAddress) return null;
  const info = application.installationInfo;
  const pin = await checkPinForAddress(
    { latitude: info.latitude, longitude: info.longitude },
    { prefecture: info.state_kanji, city: info.city_kanji, town: info.town_kanji },
  );
  if (!pin.ok) return { path: 'installationInfo.latitude', message: pin.message };
  if (!info.image || !(await (storage ?? (await getStorage())).exists(info.image)))
    return { path: 'installationInfo.image', message: PIN_MESSAGES.imageRequired };
  return null;
}

import type { PinTown } from './confirmed-pin';
import type { LatLng, TownCentre } from './pin';

/** Header the map-image upload requires (a cross-site form cannot send it). */
export const MAP_UPLOAD_HEADER = 'x-map-upload';

/** A refused upload: the server's Japanese message, for the field it names. */
export class MapUploadError extends Error {
  constructor(
    message: string,
    readonly field: string | null,
  ) {
    super(message);
    this.name = 'MapUploadError';
  }
}

const UPLOAD_FAILED =
  '地図の画像を送信できませんでした。通信環境をご確認のうえ、もう一度お試しください。';

/**
 * Uploads the confirmed pin's map image to POST /api/map-image/ (multipart: image, latitude,
 * longitude, prefecture, city, town; the server checks the pin and the image and stores it).
 * Resolves with the storage key for installationInfo.image; rejects with MapUploadError carrying
 * the server's message (pin outside the area, image refused) or a generic one on network failure.
 */
export async function uploadMapImage(
  image: Blob,
  pin: LatLng,
  town: PinTown,
  fetchImpl: typeof fetch = fetch,
): Promise<string> {
  const form = new FormData();
  form.set('image', image, 'map.png');
  form.set('latitude', String(pin.latitude));
  form.set('longitude', String(pin.longitude));
  form.set('prefecture', town.prefecture);
  form.set('city', town.city);
  form.set('town', town.town);
  let res: Response;
  try {
    res = await fetchImpl('/api/map-image/', {
      method: 'POST',
      headers: { [MAP_UPLOAD_HEADER]: '1' },
      body: form,
    });
  } catch {
    throw new MapUploadError(UPLOAD_FAILED, null);
  }
  const body = (await res.json().catch(() => null)) as {
    key?: string;
    error?: { field?: string | null; message?: string };
  } | null;
  if (res.ok && typeof body?.key === 'string') return body.key;
  throw new MapUploadError(body?.error?.message ?? UPLOAD_FAILED, body?.error?.field ?? null);
}

/**
 * The centre for the town (GET /api/town-centre/, lib/server/area/town-centre.ts): where the map
 * opens and what the pin is checked against in the browser. Null outside the five prefectures or
 * when the lookup fails (the map then opens on the prefecture or the whole area).
 */
export async function fetchTownCentre(
  town: PinTown,
  fetchImpl: typeof fetch = fetch,
): Promise<TownCentre | null> {
  const q = new URLSearchParams({ prefecture: town.prefecture, city: town.city, town: town.town });
  try {
    const res = await fetchImpl(`/api/town-centre/?${q}`, {
      headers: { accept: 'application/json' },
    });
    if (!res.ok) return null;
    const body = (await res.json()) as { centre?: TownCentre | null };
    return body.centre ?? null;
  } catch {
    return null;
  }
}

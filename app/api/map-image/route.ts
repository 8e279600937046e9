import { getDatabase } from '@/lib/server/db/client';
import { MAP_IMAGE_MAX_BYTES, storeMapImage } from '@/lib/server/area/map-image';
import { clientIpOf, postgresLimiter } from '@/lib/server/security/rate-limit';
import { getStorage } from '@/lib/storage';
import { MAP_UPLOAD_HEADER } from '@/lib/area/map-upload';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** Uploads per client IP: 20 per 10 minutes (a visitor re-confirms a pin a few times at most). */
const MAP_IMAGE_UPLOAD_LIMIT = { points: 20, durationSeconds: 600 } as const;

const error = (
  status: number,
  field: string | null,
  message: string,
  headers?: Record<string, string>,
) => Response.json({ error: { field, message } }, { status, headers });

const text = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === 'string' ? v : '';
};

/**
 * POST /api/map-image/ (multipart/form-data; header `x-map-upload: 1`, which a cross-site form
 * cannot send): `image` (PNG or WebP, ≤ 512 KB, checked by content), `latitude`, `longitude`
 * (WGS84), `prefecture`, `city`, `town` (the address the visitor gave). The pin and the image are
 * checked (lib/server/area/map-image.ts) before anything is stored. Answers `{ key }` (the storage key
 * the application refers to in installationInfo.image), or `{ error: { field, message } }` with
 * 400 (bad input), 403 (no header), 413 (too big), 415 (not multipart), 429 (too many uploads).
 */
export async function POST(request: Request): Promise<Response> {
  if (!request.headers.get(MAP_UPLOAD_HEADER)) return error(403, null, 'Forbidden');
  // An unknown client address (no trusted proxy) is no shared bucket: uploads are size-limited.
  // Counted in the database (postgresLimiter), so every server instance shares the budget.
  const client = clientIpOf(request);
  if (client !== null) {
    const { db } = await getDatabase();
    const wait = await postgresLimiter(db, 'map-image', MAP_IMAGE_UPLOAD_LIMIT).hit(client);
    if (wait !== null)
      return error(429, null, 'しばらくしてから再度お試しください', {
        'retry-after': String(wait),
      });
  }
  const length = Number(request.headers.get('content-length') ?? NaN);
  // The image plus the form fields and multipart boundaries.
  if (!Number.isFinite(length) || length > MAP_IMAGE_MAX_BYTES + 8 * 1024)
    return error(413, 'image', '地図の画像が大きすぎます（512KBまで）');
  if (!(request.headers.get('content-type') ?? '').startsWith('multipart/form-data'))
    return error(415, null, 'multipart/form-data only');
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return error(400, null, 'リクエストを読み取れませんでした');
  }
  const file = form.get('image');
  const bytes = file instanceof Blob ? new Uint8Array(await file.arrayBuffer()) : null;
  const result = await storeMapImage(await getStorage(), {
    bytes,
    pin: { latitude: Number(text(form, 'latitude')), longitude: Number(text(form, 'longitude')) },
    address: {
      prefecture: text(form, 'prefecture'),
      city: text(form, 'city'),
      town: text(form, 'town'),
    },
  });
  if (!result.ok) return error(400, result.field, result.message);
  return Response.json({ key: result.key, ...result.pin }, { status: 201 });
}

import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PIN_MESSAGES } from '@/lib/area/pin';
import {
  checkMapImage,
  MAP_IMAGE_MAX_BYTES,
  MAP_IMAGE_MESSAGES,
  storeMapImage,
} from '@/lib/server/area/map-image';
import { localDirectoryStorage } from '@/lib/storage';

// The town points of the tests (hand-made, lib/server/area/town-points.ts format).
process.env.TOWN_POINTS_FILE = path.resolve('tests/fixtures/town-points.json');

const image = (format: 'png' | 'webp' | 'jpeg', width = 48, height = 32) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7' } })
    .toFormat(format)
    .toBuffer()
    .then((b) => new Uint8Array(b));

/** Random pixels compress badly: a PNG of this size is well over 512 KB. */
async function hugePng(): Promise<Uint8Array> {
  const w = 600;
  const h = 600;
  const raw = randomBytes(w * h * 3);
  return new Uint8Array(
    await sharp(raw, { raw: { width: w, height: h, channels: 3 } })
      .png()
      .toBuffer(),
  );
}

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'storage-test-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const filesIn = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));

describe('local directory storage', () => {
  it('puts, gets and tells existence by key, below its root only', async () => {
    const storage = localDirectoryStorage(root);
    const body = await image('png');
    expect(await storage.exists('map-images/a.png')).toBe(false);
    expect(await storage.get('map-images/a.png')).toBeNull();
    await storage.put('map-images/a.png', body, 'image/png');
    expect(await storage.exists('map-images/a.png')).toBe(true);
    expect(await storage.get('map-images/a.png')).toEqual({ body, contentType: 'image/png' });
    expect(filesIn(root)).toEqual([path.join('map-images', 'a.png')]);
    for (const bad of ['../escape.png', '/etc/passwd', 'map-images/../../x.png', 'A.PNG', 'x'])
      await expect(storage.put(bad, body, 'image/png')).rejects.toThrow(/invalid storage key/);
  });
});

describe('map image checks (by content)', () => {
  it('accepts PNG and WebP and re-encodes them', async () => {
    for (const format of ['png', 'webp'] as const) {
      const out = await checkMapImage(await image(format));
      expect(out).toMatchObject({ ok: true, format, width: 48, height: 32 });
      if (out.ok) expect((await sharp(out.body).metadata()).format).toBe(format);
    }
  });

  it('refuses a JPEG (wrong type), whatever it is called', async () => {
    expect(await checkMapImage(await image('jpeg'))).toEqual({
      ok: false,
      message: MAP_IMAGE_MESSAGES.type,
    });
    expect(
      await checkMapImage(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>')),
    ).toEqual({
      ok: false,
      message: MAP_IMAGE_MESSAGES.type,
    });
  });

  it('refuses more than 512 KB', async () => {
    const big = await hugePng();
    expect(big.length).toBeGreaterThan(MAP_IMAGE_MAX_BYTES);
    expect(await checkMapImage(big)).toEqual({ ok: false, message: MAP_IMAGE_MESSAGES.tooBig });
  });

  it('refuses a PNG signature on a body that is not an image, and a truncated PNG', async () => {
    const png = await image('png');
    const fake = new Uint8Array([
      ...png.subarray(0, 8),
      ...new TextEncoder().encode('not an image at all'),
    ]);
    expect(await checkMapImage(fake)).toEqual({ ok: false, message: MAP_IMAGE_MESSAGES.broken });
    expect(await checkMapImage(png.subarray(0, png.length - 20))).toEqual({
      ok: false,
      message: MAP_IMAGE_MESSAGES.broken,
    });
  });
});

describe('storeMapImage', () => {
  const address = { prefecture: '愛知県', city: '名古屋市中区', town: '栄' };

  it('stores a good image for a pin near the town under a new map-images key', async () => {
    const storage = localDirectoryStorage(root);
    const out = await storeMapImage(storage, {
      bytes: await image('png'),
      pin: { latitude: 35.1681234, longitude: 136.9064567 },
      address,
    });
    expect(out).toMatchObject({ ok: true, pin: { latitude: 35.168123, longitude: 136.906457 } });
    if (!out.ok) return;
    expect(out.key).toMatch(/^map-images\/[0-9a-f-]{36}\.png$/);
    const stored = await storage.get(out.key);
    expect((await sharp(stored!.body).metadata()).format).toBe('png');
  });

  it('stores nothing for a pin outside the five prefectures, or a bad image', async () => {
    const storage = localDirectoryStorage(root);
    expect(
      await storeMapImage(storage, {
        bytes: await image('png'),
        pin: { latitude: 35.681236, longitude: 139.767125 },
        address,
      }),
    ).toEqual({ ok: false, field: 'latitude', message: PIN_MESSAGES.outsidePrefectures });
    expect(
      await storeMapImage(storage, {
        bytes: await image('jpeg'),
        pin: { latitude: 35.1681, longitude: 136.9064 },
        address,
      }),
    ).toEqual({ ok: false, field: 'image', message: MAP_IMAGE_MESSAGES.type });
    expect(filesIn(root)).toEqual([]);
  });
});

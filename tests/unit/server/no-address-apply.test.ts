import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PIN_MESSAGES } from '@/lib/area/pin';
import { getStorage } from '@/lib/storage';
import { APPLY, validApplication, type ApplyResult } from './fixtures';
import { OTHER_MAILING_ADDRESS } from '../fixtures/application';
import { countRows, createTestServer, type TestServer } from './helpers';

// The process-wide storage (getStorage) in a directory of this test.
const storageDir = mkdtempSync(path.join(tmpdir(), 'no-address-storage-'));
process.env.STORAGE_DIR = storageDir;
// The town points of the tests (hand-made, lib/server/area/town-points.ts format).
process.env.TOWN_POINTS_FILE = path.resolve('tests/fixtures/town-points.json');

const KEY = 'map-images/6f1c2e4a-9b3d-4c5e-8f7a-1b2c3d4e5f60.png';
const MISSING_KEY = 'map-images/00000000-0000-4000-8000-000000000000.png';

/** A no-address application in 栄, 名古屋市中区 with the given pin and image key. */
function noAddress(pin: { latitude: number; longitude: number }, image: string) {
  const a = validApplication(7) as {
    planData: Record<string, unknown>;
    installationInfo: Record<string, unknown>;
    form2: Record<string, unknown>;
    form3: Record<string, unknown>;
  };
  a.form2.contactInfo = { ...OTHER_MAILING_ADDRESS };
  Object.assign(a.planData, { isNoAddress: true, isPinGoogleMap: true });
  Object.assign(a.installationInfo, {
    line1_kanji: '',
    detail: '造成中の分譲地の角',
    image,
    ...pin,
  });
  a.form3.isCheckedMap = true;
  return a;
}

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();
  await (await getStorage()).put(KEY, new Uint8Array(png), 'image/png');
}, 120_000);
afterAll(async () => {
  await server.close();
  rmSync(storageDir, { recursive: true, force: true });
});

const apply = (input: unknown) =>
  server.gql<ApplyResult>(APPLY, {
    formDataJSON: JSON.stringify(input),
    idempotencyKey: `no-address-${crypto.randomUUID()}`,
  });

describe('applyCTC for a new build without an address', () => {
  it('refuses a pin in Aichi but far from the town given (a server-only check), storing nothing', async () => {
    // 豊田市: inside 愛知県 (the schema passes) but about 25 km from Nagoya.
    const res = await apply(noAddress({ latitude: 35.0824, longitude: 137.1561 }, KEY));
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0]?.extensions?.fields).toEqual([
      {
        path: 'installationInfo.latitude',
        message: expect.stringMatching(/約2\d\.\dkm離れています/),
      },
    ]);
    expect(await countRows(server.database, 'applications')).toBe(0);
  });

  it('refuses a pin outside the five prefectures with the browser message', async () => {
    const res = await apply(noAddress({ latitude: 35.681236, longitude: 139.767125 }, KEY));
    expect(res.errors?.[0]?.extensions?.fields).toEqual([
      { path: 'installationInfo.latitude', message: PIN_MESSAGES.outsidePrefectures },
    ]);
  });

  it('refuses an image key that is not in storage', async () => {
    const res = await apply(noAddress({ latitude: 35.168, longitude: 136.9066 }, MISSING_KEY));
    expect(res.errors?.[0]?.extensions?.fields).toEqual([
      { path: 'installationInfo.image', message: PIN_MESSAGES.imageRequired },
    ]);
    expect(await countRows(server.database, 'applications')).toBe(0);
  });

  it('stores a pin near the town with its coordinates (6 decimals) and image key', async () => {
    const res = await apply(noAddress({ latitude: 35.16812345, longitude: 136.90664321 }, KEY));
    expect(res.errors).toBeUndefined();
    const rows = (await server.database.db.execute(
      `SELECT form_data FROM applications WHERE receipt_number = '${res.data!.applyCTC.receiptNumber}'`,
    )) as unknown as { rows: { form_data: Record<string, Record<string, unknown>> }[] };
    const stored = rows.rows[0]!.form_data;
    expect(stored.installationInfo).toMatchObject({
      latitude: 35.168123,
      longitude: 136.906643,
      image: KEY,
      detail: '造成中の分譲地の角',
    });
    expect(stored.planData).toMatchObject({ isNoAddress: true, isPinGoogleMap: true });
    expect(stored.form3).toMatchObject({ isCheckedMap: true });
  });
});

describe('applicationReceiptPlace: the receipt reads its place again', () => {
  const APPLY_WITH_TOKEN = `mutation Apply($formDataJSON: String!, $idempotencyKey: String!) {
    applyCTC(formDataJSON: $formDataJSON, idempotencyKey: $idempotencyKey) { receiptNumber receiptToken }
  }`;
  const PLACE = `query Place($receiptNumber: String!, $token: String!) {
    applicationReceiptPlace(receiptNumber: $receiptNumber, token: $token) { latitude longitude detail }
  }`;
  type Applied = { applyCTC: { receiptNumber: string; receiptToken: string } };
  type Place = {
    applicationReceiptPlace: { latitude: number; longitude: number; detail: string | null } | null;
  };
  const applyForToken = async (input: unknown) => {
    const res = await server.gql<Applied>(APPLY_WITH_TOKEN, {
      formDataJSON: JSON.stringify(input),
      idempotencyKey: `receipt-place-${crypto.randomUUID()}`,
    });
    expect(res.errors).toBeUndefined();
    return res.data!.applyCTC;
  };
  const place = async (receiptNumber: string, token: string) =>
    (await server.gql<Place>(PLACE, { receiptNumber, token })).data?.applicationReceiptPlace;

  it('answers the pin and 補足 of a new build to its token only', async () => {
    const built = await applyForToken(noAddress({ latitude: 35.1681, longitude: 136.9066 }, KEY));
    expect(built.receiptToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await place(built.receiptNumber, built.receiptToken)).toEqual({
      latitude: 35.1681,
      longitude: 136.9066,
      detail: '造成中の分譲地の角',
    });
    // Another receipt's token, a changed token, an unknown receipt: nothing.
    const other = await applyForToken(validApplication(8));
    expect(await place(built.receiptNumber, other.receiptToken)).toBeNull();
    const flipped = `${built.receiptToken.slice(0, -1)}${built.receiptToken.endsWith('A') ? 'B' : 'A'}`;
    expect(await place(built.receiptNumber, flipped)).toBeNull();
    expect(await place('A-20990101-00000000', built.receiptToken)).toBeNull();
    // An application with an address has no place.
    expect(await place(other.receiptNumber, other.receiptToken)).toBeNull();
  });
});

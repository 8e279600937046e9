import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  checkPin,
  distanceMetres,
  distanceToTown,
  movePin,
  parsePin,
  PIN_MESSAGES,
  prefecturesOfPoint,
  type TownCentre,
} from '@/lib/area/pin';

/** Public reference points (WGS84). */
const SAKAE = { latitude: 35.168, longitude: 136.9066 }; // 名古屋市中区栄
const TSU_STATION = { latitude: 34.7345, longitude: 136.5108 }; // 三重県津市
const TOKYO_STATION = { latitude: 35.681236, longitude: 139.767125 };
const OSAKA_STATION = { latitude: 34.702485, longitude: 135.495951 };
const town = (p: { latitude: number; longitude: number }): TownCentre => ({
  ...p,
  precision: 'town',
});

describe('coordinate validation (parsePin)', () => {
  it.each([
    [
      { latitude: 35.1681234, longitude: 136.9064567 },
      { latitude: 35.168123, longitude: 136.906457 },
    ],
    [
      { latitude: -90, longitude: 180 },
      { latitude: -90, longitude: 180 },
    ],
  ])('keeps a WGS84 point, rounded to 6 decimals: %o', (input, expected) => {
    expect(parsePin(input)).toEqual(expected);
  });

  it.each([
    { latitude: 90.000001, longitude: 0 },
    { latitude: 0, longitude: -180.5 },
    { latitude: Number.NaN, longitude: 136 },
    { latitude: 35, longitude: Number.POSITIVE_INFINITY },
    { latitude: '35.1', longitude: 136.9 },
    { latitude: null, longitude: 136.9 },
  ])('refuses %o', (input) => {
    expect(parsePin(input)).toBeNull();
    expect(checkPin(input, '愛知県', null)).toMatchObject({ ok: false, reason: 'invalid' });
  });
});

describe('distance check', () => {
  it('measures great-circle distance in metres', () => {
    // One degree of longitude on the equator: 2πR / 360 = 111,195 m.
    expect(
      distanceMetres({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 }),
    ).toBeCloseTo(111_195, 0);
    // Nagoya (栄) to Tokyo station: about 265 km in a straight line.
    const km = distanceMetres(SAKAE, TOKYO_STATION) / 1000;
    expect(km).toBeGreaterThan(255);
    expect(km).toBeLessThan(275);
    // 0.01° of latitude is 1.11 km anywhere.
    expect(distanceMetres(SAKAE, { ...SAKAE, latitude: SAKAE.latitude + 0.01 })).toBeCloseTo(
      1112,
      -1,
    );
  });

  it('a pin within 2 km of the town passes, beyond 2 km is refused with the distance', () => {
    const near = movePin(SAKAE, 1400, 1400); // ≈ 1.98 km
    const far = movePin(SAKAE, 1500, 1500); // ≈ 2.12 km
    expect(checkPin(near, '愛知県', town(SAKAE))).toMatchObject({ ok: true });
    expect(checkPin(far, '愛知県', town(SAKAE))).toEqual({
      ok: false,
      reason: 'tooFar',
      message: PIN_MESSAGES.tooFar(2.1),
    });
  });

  it('measures to the nearest point of the town: just under 2 km passes, just over is refused', () => {
    // A town of two parts 3 km apart (e.g. two 丁目): the pin is measured to the nearer one.
    const east = movePin(SAKAE, 0, 3000);
    const parts: TownCentre = { ...SAKAE, precision: 'town', points: [SAKAE, east] };
    expect(distanceToTown(movePin(east, 0, 1990), parts)).toBeCloseTo(1990, -1);
    expect(checkPin(movePin(east, 0, 1990), '愛知県', parts)).toMatchObject({ ok: true });
    expect(checkPin(movePin(east, 0, 2010), '愛知県', parts)).toEqual({
      ok: false,
      reason: 'tooFar',
      message: PIN_MESSAGES.tooFar(2),
    });
    // West of 栄 the nearer part is 栄 itself.
    expect(checkPin(movePin(SAKAE, 0, -1990), '愛知県', parts).ok).toBe(true);
    expect(checkPin(movePin(SAKAE, 0, -2010), '愛知県', parts).ok).toBe(false);
  });

  it('a municipality: 2 km from any of its points; without its points (the browser), not measured', () => {
    const city: TownCentre = { ...SAKAE, precision: 'city', points: [SAKAE] };
    expect(checkPin(movePin(SAKAE, 1990, 0), '愛知県', city).ok).toBe(true);
    expect(checkPin(movePin(SAKAE, 2010, 0), '愛知県', city).ok).toBe(false);
    expect(checkPin(movePin(SAKAE, 10_000, 0), '愛知県', { ...SAKAE, precision: 'city' }).ok).toBe(
      true,
    );
    expect(
      checkPin(movePin(SAKAE, 0, 40_000), '愛知県', { ...SAKAE, precision: 'prefecture' }).ok,
    ).toBe(true);
  });

  it('movePin moves by the metres asked (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -5000, max: 5000 }),
        fc.integer({ min: -5000, max: 5000 }),
        (north, east) => {
          const moved = movePin(SAKAE, north, east);
          const d = distanceMetres(SAKAE, moved);
          expect(Math.abs(d - Math.hypot(north, east))).toBeLessThan(
            1 + Math.hypot(north, east) * 0.01,
          );
        },
      ),
    );
  });
});

describe('the five prefectures', () => {
  it('places reference points in their prefecture and outside points nowhere', () => {
    expect(prefecturesOfPoint(SAKAE)).toContain('愛知県');
    expect(prefecturesOfPoint(TSU_STATION)).toContain('三重県');
    expect(prefecturesOfPoint(TOKYO_STATION)).toEqual([]);
    expect(prefecturesOfPoint(OSAKA_STATION)).toEqual([]);
  });

  it('refuses a pin outside the five prefectures, and outside the prefecture given', () => {
    expect(checkPin(TOKYO_STATION, '愛知県', null)).toEqual({
      ok: false,
      reason: 'outsidePrefectures',
      message: PIN_MESSAGES.outsidePrefectures,
    });
    expect(checkPin(TSU_STATION, '愛知県', null)).toMatchObject({
      ok: false,
      reason: 'outsidePrefecture',
      message: '指定された場所は愛知県の外にあるようです。都道府県またはピンの位置をご確認ください',
    });
  });

  it('the server may narrow the boxes (the nearest town point): its answer decides', () => {
    // 米原 (滋賀県) lies in 岐阜県's box; the server's nearest town point says 滋賀県 → none.
    const MAIBARA = { latitude: 35.315, longitude: 136.29 };
    expect(prefecturesOfPoint(MAIBARA)).toEqual(['岐阜県']);
    expect(checkPin(MAIBARA, '岐阜県', null, () => [])).toMatchObject({
      ok: false,
      reason: 'outsidePrefectures',
    });
  });
});

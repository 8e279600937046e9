import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distanceMetres, movePin, PIN_MESSAGES, PREFECTURE_OFFICES } from '@/lib/area/pin';
import { findTownCentre, prefecturesNear } from '@/lib/server/area/town-centre';
import { TownIndex, townKey, type TownPointsData } from '@/lib/server/area/town-points';
import { checkPinForAddress } from '@/lib/server/area/map-image';
import { buildTownPoints } from '@/scripts/town-points';

// Hand-made points in the format of the generated file (not the real data).
const FIXTURE = path.resolve('tests/fixtures/town-points.json');
const data = JSON.parse(readFileSync(FIXTURE, 'utf8')) as TownPointsData;
const index = new TownIndex(data);

describe('townKey (town names as the postal data and the 位置参照情報 write them)', () => {
  it.each([
    ['大字中箕輪', '中箕輪'],
    ['栄三丁目', '栄3丁目'],
    ['栄３丁目', '栄3丁目'],
    ['関ヶ原', '関ケ原'],
    ['本町二十一丁目', '本町21丁目'],
    ['字北山', '北山'],
  ])('%s = %s', (a, b) => {
    expect(townKey(a)).toBe(townKey(b));
  });

  it('keeps different towns apart', () => {
    expect(townKey('栄一丁目')).not.toBe(townKey('栄十一丁目'));
    expect(townKey('新栄町')).not.toBe(townKey('栄町'));
  });
});

describe('TownIndex.find', () => {
  it('a postal town without 丁目 is every 丁目 of it, centred on the middle one', () => {
    const m = index.find('愛知県', '名古屋市中区', '栄')!;
    expect(m.precision).toBe('town');
    expect(m.points).toHaveLength(3);
    expect(m.centre).toEqual({ latitude: 35.166, longitude: 136.906 }); // 栄三丁目
  });

  it('a town with its 丁目 (in either numerals) is that 丁目 alone', () => {
    for (const town of ['栄三丁目', '栄3丁目']) {
      const m = index.find('愛知県', '名古屋市中区', town)!;
      expect(m.points).toEqual([{ latitude: 35.166, longitude: 136.906 }]);
    }
  });

  it('大字 and 字: the postal name without 大字, its 字, and a 字 typed after the 大字', () => {
    const oaza = index.find('長野県', '上伊那郡箕輪町', '中箕輪')!;
    expect(oaza.precision).toBe('town');
    expect(oaza.centre).toEqual({ latitude: 35.924, longitude: 137.939 }); // the 大字's own point
    expect(oaza.points).toHaveLength(2); // and its 字 北山
    expect(index.find('長野県', '上伊那郡箕輪町', '北山')!.points).toEqual([
      { latitude: 35.95, longitude: 137.96 },
    ]);
    expect(index.find('長野県', '上伊那郡箕輪町', '中箕輪字北山')!.points).toHaveLength(2);
    expect(index.find('岐阜県', '不破郡関ヶ原町', '関ヶ原')?.precision).toBe('town');
  });

  it('an unknown town: every point of the municipality; an unknown municipality: null', () => {
    const m = index.find('長野県', '上伊那郡箕輪町', '新しい分譲地')!;
    expect(m.precision).toBe('city');
    expect(m.points).toHaveLength(3);
    expect(index.find('長野県', '存在しない村', '中箕輪')).toBeNull();
  });

  it('a ward newer than the data is looked up in all wards of its city (浜松市中央区)', () => {
    expect(index.find('静岡県', '浜松市中央区', '鍛冶町')).toMatchObject({
      precision: 'town',
      centre: { latitude: 34.704, longitude: 137.734 },
    });
  });
});

describe('findTownCentre', () => {
  it('the town with its points; no town points: the prefectural office; outside: null', async () => {
    const c = await findTownCentre(
      { prefecture: '愛知県', city: '名古屋市中区', town: '栄' },
      index,
    );
    expect(c).toMatchObject({ latitude: 35.166, longitude: 136.906, precision: 'town' });
    expect(c?.points).toHaveLength(3);
    expect(
      await findTownCentre({ prefecture: '長野県', city: '上伊那郡箕輪町', town: '中箕輪' }, null),
    ).toEqual({ ...PREFECTURE_OFFICES['長野県'], precision: 'prefecture' });
    expect(await findTownCentre({ prefecture: '東京都', city: '千代田区' }, index)).toBeNull();
  });
});

describe('prefecturesNear (the prefecture of the nearest town point)', () => {
  it('a point in Shiga next to the Gifu border is in no service prefecture, though in Gifu’s box', async () => {
    const kashiwabara = { latitude: 35.3598, longitude: 136.3955 }; // 滋賀県米原市
    expect(await prefecturesNear(kashiwabara, null)).toEqual(['岐阜県']); // the boxes alone
    expect(await prefecturesNear(kashiwabara, index)).toEqual([]);
  });

  it('a point in Gifu near the same border is in Gifu; Tokyo is nowhere', async () => {
    expect(await prefecturesNear({ latitude: 35.371, longitude: 136.433 }, index)).toEqual([
      '岐阜県',
    ]);
    expect(await prefecturesNear({ latitude: 35.681, longitude: 139.767 }, index)).toEqual([]);
  });
});

describe('the server pin check with the town points file (TOWN_POINTS_FILE)', () => {
  const saved = process.env.TOWN_POINTS_FILE;
  beforeAll(() => {
    process.env.TOWN_POINTS_FILE = FIXTURE;
  });
  afterAll(() => {
    process.env.TOWN_POINTS_FILE = saved;
  });
  const address = { prefecture: '愛知県', city: '名古屋市中区', town: '栄' };
  const SAKAE_1 = { latitude: 35.165, longitude: 136.895 };

  it('just under 2 km from the town passes; just over is refused with the distance', async () => {
    const under = movePin(SAKAE_1, 0, -1990);
    const over = movePin(SAKAE_1, 0, -2010);
    expect(distanceMetres(under, SAKAE_1)).toBeLessThan(2000);
    expect(await checkPinForAddress(under, address)).toMatchObject({ ok: true });
    expect(await checkPinForAddress(over, address)).toEqual({
      ok: false,
      reason: 'tooFar',
      message: PIN_MESSAGES.tooFar(2),
    });
  });

  it('a pin across the border is refused as outside the five prefectures', async () => {
    expect(
      await checkPinForAddress(
        { latitude: 35.3598, longitude: 136.3955 },
        { prefecture: '岐阜県', city: '不破郡関ケ原町', town: '今須' },
      ),
    ).toMatchObject({ ok: false, reason: 'outsidePrefectures' });
  });
});

describe('scripts/town-points.ts (building the file)', () => {
  const built = buildTownPoints(
    path.resolve('tests/fixtures/town-points-source'),
    new Date('2026-01-01T00:00:00Z'),
  );

  it('keeps the towns and 字 of the five with points, drops rows without one', () => {
    expect(built.towns['愛知県']).toEqual({ 名古屋市中区: [['栄三丁目', 35.166, 136.906]] });
    expect(built.towns['岐阜県']?.['不破郡関ケ原町']).toEqual([
      ['大字関ケ原', 35.365, 136.467],
      ['大字関ケ原', 35.36, 136.45, '松尾'],
    ]);
    expect(built.licence).toBe('CC BY 4.0');
  });

  it('keeps a neighbour’s points within 30 km of the five, not farther ones', () => {
    expect(built.borders).toEqual({ 滋賀県: [[35.36, 136.396]] });
  });

  it('the built data is what the index reads', () => {
    expect(new TownIndex(built).find('岐阜県', '不破郡関ケ原町', '関ケ原')?.points).toHaveLength(2);
  });
});

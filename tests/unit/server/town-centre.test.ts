import { describe, expect, it } from 'vitest';
import { distanceMetres } from '@/lib/area/pin';
import { findTownCentre } from '@/lib/server/area/town-centre';

describe('findTownCentre (country-state-city, city level)', () => {
  it('a ward of Nagoya has the centre of Nagoya, near 栄', async () => {
    const c = await findTownCentre({ prefecture: '愛知県', city: '名古屋市中区', town: '栄' });
    expect(c?.precision).toBe('city');
    expect(distanceMetres(c!, { latitude: 35.168, longitude: 136.9066 })).toBeLessThan(5000);
  });

  it('a city by its reading (岡崎市, 豊橋市 not read as 豊 + 橋)', async () => {
    const okazaki = await findTownCentre({ prefecture: '愛知県', city: '岡崎市' });
    const toyohashi = await findTownCentre({ prefecture: '愛知県', city: '豊橋市' });
    expect(okazaki?.precision).toBe('city');
    expect(distanceMetres(okazaki!, { latitude: 34.9546, longitude: 137.1743 })).toBeLessThan(
      10_000,
    );
    expect(distanceMetres(toyohashi!, { latitude: 34.7692, longitude: 137.3915 })).toBeLessThan(
      10_000,
    );
  });

  it('a village the data set lacks falls back to the prefecture; outside the five: null', async () => {
    const c = await findTownCentre({ prefecture: '長野県', city: '下伊那郡売木村' });
    expect(c?.precision).toBe('prefecture');
    expect(await findTownCentre({ prefecture: '東京都', city: '千代田区' })).toBeNull();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { lookupPostalCode } from '@/lib/area/postal-lookup';

const respond = (status: number, body: unknown) =>
  vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status }));

describe('lookupPostalCode', () => {
  it('reads named rows and calls /api/postal/ with the zipcode', async () => {
    const f = respond(200, {
      results: [
        {
          prefecture: '愛知県',
          city: '名古屋市中区',
          town: '栄',
          prefectureKana: 'アイチケン',
          cityKana: 'ナゴヤシナカク',
          townKana: 'サカエ',
        },
      ],
    });
    const rows = await lookupPostalCode('4600008', f);
    expect(f.mock.calls[0]?.[0]).toBe('/api/postal/?zipcode=4600008');
    expect(rows).toEqual([
      {
        postalCode: '4600008',
        prefecture: '愛知県',
        city: '名古屋市中区',
        town: '栄',
        prefectureKana: 'アイチケン',
        cityKana: 'ナゴヤシナカク',
        townKana: 'サカエ',
      },
    ]);
  });

  it('reads zipcloud-style rows (address1-3, kana1-3) and skips incomplete ones', async () => {
    const f = respond(200, [
      { address1: '岐阜県', address2: '岐阜市', address3: '', kana1: 'ｷﾞﾌｹﾝ' },
      { address1: '岐阜県' },
    ]);
    const rows = await lookupPostalCode('5000000', f);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      prefecture: '岐阜県',
      city: '岐阜市',
      town: '',
      prefectureKana: 'ギフケン',
    });
  });

  it('returns [] on 404 and rejects on a server error', async () => {
    await expect(lookupPostalCode('0000000', respond(404, {}))).resolves.toEqual([]);
    await expect(lookupPostalCode('0000000', respond(500, {}))).rejects.toThrow('HTTP 500');
  });
});

import { describe, expect, it, vi } from 'vitest';
import {
  searchArea,
  mergeAreaResults,
  isServicePrefecture,
  type AreaSearchInput,
  type AreaSearchResponse,
  type SearchCommufaAreaCall,
} from '@/lib/area/search-area';

const base: AreaSearchResponse = {
  result: 'success',
  status: 'identified',
  isServiceArea: true,
  is10GArea: true,
  isTVArea: true,
  period: '約1〜2ヶ月',
  isRegister: false,
  isNonAvailable: false,
  isApprovedMansion: false,
  mansionPlanType: null,
  isMansionWari12: false,
  isKDDI: false,
  isAllCommufaMansion: false,
  notes: null,
  routerSpec: '10G',
  areaType: 'A',
};

const input = (over: Partial<AreaSearchInput> = {}): AreaSearchInput => ({
  postalCode: '4600001',
  prefecture: '愛知県',
  city: '名古屋市中区',
  town: '三の丸',
  line1: '1-1',
  buildingName: '',
  buildingType: 0,
  isNoAddress: false,
  ...over,
});

/** A call answering by buildingType, recording each input. */
function fakeCall(
  house: Partial<AreaSearchResponse> | Error,
  asGiven: Partial<AreaSearchResponse> | Error = {},
) {
  return vi.fn<SearchCommufaAreaCall>(async (i) => {
    const answer = i.buildingType === 0 ? house : asGiven;
    if (answer instanceof Error) throw answer;
    return { ...base, ...answer };
  });
}

describe('prefecture gate (spec 5)', () => {
  it.each(['愛知県', '三重県', '岐阜県', '静岡県', '長野県'])(
    '%s is searched with one call for a house',
    async (prefecture) => {
      const call = fakeCall({ period: 'P-' + prefecture });
      const result = await searchArea(input({ prefecture }), call);
      expect(call).toHaveBeenCalledTimes(1);
      expect(call.mock.calls[0]?.[0].prefecture).toBe(prefecture);
      expect(result.period).toBe('P-' + prefecture);
      expect(isServicePrefecture(prefecture)).toBe(true);
    },
  );

  it.each(['東京都', '大阪府', '北海道', '神奈川県', '滋賀県', '', '愛知'])(
    '%s is answered without a call',
    async (prefecture) => {
      for (const buildingType of [0, 1] as const) {
        const call = fakeCall({});
        const result = await searchArea(input({ prefecture, buildingType }), call);
        expect(call).not.toHaveBeenCalled();
        expect(result).toMatchObject({
          result: 'success',
          isRegister: false,
          status: 'identified',
          isServiceArea: false,
        });
      }
      expect(isServicePrefecture(prefecture)).toBe(false);
    },
  );
});

describe('house (buildingType 0)', () => {
  it('makes one call with the input as given and returns its answer', async () => {
    const call = fakeCall({
      isServiceArea: true,
      is10GArea: false,
      isTVArea: false,
      mansionPlanType: null,
    });
    const result = await searchArea(input(), call);
    expect(call).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledWith(input());
    expect(result).toMatchObject({
      result: 'success',
      isServiceArea: true,
      is10GArea: false,
      isTVArea: false,
    });
  });

  it('treats a non-boolean is10GArea on a house answer as false', async () => {
    const result = await searchArea(input(), fakeCall({ is10GArea: null }));
    expect(result.is10GArea).toBe(false);
  });
});

describe('apartment: two parallel calls and the merge (spec 7)', () => {
  it('calls once as a house and once as given, both started before either answers', async () => {
    const started: number[] = [];
    const resolvers: Array<() => void> = [];
    const call = vi.fn<SearchCommufaAreaCall>(
      (i) =>
        new Promise((resolve) => {
          started.push(i.buildingType);
          resolvers.push(() => resolve({ ...base }));
        }),
    );
    const pending = searchArea(input({ buildingType: 1, buildingName: 'コーポ栄' }), call);
    await Promise.resolve();
    expect(started.sort()).toEqual([0, 1]);
    resolvers.forEach((r) => r());
    await pending;
    expect(call.mock.calls.map(([i]) => [i.buildingType, i.buildingName])).toEqual(
      expect.arrayContaining([
        [0, 'コーポ栄'],
        [1, 'コーポ栄'],
      ]),
    );
  });

  it.each([
    {
      name: 'registered as given: as-given answer with the house period and is10GArea',
      houseIs10G: false as boolean | null | undefined,
      expected10G: false,
    },
    { name: 'registered, house is10GArea true', houseIs10G: true, expected10G: true },
    {
      name: 'registered, house is10GArea null defaults to true',
      houseIs10G: null,
      expected10G: true,
    },
    {
      name: 'registered, house is10GArea missing defaults to true',
      houseIs10G: undefined,
      expected10G: true,
    },
  ])('$name', async ({ houseIs10G, expected10G }) => {
    const house: Partial<AreaSearchResponse> = {
      period: '約2〜3ヶ月',
      is10GArea: houseIs10G,
      isApprovedMansion: false,
      status: 'notFound',
      mansionPlanType: null,
    };
    if (houseIs10G === undefined) delete house.is10GArea;
    const call = fakeCall(house, {
      isRegister: true,
      isApprovedMansion: true,
      mansionPlanType: 'タイプV',
      period: '約1ヶ月',
      is10GArea: !expected10G,
      status: 'identified',
      isMansionWari12: true,
    });
    const result = await searchArea(input({ buildingType: 1 }), call);
    expect(call).toHaveBeenCalledTimes(2);
    expect(result).toMatchObject({
      result: 'success',
      isRegister: true,
      isApprovedMansion: true,
      mansionPlanType: 'タイプV',
      isMansionWari12: true,
      status: 'identified',
      period: '約2〜3ヶ月',
      is10GArea: expected10G,
    });
  });

  it('not registered as given: house answer with isApprovedMansion and status from the as-given answer', async () => {
    const call = fakeCall(
      {
        period: '約2〜3ヶ月',
        is10GArea: true,
        isTVArea: false,
        isApprovedMansion: false,
        status: 'identified',
        mansionPlanType: null,
      },
      {
        isRegister: false,
        isApprovedMansion: false,
        status: 'notFound',
        period: 'ignored',
        is10GArea: false,
        isTVArea: true,
        mansionPlanType: 'ignored',
      },
    );
    const result = await searchArea(input({ buildingType: 1 }), call);
    expect(result).toMatchObject({
      result: 'success',
      isRegister: false,
      period: '約2〜3ヶ月',
      is10GArea: true,
      isTVArea: false,
      mansionPlanType: null,
      isApprovedMansion: false,
      status: 'notFound',
    });
  });

  it('mergeAreaResults keeps the as-given approval even when not registered', () => {
    const merged = mergeAreaResults(
      { ...base, isApprovedMansion: false },
      { ...base, isRegister: false, isApprovedMansion: true, status: 'ambiguous' },
    );
    expect(merged.isApprovedMansion).toBe(true);
    expect(merged.status).toBe('ambiguous');
  });
});

describe('failures (spec 7: any failure yields result failed)', () => {
  it.each([
    { name: 'house call rejects', house: new Error('down'), asGiven: {} },
    { name: 'as-given call rejects', house: {}, asGiven: new Error('down') },
    { name: 'both reject', house: new Error('down'), asGiven: new Error('down') },
    { name: 'house answers failed', house: { result: 'failed' as const }, asGiven: {} },
    { name: 'as-given answers failed', house: {}, asGiven: { result: 'failed' as const } },
  ])('apartment: $name', async ({ house, asGiven }) => {
    const result = await searchArea(input({ buildingType: 1 }), fakeCall(house, asGiven));
    expect(result.result).toBe('failed');
    expect(result.isServiceArea).toBe(false);
  });

  it('house: a rejected call yields failed', async () => {
    const result = await searchArea(input(), fakeCall(new Error('down')));
    expect(result.result).toBe('failed');
  });
});

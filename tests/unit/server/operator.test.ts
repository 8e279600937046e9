import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  exportApplicationsCsv,
  listApplications,
  parseSince,
  setMaintenance,
} from '@/lib/server/ops/admin';
import { importCoverageCsv, parseCsv } from '@/lib/server/ops/coverage-import';
import { coverageAreas } from '@/lib/server/db/schema';
import { lookupPostalCode } from '@/lib/server/lookups/postal';
import { countRows, createTestServer, type TestServer } from './helpers';
import { planDataFromArea, searchArea as searchAreaRule } from '@/lib/area/search-area';
import { searchArea } from '@/lib/server/area/search';
import { withBrowserEstimate } from '../fixtures/application';
import { APPLY, type ApplyResult, validApplication } from './fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const HEADER =
  'postal_code,prefecture,city,town,chome,is_service_area,is_10g_area,is_tv_area,period,notes';

describe('coverage CSV import', () => {
  it('parses quoted fields with commas, quotes and line breaks, keeping line numbers', () => {
    const rows = parseCsv('a,b\r\n"x, ""y""","multi\nline"\n3,4\n');
    expect(rows).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['x, "y"', 'multi\nline'] },
      { line: 4, cells: ['3', '4'] },
    ]);
  });

  it('reports every bad row with its line number and imports nothing', async () => {
    const before = await countRows(server.database, 'coverage_areas');
    const csv = [
      HEADER,
      '4600008,愛知県,名古屋市中区,栄,3丁目,1,1,0,約1ヶ月,',
      '46000,愛知県,名古屋市中区,錦,,1,1,1,,',
      '4600003,東京都,名古屋市中区,錦,,maybe,1,1,,',
      '4600008,愛知県,名古屋市中区,栄,3丁目,1,0,0,,',
    ].join('\n');
    const result = await importCoverageCsv(server.database.db, csv);
    expect(result.imported).toBe(0);
    expect(result.errors).toEqual([
      'line 3: postal_code: must be 7 digits',
      'line 4: prefecture: must be one of 愛知県 岐阜県 三重県 静岡県 長野県',
      'line 4: is_service_area: must be 1/0, true/false or yes/no',
      'line 5: duplicate of line 2 (愛知県名古屋市中区栄3丁目)',
    ]);
    expect(await countRows(server.database, 'coverage_areas')).toBe(before);
  });

  it('imports good rows (the file then is the coverage of its prefecture in the area search)', async () => {
    const csv = `${HEADER}\n4600008,愛知県,名古屋市中区,栄,3丁目,1,0,0,約3ヶ月,"工事調整中, 要確認"\n`;
    const result = await importCoverageCsv(server.database.db, csv);
    expect(result).toEqual({ imported: 1, prefectures: ['愛知県'], errors: [] });
    const [row] = await server.database.db
      .select()
      .from(coverageAreas)
      .where(and(eq(coverageAreas.town, '栄'), eq(coverageAreas.chome, '3丁目')));
    expect(row).toMatchObject({ is10GArea: false, period: '約3ヶ月', notes: '工事調整中, 要確認' });
    const res = await server.gql<{ searchCommufaArea: { is10GArea: boolean; period: string } }>(
      'query A($input: AreaSearchInput!) { searchCommufaArea(input: $input) { is10GArea period } }',
      {
        input: {
          postalCode: '4600008',
          prefecture: '愛知県',
          city: '名古屋市中区',
          town: '栄',
          line1: '3丁目5-1',
          buildingType: 0,
        },
      },
    );
    expect(res.data?.searchCommufaArea).toEqual({ is10GArea: false, period: '約3ヶ月' });
  });
});

describe('operator CLI functions', () => {
  it('exports applications as CSV with the bank account number masked', async () => {
    const res = await server.gql<ApplyResult>(APPLY, {
      formDataJSON: JSON.stringify(validApplication(1)),
      idempotencyKey: 'export-test-1',
    });
    const csv = await exportApplicationsCsv(server.database.db, parseSince('2000-01-01'));
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^receipt_number,created_at_jst,/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(res.data!.applyCTC.receiptNumber);
    expect(lines[1]).toContain('****592');
    expect(csv).not.toContain('3141592');
    expect(parseSince('2026-12-01')).toEqual(new Date('2026-12-01T00:00:00+09:00'));
    expect(parseSince('2026-12-01T09:30')).toEqual(new Date('2026-12-01T09:30:00+09:00'));
    expect(() => parseSince('soon')).toThrow('--since');
    expect(await exportApplicationsCsv(server.database.db, parseSince('2999-01-01'))).toBe(
      `${lines[0]}\r\n`,
    );
  });

  it('lists and exports an apartment room number (部屋番号) and the contract term, as normalised', async () => {
    // The registered building, searched and priced as the wizard does (the server does the same).
    const input = {
      postalCode: '4600008',
      prefecture: '愛知県',
      city: '名古屋市中区',
      town: '栄',
      line1: '3丁目1-1',
      buildingName: 'コミュファ栄タワー',
      buildingType: 1 as const,
      isNoAddress: false,
    };
    const areaData = await searchAreaRule(input, (q) => searchArea(server.database.db, q));
    const apartment = validApplication(7);
    apartment.areaData = areaData;
    apartment.planData = {
      ...apartment.planData!,
      ...planDataFromArea(input, areaData),
      // The only term offered while the 5-year fees equal the 2-year ones (offeredTerms).
      contractTerm: '2year',
    };
    apartment.installationInfo = {
      ...apartment.installationInfo!,
      line1_kanji: '3丁目1-1',
      line2_kanji: 'コミュファ栄タワー',
      line3_kanji: 'ａ－３０１',
    };
    const res = await server.gql<ApplyResult>(APPLY, {
      formDataJSON: JSON.stringify(withBrowserEstimate(apartment)),
      idempotencyKey: 'export-room-1',
    });
    const receipt = res.data!.applyCTC.receiptNumber;
    const csv = await exportApplicationsCsv(server.database.db, parseSince('2000-01-01'));
    const [header, ...rows] = csv
      .trimEnd()
      .split('\r\n')
      .map((l) => l.split(','));
    const row = rows.find((r) => r[0] === receipt)!;
    expect(row[header!.indexOf('room_number')]).toBe('A-301');
    expect(row[header!.indexOf('building_name')]).toBe('コミュファ栄タワー');
    expect(row[header!.indexOf('contract_term')]).toBe('2year');
    const line = (await listApplications(server.database.db, parseSince('2000-01-01'))).find((l) =>
      l.startsWith(receipt),
    );
    // receipt, time, plan, name, account, building and room, then the stored quote's figures.
    expect(line?.split('\t')[5]).toBe('コミュファ栄タワー A-301');
    expect(line?.split('\t')[6]).toMatch(/^月額 [\d,]+円/);
  });

  it('schedules maintenance that getSettingLambda then returns, and refuses bad dates', async () => {
    await setMaintenance(server.database.db, {
      from: '2026-12-01',
      to: '2026-12-02',
      text: 'メンテナンスを実施します',
    });
    const res = await server.gql<{ getSettingLambda: { maintenance: Record<string, unknown> } }>(
      '{ getSettingLambda(siteName: "commufa-web") { maintenance { isAlwaysDisplay firstDate lastDate text } } }',
    );
    expect(res.data?.getSettingLambda.maintenance).toEqual({
      isAlwaysDisplay: false,
      firstDate: '2026-12-01',
      lastDate: '2026-12-02',
      text: 'メンテナンスを実施します',
    });
    await expect(
      setMaintenance(server.database.db, { from: '2026-12-05', to: '2026-12-01' }),
    ).rejects.toThrow('--to is before --from');
    await expect(setMaintenance(server.database.db, { from: '12/01' })).rejects.toThrow(
      'YYYY-MM-DD',
    );
    // A day that does not exist is refused, not rolled over to March.
    await expect(setMaintenance(server.database.db, { to: '2026-02-30' })).rejects.toThrow(
      'YYYY-MM-DD',
    );
  });
});

describe('postal lookup (zipcloud shape)', () => {
  it('answers a known code, an unknown code and a malformed one like zipcloud', () => {
    expect(lookupPostalCode('460-0008')).toEqual({
      status: 200,
      message: null,
      results: [
        {
          address1: '愛知県',
          address2: '名古屋市中区',
          address3: '栄',
          kana1: 'ｱｲﾁｹﾝ',
          kana2: 'ﾅｺﾞﾔｼﾅｶｸ',
          kana3: '',
          prefcode: '23',
          zipcode: '4600008',
        },
      ],
    });
    expect(lookupPostalCode('0000000')).toEqual({ status: 200, message: null, results: null });
    expect(lookupPostalCode('12')).toMatchObject({ status: 400, results: null });
    expect(lookupPostalCode(null)).toMatchObject({ status: 400 });
  });
});

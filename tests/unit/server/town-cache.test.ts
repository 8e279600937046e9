import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { searchArea, type AreaQuery } from '@/lib/server/area/search';
import { clearTownCache, TOWN_CACHE_TTL_MS } from '@/lib/server/area/town-cache';
import { importCoverageCsv } from '@/lib/server/ops/coverage-import';
import type { Database } from '@/lib/server/db/client';
import { apartmentBuildings, coverageAreas } from '@/lib/server/db/schema';
import { SAKAE_HOUSE } from '../fixtures/application';
import { freshDatabase } from './helpers';

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());
// The cache's clock (wall-clock ms) is moved by the tests instead of waiting.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  clearTownCache();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});
const advance = (ms: number) => vi.setSystemTime(Date.now() + ms);

const HOUSE: AreaQuery = SAKAE_HOUSE;

/** Sets the is10GArea flag of the 栄 rows as another instance (or an operator's SQL) would. */
async function set10G(value: boolean): Promise<void> {
  await database.db
    .update(coverageAreas)
    .set({ is10GArea: value })
    .where(and(eq(coverageAreas.city, '名古屋市中区'), eq(coverageAreas.town, '栄')));
}

describe('town cache of the area search', () => {
  it('a second search of the town within the TTL reads nothing from the database', async () => {
    const select = vi.spyOn(database.db, 'select');
    const first = await searchArea(database.db, HOUSE);
    expect(select).toHaveBeenCalled();
    select.mockClear();
    advance(TOWN_CACHE_TTL_MS - 1);
    expect(await searchArea(database.db, HOUSE)).toEqual(first);
    expect(select).not.toHaveBeenCalled();
  });

  it("another instance's change is seen after the TTL, not before", async () => {
    await set10G(true);
    expect((await searchArea(database.db, HOUSE)).is10GArea).toBe(true);
    await set10G(false);
    advance(TOWN_CACHE_TTL_MS - 1);
    expect((await searchArea(database.db, HOUSE)).is10GArea).toBe(true);
    advance(2);
    expect((await searchArea(database.db, HOUSE)).is10GArea).toBe(false);
    await set10G(true);
  });

  it('a building registered by another instance is found after the TTL', async () => {
    const apartment: AreaQuery = {
      ...HOUSE,
      buildingType: 1,
      buildingName: 'キャッシュ確認ハイツ',
    };
    expect((await searchArea(database.db, apartment)).status).toBe('notFound');
    await database.db.insert(apartmentBuildings).values({
      postalCode: '4600008',
      prefecture: '愛知県',
      city: '名古屋市中区',
      town: '栄',
      banchi: '3丁目1-1',
      name: 'キャッシュ確認ハイツ',
      normalizedName: 'キャッシュ確認ハイツ',
      isApproved: true,
    });
    expect((await searchArea(database.db, apartment)).status).toBe('notFound');
    advance(TOWN_CACHE_TTL_MS + 1);
    expect(await searchArea(database.db, apartment)).toMatchObject({
      status: 'identified',
      isRegister: true,
      isApprovedMansion: true,
    });
  });

  it('a coverage import in this process is seen by the next search at once', async () => {
    await searchArea(database.db, HOUSE);
    const csv =
      'postal_code,prefecture,city,town,chome,is_service_area,is_10g_area,is_tv_area,period\n' +
      '4600008,愛知県,名古屋市中区,栄,,1,0,0,約9ヶ月\n';
    expect((await importCoverageCsv(database.db, csv)).errors).toEqual([]);
    const select = vi.spyOn(database.db, 'select');
    expect(await searchArea(database.db, HOUSE)).toMatchObject({
      status: 'identified',
      is10GArea: false,
      period: '約9ヶ月',
    });
    expect(select).toHaveBeenCalled();
  });
});

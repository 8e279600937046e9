import 'server-only';
import { sql } from 'drizzle-orm';
import { defaultSettings } from '@/lib/state/types';
import { generateSampleBuildings, generateSampleCoverage } from '../data/sample-coverage';
import { normalizeBuildingName } from '../area/normalize';
import type { Db } from './client';
import { apartmentBuildings, coverageAreas, customers, introductionIds, settings } from './schema';

/** Cities of the tests' small seed: 名古屋市千種区・中区, 豊橋市, 岡崎市, 東郷町, 豊根村, 岐阜市, 津市. */
export const SMALL_SEED_CITY_CODES = [
  '23101',
  '23106',
  '23201',
  '23202',
  '23302',
  '23563',
  '21201',
  '24201',
] as const;

/**
 * Sample introduction ids (README "Sample data"): two valid, one inactive, one expired. The friend
 * amount is the friend campaign document's, not a property of the id.
 */
export const SAMPLE_INTRODUCTION_IDS = [
  { id: 'INT-SAMPLE01', isActive: true, expiresAt: null },
  { id: 'INT-SAMPLE02', isActive: true, expiresAt: null },
  { id: 'INT-SAMPLE03', isActive: false, expiresAt: null },
  {
    id: 'INT-SAMPLE04',
    isActive: true,
    expiresAt: new Date('2020-01-01T00:00:00+09:00'),
  },
] as const;

/** Sample customers that may move (transfer); phone is the registered phone, digits only. */
export const SAMPLE_CUSTOMERS = [
  {
    customerNumber: '1000000001',
    phone: '0521234567',
    isTransferable: true,
    transferAmount: 3300,
    transferDeadline: '2099-03-31',
  },
  {
    customerNumber: '1000000002',
    phone: '09012345678',
    isTransferable: true,
    transferAmount: 0,
    transferDeadline: '2099-03-31',
  },
  {
    customerNumber: '1000000003',
    phone: '0587654321',
    isTransferable: false,
    transferAmount: 0,
    transferDeadline: null,
  },
] as const;

async function insertChunks<T>(
  rows: readonly T[],
  size: number,
  insert: (chunk: T[]) => Promise<unknown>,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/**
 * Seeds an empty database (no settings row) with SAMPLE data in one transaction: the spec's
 * default settings, coverage of every town of the five prefectures ('small': a few cities),
 * sample apartment buildings, introduction ids and customers. Does nothing on a seeded database.
 */
export async function seedIfEmpty(db: Db, size: 'full' | 'small' = 'full'): Promise<boolean> {
  const existing = await db.select({ name: settings.name }).from(settings).limit(1);
  if (existing.length > 0) return false;
  const coverage = generateSampleCoverage(size === 'small' ? SMALL_SEED_CITY_CODES : undefined);
  const buildings = generateSampleBuildings(coverage);
  await db.transaction(async (tx) => {
    await tx.execute(sql`LOCK TABLE settings IN EXCLUSIVE MODE`);
    const again = await tx.select({ name: settings.name }).from(settings).limit(1);
    if (again.length > 0) return;
    await tx.insert(settings).values({
      name: defaultSettings.name,
      version: defaultSettings.version,
      pickupId: defaultSettings.pickupId,
      ...defaultSettings.callTime,
      maintenanceIsAlwaysDisplay: defaultSettings.maintenance.isAlwaysDisplay,
      maintenanceCategory: defaultSettings.maintenance.category,
      maintenanceText: defaultSettings.maintenance.text,
      maintenanceFirstDate: defaultSettings.maintenance.firstDate,
      maintenanceLastDate: defaultSettings.maintenance.lastDate,
    });
    await insertChunks(coverage, 1000, (chunk) =>
      tx.insert(coverageAreas).values(chunk).onConflictDoNothing(),
    );
    await insertChunks(buildings, 500, (chunk) =>
      tx
        .insert(apartmentBuildings)
        .values(chunk.map((b) => ({ ...b, normalizedName: normalizeBuildingName(b.name) }))),
    );
    await tx.insert(introductionIds).values([...SAMPLE_INTRODUCTION_IDS]);
    await tx.insert(customers).values([...SAMPLE_CUSTOMERS]);
  });
  return true;
}

import 'server-only';
import { sql } from 'drizzle-orm';
import { generateSampleBuildings, generateSampleCoverage } from './data/sample-coverage';
import { normalizeBuildingName } from '../area/normalize';
import { clearTownCache } from '../area/town-cache';
import type { Database, Db } from '../db/client';
import {
  apartmentBuildings,
  coverageAreas,
  customers,
  dataSets,
  introductionIds,
} from '../db/schema';

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

/**
 * Sample customers that may move (transfer); phone is the registered phone, digits only. No
 * sample has a deadline: a made-up date would reach visitors as if it were real (the operator's
 * own rows carry theirs).
 */
export const SAMPLE_CUSTOMERS = [
  {
    customerNumber: '1000000001',
    phone: '0521234567',
    isTransferable: true,
    transferAmount: 3300,
    transferDeadline: null,
  },
  {
    customerNumber: '1000000002',
    phone: '09012345678',
    isTransferable: true,
    transferAmount: 0,
    transferDeadline: null,
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
 * Seeds the SAMPLE data (made up, README "Sample data") in one transaction: coverage of every town of the five prefectures ('small': a few cities), sample
 * apartment buildings, introduction ids and customers, and the 'sample' row of data_sets; then
 * clears this process's town cache (lib/server/area/town-cache.ts).
 * Only into a database without coverage, buildings, customers or introduction ids: returns false
 * and writes nothing otherwise. Callers: the embedded demo's start (ensureDemoData), `npm run
 * db:seed` and tests (asked for explicitly); never a DATABASE_URL database on its own.
 */
export async function seedSampleData(db: Db, size: 'full' | 'small' = 'full'): Promise<boolean> {
  const coverage = generateSampleCoverage(size === 'small' ? SMALL_SEED_CITY_CODES : undefined);
  const buildings = generateSampleBuildings(coverage);
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`LOCK TABLE coverage_areas IN EXCLUSIVE MODE`);
    for (const table of [coverageAreas, apartmentBuildings, customers, introductionIds])
      if ((await tx.$count(table)) > 0) return false;
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
    await tx.insert(dataSets).values({
      name: 'sample',
      detail:
        `SAMPLE data (made up, not real coverage): ${coverage.length} coverage rows, ` +
        `${buildings.length} buildings, ${SAMPLE_INTRODUCTION_IDS.length} introduction ids, ` +
        `${SAMPLE_CUSTOMERS.length} customers`,
    });
    return true;
  });
  // Searches of this process see the new towns and buildings at once.
  if (seeded) clearTownCache();
  return seeded;
}

/**
 * One line naming the data set in use, for the start-up log: the data_sets rows (sample seed,
 * coverage import) and the row counts of the reference tables.
 */
export async function describeDataSet(db: Db): Promise<string> {
  const rows = await db.select().from(dataSets).orderBy(dataSets.name);
  const [coverage, buildings, customerCount] = await Promise.all([
    db.$count(coverageAreas),
    db.$count(apartmentBuildings),
    db.$count(customers),
  ]);
  const sources = rows.length
    ? rows.map((r) => `${r.name}: ${r.detail}`).join('; ')
    : 'no sample data, nothing imported';
  return (
    `data set: ${sources} (now ${coverage} coverage rows, ` +
    `${buildings} buildings, ${customerCount} customers)`
  );
}

/** The sample's size from SEED_SIZE: 'small' (a few cities) when it says so, else 'full'. */
export function seedSizeFromEnv(): 'full' | 'small' {
  return process.env.SEED_SIZE === 'small' ? 'small' : 'full';
}

/**
 * The embedded demo's sample data (a fresh clone's `npm start`, `npm run dev`, the e2e server):
 * seedSampleData of SEED_SIZE into an embedded (PGlite) database without reference data; nothing
 * for a DATABASE_URL database, whose data is the operator's (`npm run db:seed` seeds one only
 * when asked). Returns true when it seeded now.
 */
export async function ensureDemoData(database: Database): Promise<boolean> {
  if (database.kind !== 'pglite') return false;
  return seedSampleData(database.db, seedSizeFromEnv());
}

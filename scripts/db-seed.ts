/**
 * `npm run db:seed`: seeds the SAMPLE data (coverage of every town of the five
 * prefectures, sample buildings, introduction ids, customers) into a database that has no
 * reference data yet: the embedded one (DATA_DIR) or, when asked this way, DATABASE_URL's. A
 * database with coverage, buildings, customers or introduction ids is left alone. SEED_SIZE=small
 * seeds only a few cities.
 */
import { openDatabase } from '@/lib/server/db/client';
import { seedSampleData, seedSizeFromEnv } from '@/lib/server/ops/seed';

const database = await openDatabase({ log: (line) => console.error(line) });
const seeded = await seedSampleData(database.db, seedSizeFromEnv());
console.log(
  seeded
    ? `sample data seeded (${database.kind})`
    : 'the database already has reference data: nothing seeded',
);
await database.close();

/**
 * `npm run db:seed`: seeds the SAMPLE data (settings defaults, coverage of every town of the five
 * prefectures, sample buildings, introduction ids, customers) into an empty database. A seeded
 * database is left alone. The server seeds an empty database on start too. SEED_SIZE=small seeds
 * only a few cities.
 */
import { openDatabase } from '@/lib/server/db/client';
import { seedIfEmpty } from '@/lib/server/db/seed';

const database = await openDatabase({ seed: false });
const seeded = await seedIfEmpty(database.db, process.env.SEED_SIZE === 'small' ? 'small' : 'full');
console.log(
  seeded
    ? `sample data seeded (${database.kind})`
    : 'the database already has data: nothing seeded',
);
await database.close();

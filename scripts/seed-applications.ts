/**
 * `npm run db:seed-applications -- [--count 10000] [--days 180] [--allow-database-url] [--list]`: inserts
 * synthetic applications (lib/server/ops/seed-applications.ts) to measure and try the
 * back office's list and detail pages at scale. Into the embedded database (DATA_DIR; stop the
 * server first) by default. With DATABASE_URL set it refuses unless --allow-database-url is
 * given, and it always refuses NODE_ENV=production: sample rows never go into a production
 * database.
 */
import { parseArgs } from 'node:util';
import { openDatabase } from '@/lib/server/db/client';
import { seedApplications } from '@/lib/server/ops/seed-applications';
import { systemClock } from '@/lib/time';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '10000' },
    days: { type: 'string', default: '180' },
    'allow-database-url': { type: 'boolean', default: false },
    list: { type: 'boolean', default: false },
  },
});
const count = Number(values.count);
const days = Number(values.days);
if (
  !Number.isInteger(count) ||
  count < 1 ||
  count > 1_000_000 ||
  !Number.isInteger(days) ||
  days < 1
) {
  console.error('--count must be 1..1000000 and --days a positive whole number');
  process.exit(2);
}
if (process.env.NODE_ENV === 'production') {
  console.error('refused: NODE_ENV=production (sample applications never go into production)');
  process.exit(2);
}
if (process.env.DATABASE_URL && !values['allow-database-url']) {
  console.error(
    'refused: DATABASE_URL is set. Sample applications go into the embedded database; to seed a throwaway Postgres, add --allow-database-url (never a production database).',
  );
  process.exit(2);
}
const database = await openDatabase({ log: (line) => console.error(line) });
const started = Date.now();
const receipts = await seedApplications(database.db, { count, days, now: systemClock() });
console.log(
  `${receipts.length} sample applications seeded (${database.kind}) in ${((Date.now() - started) / 1000).toFixed(1)} s: ${receipts[0]} .. ${receipts.at(-1)}`,
);
// --list: every receipt number, one a line, in seed order (tests pick samples by position).
if (values.list) console.log(receipts.join('\n'));
await database.close();

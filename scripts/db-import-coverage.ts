/**
 * `npm run db:import-coverage -- file.csv [--replace]`: imports the operator's coverage CSV
 * (format: README "Coverage CSV") all-or-nothing. Bad rows are listed with line numbers and
 * nothing is written; --replace removes the existing coverage in the same transaction.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { importCoverageCsv } from '@/lib/server/coverage-import';
import { openDatabase } from '@/lib/server/db/client';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { replace: { type: 'boolean', default: false } },
});
const file = positionals[0];
if (!file) {
  console.error('usage: npm run db:import-coverage -- file.csv [--replace]');
  process.exit(2);
}
const database = await openDatabase();
try {
  const result = await importCoverageCsv(database.db, readFileSync(file, 'utf8'), {
    replace: values.replace,
  });
  if (result.errors.length > 0) {
    for (const error of result.errors) console.error(error);
    console.error(`${result.errors.length} problem(s): nothing imported`);
    process.exitCode = 1;
  } else {
    console.log(
      `${result.imported} coverage row(s) imported${values.replace ? ' (previous coverage replaced)' : ''}`,
    );
  }
} finally {
  await database.close();
}

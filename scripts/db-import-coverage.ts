/**
 * `npm run db:import-coverage -- file.csv [--replace]`: imports the operator's coverage CSV
 * (format: README "Coverage CSV") all-or-nothing. Bad rows are listed with line numbers and
 * nothing is written. The coverage of every prefecture in the file is replaced by the file's rows;
 * --replace removes the other prefectures' coverage too. Never seeds sample data.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { importCoverageCsv } from '@/lib/server/ops/coverage-import';
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
const database = await openDatabase({ log: (line) => console.error(line) });
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
      `${result.imported} coverage row(s) imported for ${result.prefectures.join(', ')} ` +
        `(their previous coverage replaced${values.replace ? '; other prefectures removed' : ''})`,
    );
  }
} finally {
  await database.close();
}

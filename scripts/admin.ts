/**
 * Operator CLI (README "Operator CLI"): `npm run admin -- <command> [options]`
 *   applications:list   --since YYYY-MM-DD      one line per application (bank number masked,
 *                                               月額 and 実質月額 of the stored server quote)
 *   applications:export --since YYYY-MM-DD [--out file.csv]   CSV, bank number masked, the
 *                                               stored quote's 月額, 初期費用, campaigns
 *   contacts:list | transfers:list | upsells:list --since YYYY-MM-DD
 *   settings:maintenance --from YYYY-MM-DD --to YYYY-MM-DD --text "..." [--category c] [--always] [--site name]
 *   settings:maintenance --clear
 * Dates are Japan time. With the embedded database, stop the server first (one process at a time).
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  exportApplicationsCsv,
  listApplications,
  listRequests,
  parseSince,
  setMaintenance,
} from '@/lib/server/admin';
import { openDatabase } from '@/lib/server/db/client';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    since: { type: 'string' },
    out: { type: 'string' },
    from: { type: 'string' },
    to: { type: 'string' },
    text: { type: 'string' },
    category: { type: 'string' },
    site: { type: 'string' },
    always: { type: 'boolean', default: false },
    clear: { type: 'boolean', default: false },
  },
});
const command = positionals[0];
const commands = [
  'applications:list',
  'applications:export',
  'contacts:list',
  'transfers:list',
  'upsells:list',
  'settings:maintenance',
];
if (!command || !commands.includes(command)) {
  console.error(`usage: npm run admin -- <${commands.join('|')}> [options]`);
  process.exit(2);
}

const database = await openDatabase();
try {
  const since = parseSince(values.since);
  if (command === 'applications:list') {
    for (const line of await listApplications(database.db, since)) console.log(line);
  } else if (command === 'applications:export') {
    const csv = await exportApplicationsCsv(database.db, since);
    if (values.out) {
      writeFileSync(values.out, csv, { mode: 0o600 });
      console.error(`written ${values.out}`);
    } else process.stdout.write(csv);
  } else if (command === 'settings:maintenance') {
    await setMaintenance(
      database.db,
      values.clear
        ? { site: values.site }
        : {
            site: values.site,
            from: values.from,
            to: values.to,
            text: values.text,
            category: values.category,
            always: values.always,
          },
    );
    console.log(
      values.clear
        ? 'maintenance cleared'
        : `maintenance scheduled ${values.from ?? ''}..${values.to ?? ''}`,
    );
  } else {
    const kind = command.split(':')[0] as 'contacts' | 'transfers' | 'upsells';
    for (const line of await listRequests(database.db, kind, since)) console.log(line);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}

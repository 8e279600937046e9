/**
 * Operator CLI (README "Operator CLI"): `npm run admin -- <command> [options]`
 *   applications:list   --since YYYY-MM-DD      one line per application (bank number masked,
 *                                               月額 and 実質月額 of the stored server quote)
 *   applications:export --since YYYY-MM-DD [--out file.csv]   CSV, bank number masked, the
 *                                               stored quote's 月額, 初期費用, campaigns
 *   contacts:list | transfers:list | upsells:list --since YYYY-MM-DD
 *   settings:maintenance --from YYYY-MM-DD --to YYYY-MM-DD --text "..." [--category c] [--always] [--site name]
 *   settings:maintenance --clear
 *   keys:rotate   re-encrypt the stored bank account numbers with the current DATA_ENCRYPTION_KEY
 *   staff:create <email> [--role admin|operator|editor] [--name "..."]   password prompted (min 8);
 *                the first administrator of the back office (default role admin)
 * Dates are Japan time. With the embedded database, stop the server first (one process at a time).
 */
import { writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import {
  exportApplicationsCsv,
  listApplications,
  listRequests,
  parseSince,
  setMaintenance,
} from '@/lib/server/ops/admin';
import { rotateDataKeys } from '@/lib/server/ops/key-rotation';
import { createStaffAuth, createStaffUser } from '@/lib/server/back-office/auth';
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
    role: { type: 'string', default: 'admin' },
    name: { type: 'string' },
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
  'keys:rotate',
  'staff:create',
];
if (!command || !commands.includes(command)) {
  console.error(`usage: npm run admin -- <${commands.join('|')}> [options]`);
  process.exit(2);
}

/**
 * Reads the password: typed without echo on a terminal (asked twice), else the first line of
 * standard input (scripts, tests). Never taken from the command line, where it would stay in the
 * shell history and the process list.
 */
async function promptPassword(): Promise<string> {
  const input = process.stdin;
  if (!input.isTTY) {
    const rl = createInterface({ input });
    for await (const line of rl) {
      rl.close();
      return line;
    }
    return '';
  }
  const ask = (question: string) =>
    new Promise<string>((resolve) => {
      // The terminal's echo goes to a stream that drops it, so the password is never shown.
      const muted = new Writable({ write: (_chunk, _encoding, done) => done() });
      const rl = createInterface({ input, output: muted, terminal: true });
      process.stderr.write(question);
      rl.question('', (answer) => {
        rl.close();
        process.stderr.write('\n');
        resolve(answer);
      });
    });
  const first = await ask('パスワード（8文字以上）: ');
  const second = await ask('パスワード（確認）: ');
  if (first !== second) throw new Error('passwords do not match');
  return first;
}

const staffEmail = command === 'staff:create' ? positionals[1] : undefined;
if (command === 'staff:create' && !staffEmail) {
  console.error(
    'usage: npm run admin -- staff:create <email> [--role admin|operator|editor] [--name "..."]',
  );
  process.exit(2);
}
const staffPassword = command === 'staff:create' ? await promptPassword() : '';

const database = await openDatabase({ log: (line) => console.error(line) });
try {
  const since = parseSince(values.since);
  if (command === 'keys:rotate') {
    const rotated = await rotateDataKeys(database.db);
    console.log(`${rotated} encrypted value(s) re-encrypted with the current key`);
  } else if (command === 'applications:list') {
    for (const line of await listApplications(database.db, since)) console.log(line);
  } else if (command === 'applications:export') {
    const csv = await exportApplicationsCsv(database.db, since);
    if (values.out) {
      writeFileSync(values.out, csv, { mode: 0o600 });
      console.error(`written ${values.out}`);
    } else process.stdout.write(csv);
  } else if (command === 'staff:create') {
    const created = await createStaffUser(createStaffAuth(database.db), {
      email: staffEmail!,
      password: staffPassword,
      role: values.role ?? 'admin',
      name: values.name,
    });
    console.log(`staff created: ${created.email} (${created.role})`);
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

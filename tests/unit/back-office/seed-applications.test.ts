import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labelledSections } from '@/lib/back-office/application-fields';
import { parseRecordFilter } from '@/lib/back-office/records';
import { findRecords } from '@/lib/server/back-office/record-queries';
import { seedApplications } from '@/lib/server/ops/seed-applications';
import { freshDatabase } from '../server/helpers';

type Database = Awaited<ReturnType<typeof freshDatabase>>;
let database: Database;
beforeAll(async () => {
  database = await freshDatabase({ seed: false });
});
afterAll(() => database.close());

describe('sample applications for measuring the back office', () => {
  it('stores schema-valid applications every field of which the label table knows', async () => {
    const receipts = await seedApplications(database.db, { count: 60, now: Date.now() });
    expect(receipts).toHaveLength(60);
    const page = await findRecords(
      database.db,
      'applications',
      parseRecordFilter('applications', {}),
      50,
    );
    expect(page.total).toBe(60);
    for (const { row } of page.rows) {
      if (row && 'formData' in row)
        expect(labelledSections(row.formData).map((s) => s.title)).not.toContain('その他');
    }
    // Sample 49 repeats the phone of sample 48.
    expect(page.duplicates.size).toBeGreaterThanOrEqual(2);
  });

  it('refuses a DATABASE_URL unless asked, and production always', () => {
    const run = (env: Record<string, string>, args: string[] = []) => {
      try {
        execFileSync(
          'npx',
          ['tsx', '--conditions', 'react-server', 'scripts/seed-applications.ts', ...args],
          { env: { ...process.env, ...env }, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
        );
        return 'ran';
      } catch (error) {
        return String((error as { stderr?: string }).stderr);
      }
    };
    expect(run({ DATABASE_URL: 'postgres://example.invalid/prod' })).toContain(
      'refused: DATABASE_URL is set',
    );
    expect(
      run({ DATABASE_URL: 'postgres://example.invalid/prod', NODE_ENV: 'production' }, [
        '--allow-database-url',
      ]),
    ).toContain('refused: NODE_ENV=production');
  });
});

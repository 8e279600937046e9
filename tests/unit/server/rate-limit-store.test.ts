import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/lib/server/db/client';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** The committed migrations up to and including `lastIdx`, in a folder of their own. */
function migrationsUpTo(lastIdx: number): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'hikari-migrations-'));
  dirs.push(dir);
  const journal = JSON.parse(readFileSync('drizzle/meta/_journal.json', 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  journal.entries = journal.entries.filter((entry) => entry.idx <= lastIdx);
  mkdirSync(path.join(dir, 'meta'));
  writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify(journal));
  for (const { tag } of journal.entries) {
    copyFileSync(path.join('drizzle', `${tag}.sql`), path.join(dir, `${tag}.sql`));
  }
  return dir;
}

/**
 * Migration 0005 moves rate_limits to the layout of rate-limiter-flexible's Postgres store (the
 * window's end in milliseconds since the epoch): a counter written before the upgrade keeps its
 * points and its window's end, so an upgrade resets no client's budget.
 */
describe('rate_limits: the upgrade to the Postgres store', () => {
  it('keeps the points and the window end of a counter written before it', async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'hikari-upgrade-')), 'pglite');
    dirs.push(path.dirname(dataDir));
    const end = new Date('2026-11-25T10:00:30.250Z');
    const before = process.env.MIGRATIONS_DIR;
    process.env.MIGRATIONS_DIR = migrationsUpTo(4);
    try {
      const old = await openDatabase({ dataDir, databaseUrl: '', log: () => {} });
      await old.db.execute(
        `INSERT INTO rate_limits (key, points, expire) VALUES ('client:applyCTC:h', 7, '${end.toISOString()}')`,
      );
      await old.close();
    } finally {
      if (before === undefined) delete process.env.MIGRATIONS_DIR;
      else process.env.MIGRATIONS_DIR = before;
    }
    const upgraded = await openDatabase({ dataDir, databaseUrl: '', log: () => {} });
    const result = (await upgraded.db.execute(
      "SELECT points, expire FROM rate_limits WHERE key = 'client:applyCTC:h'",
    )) as unknown as { rows: { points: number; expire: number | string }[] };
    await upgraded.close();
    expect(result.rows).toHaveLength(1);
    expect(result.rows[0]!.points).toBe(7);
    expect(Number(result.rows[0]!.expire)).toBe(end.getTime());
  }, 120_000);
});

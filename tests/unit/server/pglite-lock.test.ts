import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/lib/server/db/client';

/*
 * The embedded database's lock (pglite.pid beside its directory): a live holder is refused, the
 * lock of a process that is gone is not, even when the system has given its pid to another process.
 * The other process here is this test's parent, alive for the whole run.
 */
process.env.DATA_ENCRYPTION_KEY ??= randomBytes(32).toString('hex');
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A data directory whose lock file holds `lock`. */
function dataDirLockedBy(lock: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hikari-lock-'));
  dirs.push(dataDir);
  mkdirSync(path.join(dataDir, 'pglite'));
  writeFileSync(path.join(dataDir, 'pglite.pid'), lock);
  return dataDir;
}

const open = (dataDir: string) =>
  openDatabase({ dataDir: path.join(dataDir, 'pglite'), databaseUrl: '', log: () => {} });

/** Field 22 of /proc/<pid>/stat: when the process started, in clock ticks since boot. */
const startTicks = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]);
};

describe.skipIf(process.platform !== 'linux')("the embedded database's lock", () => {
  const other = process.ppid;

  it('refuses a directory that a running process holds, by its pid and start time or its pid alone', async () => {
    for (const lock of [`${other} ${startTicks(other)}`, `${other}`]) {
      const dataDir = dataDirLockedBy(lock);
      await expect(open(dataDir)).rejects.toThrow(`is open in process ${other}`);
      expect(readFileSync(path.join(dataDir, 'pglite.pid'), 'utf8')).toBe(lock);
    }
  });

  it('opens a directory whose lock names a pid that another process has since been given, and locks it itself', async () => {
    const dataDir = dataDirLockedBy(`${other} ${startTicks(other) - 1}`);
    const database = await open(dataDir);
    try {
      expect(readFileSync(path.join(dataDir, 'pglite.pid'), 'utf8')).toBe(
        `${process.pid} ${startTicks(process.pid)}`,
      );
    } finally {
      await database.close();
    }
    expect(existsSync(path.join(dataDir, 'pglite.pid'))).toBe(false);
  }, 60_000);
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '@/lib/server/db/client';

/*
 * An embedded database whose migrations cannot run (here: no migrations folder, as for a server
 * started in the wrong directory) is closed again before the error reaches the caller. The callers
 * retry (the first request, the mail worker every few seconds): an instance left open each time
 * held its whole wasm heap, and a server left retrying grew without bound.
 */
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('opening the embedded database when a migration fails', () => {
  it('closes every instance it opened, and the data directory opens once the migrations are back', async () => {
    const dataRoot = mkdtempSync(path.join(tmpdir(), 'hikari-open-failure-'));
    const noMigrations = mkdtempSync(path.join(tmpdir(), 'hikari-no-migrations-'));
    dirs.push(dataRoot, noMigrations);
    const dataDir = path.join(dataRoot, 'pglite');
    const created: PGlite[] = [];
    const original = PGlite.create.bind(PGlite);
    const create = vi.spyOn(PGlite, 'create').mockImplementation(async (dir?: unknown) => {
      const instance = await original(dir as string);
      created.push(instance);
      return instance;
    });
    const saved = process.env.MIGRATIONS_DIR;
    process.env.MIGRATIONS_DIR = noMigrations;
    try {
      for (let attempt = 0; attempt < 3; attempt++)
        await expect(openDatabase({ dataDir, databaseUrl: '' })).rejects.toThrow();
      expect(created.length).toBeGreaterThanOrEqual(3);
      expect(created.filter((instance) => !instance.closed)).toEqual([]);
    } finally {
      if (saved === undefined) delete process.env.MIGRATIONS_DIR;
      else process.env.MIGRATIONS_DIR = saved;
    }
    // The lock and the files were released: the same directory opens and migrates now.
    const database = await openDatabase({ dataDir, databaseUrl: '' });
    expect(database.kind).toBe('pglite');
    await database.close();
    create.mockRestore();
  }, 60_000);
});

import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/**
 * The application drafts the e2e server holds (lib/server/db/repositories/drafts.ts): their count and the raw
 * text of their rows (encrypted steps, token hashes), read from a snapshot of the server's
 * embedded database (its DATA_DIR is locked by the running server, so the directory is copied
 * first, without the lock file, as readStoredApplications does).
 */
export async function readStoredDrafts(): Promise<{ count: number; text: string }> {
  const dataDir = path.resolve(process.env.E2E_DATA_DIR ?? '.data-e2e');
  const copy = mkdtempSync(path.join(tmpdir(), 'drafts-e2e-db-'));
  try {
    cpSync(dataDir, copy, { recursive: true, filter: (src) => !src.endsWith('pglite.pid') });
    const db = await PGlite.create(path.join(copy, 'pglite'));
    try {
      const { rows } = await db.query<Record<string, unknown>>('SELECT * FROM application_drafts');
      return { count: rows.length, text: JSON.stringify(rows) };
    } finally {
      await db.close();
    }
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

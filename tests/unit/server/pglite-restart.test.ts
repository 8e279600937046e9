import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/lib/server/db/client';
import { postgresLimiter } from '@/lib/server/security/rate-limit';

/*
 * The embedded database keeps rate-limit budgets across a restart of the server, whether the
 * server was stopped (SIGTERM: the database is closed cleanly) or killed. The server runs in a
 * child process (tests/unit/server/pglite-budget-child.ts).
 */
process.env.DATA_ENCRYPTION_KEY ??= randomBytes(32).toString('hex');
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Runs the child on a new data directory until it has spent its budget, then `stop`s it. */
async function spendThenStop(stop: 'SIGTERM' | 'SIGKILL') {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hikari-restart-'));
  dirs.push(dataDir);
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions', 'react-server', 'tests/unit/server/pglite-budget-child.ts'],
    {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SEED_SIZE: 'small' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => {
      if (d.toString().includes('spent')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`child exited early (${code})`)));
  });
  const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  child.kill(stop);
  return { dataDir, exit: await exited };
}

async function budgetLeft(dataDir: string) {
  const database = await openDatabase({
    dataDir: path.join(dataDir, 'pglite'),
    databaseUrl: '',
    log: () => {},
  });
  try {
    const limiter = postgresLimiter(database.db, 'restart-test', {
      points: 3,
      durationSeconds: 600,
    });
    return await limiter.waitOf('client-1');
  } finally {
    await database.close();
  }
}

describe('embedded database: rate-limit budgets survive a restart', () => {
  it('a server stopped with SIGTERM closes the database and the spent budget is still spent', async () => {
    const { dataDir, exit } = await spendThenStop('SIGTERM');
    expect(exit.code).toBe(0);
    // The close ran: the process's lock on the data directory is gone.
    expect(existsSync(path.join(dataDir, 'pglite.pid'))).toBe(false);
    expect(await budgetLeft(dataDir)).toBeGreaterThan(0);
  });

  it('a killed server (no close) loses no spent budget either', async () => {
    const { dataDir, exit } = await spendThenStop('SIGKILL');
    expect(exit.signal).toBe('SIGKILL');
    expect(await budgetLeft(dataDir)).toBeGreaterThan(0);
  });
});

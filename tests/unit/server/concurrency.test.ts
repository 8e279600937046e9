import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestServer, type TestServer } from './helpers';
import { APPLY, type ApplyResult, validApplication } from './fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

describe('applyCTC under concurrency', () => {
  it('stores 50 concurrent applications with 50 distinct receipt numbers and introduction ids', async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        server.gql<ApplyResult>(APPLY, {
          formDataJSON: JSON.stringify(validApplication(i)),
          idempotencyKey: `burst-${i}-abcdef`,
        }),
      ),
    );
    expect(results.every((r) => r.errors === undefined)).toBe(true);
    expect(new Set(results.map((r) => r.data!.applyCTC.receiptNumber)).size).toBe(50);
    expect(new Set(results.map((r) => r.data!.applyCTC.introductionId)).size).toBe(50);
    expect(await countRows(server.database, 'applications')).toBe(50);
  });

  it('stores one application for 10 concurrent calls with one idempotency key, all answered alike', async () => {
    const before = await countRows(server.database, 'applications');
    const formDataJSON = JSON.stringify(validApplication(99));
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        server.gql<ApplyResult>(APPLY, { formDataJSON, idempotencyKey: 'same-key-12345678' }),
      ),
    );
    expect(results.every((r) => r.errors === undefined)).toBe(true);
    expect(new Set(results.map((r) => r.data!.applyCTC.receiptNumber)).size).toBe(1);
    expect(await countRows(server.database, 'applications')).toBe(before + 1);
  });
});

describe('first start', () => {
  it('opens, migrates and seeds the database once for concurrent first requests', async () => {
    const { mkdtempSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const { getDatabase } = await import('@/lib/server/db/client');
    const dir = mkdtempSync(path.join(tmpdir(), 'hikari-first-'));
    const saved = {
      DATA_DIR: process.env.DATA_DIR,
      SEED_SIZE: process.env.SEED_SIZE,
      DATABASE_URL: process.env.DATABASE_URL,
    };
    Object.assign(process.env, { DATA_DIR: dir, SEED_SIZE: 'small', DATABASE_URL: '' });
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('hikari.server.database')];
    try {
      const opened = await Promise.all(Array.from({ length: 5 }, () => getDatabase()));
      expect(new Set(opened).size).toBe(1);
      expect(await countRows(opened[0]!, 'settings')).toBe(1);
      await opened[0]!.close();
    } finally {
      delete (globalThis as Record<symbol, unknown>)[Symbol.for('hikari.server.database')];
      for (const [k, v] of Object.entries(saved)) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

import { request } from 'node:http';
import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { applications, idempotencyKeys } from '@/lib/server/db/schema';
import { applyRequestBody, applyUntilKilled, crashHarness, postApplication } from './crash-harness';
import { validApplication } from './fixtures';

const harness = crashHarness('crash');
afterAll(() => harness.cleanup());

/** The body of application `i` (key `<prefix>-<i>-key`), as the wizard posts it. */
const body = (i: number, prefix: string) =>
  applyRequestBody(validApplication(i), `${prefix}-${i}-key`);

/**
 * Posts application `i` and goes away `afterMs` after the request was sent, without reading the
 * answer (a visitor closing the tab). Resolves when the connection is gone.
 */
function applyAndLeave(port: number, i: number, prefix: string, afterMs: number): Promise<void> {
  const payload = body(i, prefix);
  return new Promise((resolve) => {
    const req = request({
      host: '127.0.0.1',
      port,
      path: '/api/graphql',
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-graphql-csrf': '1',
        'content-length': Buffer.byteLength(payload),
      },
    });
    req.on('error', () => {});
    req.on('close', () => resolve());
    req.end(payload, () => setTimeout(() => req.destroy(), afterMs));
  });
}

describe('durability', () => {
  it('loses no acknowledged application when the server is killed (SIGKILL) during a burst', async () => {
    const first = await harness.start();
    const acknowledged = await applyUntilKilled(first, {
      clients: 8,
      acknowledged: 40,
      body: (i) => body(i, 'crash'),
    });
    expect(acknowledged.length).toBeGreaterThanOrEqual(40);

    const second = await harness.start();
    const after = await postApplication(second.port, body(100_000, 'crash'));
    expect(after).toMatch(/^A-/);
    await second.stop();

    const database = await harness.open();
    const rows = await database.db
      .select({ receiptNumber: applications.receiptNumber })
      .from(applications)
      .where(inArray(applications.receiptNumber, [...acknowledged, after!]));
    await database.close();
    expect(new Set(rows.map((r) => r.receiptNumber))).toEqual(new Set([...acknowledged, after]));
  }, 240_000);

  it('on SIGTERM, runs the applications whose visitors left to their end before closing the database', async () => {
    const server = await harness.start();
    // Two applications first, answered: the first pays the process's cold start (the price book,
    // the schemas, the database's first statements), which on a loaded CI machine outlasted a
    // fixed 30 ms wait, so every visitor below had left before the server began anything. The
    // second gives the time one warm application takes.
    expect(await postApplication(server.port, body(0, 'warm'))).toMatch(/^A-/);
    const begun = performance.now();
    expect(await postApplication(server.port, body(1, 'warm'))).toMatch(/^A-/);
    const oneApplicationMs = performance.now() - begun;
    // Twenty applications at once, their clients gone after about two applications' time: the
    // embedded database stores one at a time, so most are still running when the stop signal
    // comes. Before the server counted its running requests, their connections were already
    // closed, so the database was closed under them and none was stored. (An application whose
    // visitor left before the server began it is not begun at all: yoga drops an operation whose
    // request was aborted. Nobody was told it was received, so that is fine; hence "some", not
    // "all twenty".)
    const count = 20;
    const leaveAfterMs = Math.max(30, Math.ceil(2 * oneApplicationMs));
    await Promise.all(
      Array.from({ length: count }, (_, k) => applyAndLeave(server.port, k, 'left', leaveAfterMs)),
    );
    const exitCode = await server.stop();
    expect(server.output()).not.toMatch(/unexpected|error/i);
    expect(exitCode).toBe(0);

    const database = await harness.open();
    const keys = await database.db
      .select({ key: idempotencyKeys.key, response: idempotencyKeys.response })
      .from(idempotencyKeys)
      .where(
        inArray(
          idempotencyKeys.key,
          Array.from({ length: count }, (_, k) => `left-${k}-key`),
        ),
      );
    await database.close();
    // The applications begun were stored and answered (the answer kept with its key).
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.every((k) => k.response !== null)).toBe(true);
  }, 120_000);
});

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

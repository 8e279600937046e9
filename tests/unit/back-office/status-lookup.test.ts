import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { STATUS_LOOKUP_LIMITS } from '@/lib/server/back-office/limiters';
import { changeApplicationStatus } from '@/lib/server/back-office/status-change';
import {
  lookupApplicationStatus,
  statusLookupLimiters,
} from '@/lib/server/back-office/status-lookup';
import { APPLY, type ApplyResult, validApplication } from '../server/fixtures';
import { createTestServer, type TestServer } from '../server/helpers';

let server: TestServer;
let receipt = '';
let other = '';
let n = 0;

/** A lookup from a fresh client address unless one is given (the per-client limit is tested apart). */
const lookup = (receiptNumber: string, phone: string, clientKey = `10.0.0.${++n}`) => {
  const db = server.database.db;
  return lookupApplicationStatus(db, statusLookupLimiters(db), {
    receiptNumber,
    phone,
    clientKey,
  });
};

beforeAll(async () => {
  server = await createTestServer();
  for (const [i, key] of ['lookup-a-key', 'lookup-b-key'].entries()) {
    const res = await server.gql<ApplyResult>(APPLY, {
      formDataJSON: JSON.stringify(validApplication(i)),
      idempotencyKey: key,
    });
    if (i === 0) receipt = res.data!.applyCTC.receiptNumber;
    else other = res.data!.applyCTC.receiptNumber;
  }
});
afterAll(() => server.close());

describe('applicant status lookup', () => {
  it('answers the status for the daytime or mobile phone, then the construction date', async () => {
    expect(await lookup(receipt, '052-123-4567')).toEqual({
      result: 'found',
      status: 'received',
      label: '受付',
      constructionDate: null,
    });
    const db = server.database.db;
    const actor = { id: 's', email: 's@example.jp' };
    await changeApplicationStatus(db, {
      receiptNumber: receipt,
      expected: 'received',
      to: 'reviewing',
      actor,
    });
    await changeApplicationStatus(db, {
      receiptNumber: receipt,
      expected: 'reviewing',
      to: 'scheduling',
      actor,
    });
    await changeApplicationStatus(db, {
      receiptNumber: receipt,
      expected: 'scheduling',
      to: 'scheduled',
      constructionDate: '2026-12-24',
      actor,
    });
    // Full-width digits and a lower-case receipt number are accepted, as typed on a phone.
    expect(await lookup(receipt.toLowerCase(), '０９０１２３４５６７８')).toEqual({
      result: 'found',
      status: 'scheduled',
      label: '工事日確定',
      constructionDate: '2026-12-24',
    });
  });

  it('a wrong phone and an unknown receipt number get the same neutral answer', async () => {
    const wrongPhone = await lookup(receipt, '0529999999');
    const unknown = await lookup('A-20000101-9999999', '0521234567');
    expect(wrongPhone).toEqual({ result: 'notFound' });
    expect(unknown).toEqual(wrongPhone);
    expect(await lookup('1234', '0521234567')).toEqual({ result: 'invalid' });
  });

  it(`limits one client to ${STATUS_LOOKUP_LIMITS.perClient.points} lookups per window`, async () => {
    const client = '203.0.113.7';
    const answers = [];
    for (let i = 0; i < STATUS_LOOKUP_LIMITS.perClient.points + 1; i++)
      answers.push(
        (await lookup(`A-20000101-${String(i).padStart(7, '0')}`, '0521234567', client)).result,
      );
    expect(answers.slice(0, -1).every((a) => a === 'notFound')).toBe(true);
    const last = await lookup(receipt, '0521234567', client);
    expect(last.result).toBe('limited');
    expect(answers.at(-1)).toBe('limited');
    if (last.result === 'limited')
      expect(last.retryAfterSeconds).toBeLessThanOrEqual(
        STATUS_LOOKUP_LIMITS.perClient.durationSeconds,
      );
    // Another client is not affected.
    expect((await lookup(receipt, '0521234567')).result).toBe('found');
  });

  it(`limits one receipt number to ${STATUS_LOOKUP_LIMITS.perReceipt.points} lookups per window from any clients`, async () => {
    const results = [];
    for (let i = 0; i < STATUS_LOOKUP_LIMITS.perReceipt.points + 1; i++)
      results.push((await lookup(other, `05200000${String(i).padStart(2, '0')}`)).result);
    expect(results.slice(0, -1).every((r) => r === 'notFound')).toBe(true);
    expect(results.at(-1)).toBe('limited');
    // Even the right phone is refused now: guessing phones for one receipt number stops.
    expect((await lookup(other, '0521234567')).result).toBe('limited');
  });

  it('keeps no receipt number, phone or address in the limiter table or the logs', async () => {
    const spies = (['log', 'info', 'warn', 'error'] as const).map((m) =>
      vi.spyOn(console, m).mockImplementation(() => {}),
    );
    try {
      await lookup(receipt, '0521234567', '198.51.100.9');
      const logged = spies.flatMap((s) => s.mock.calls.flat().map(String)).join('\n');
      expect(logged).not.toMatch(/A-\d{8}|0521234567|198\.51\.100\.9/);
    } finally {
      for (const s of spies) s.mockRestore();
    }
    const result = (await server.database.db.execute(
      sql`SELECT key FROM rate_limits`,
    )) as unknown as {
      rows: { key: string }[];
    };
    const keys = result.rows.map((r) => r.key).join('\n');
    expect(keys).toMatch(/status-receipt:/);
    expect(keys).not.toMatch(/A-\d{8}|0521234567|198\.51\.100|203\.0\.113/);
  });
});

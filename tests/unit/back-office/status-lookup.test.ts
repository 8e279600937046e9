import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { STATUS_LOOKUP_LIMITS } from '@/lib/server/back-office/limiters';
import { changeApplicationStatus } from '@/lib/server/back-office/status-change';
import {
  lookupApplicationStatus,
  statusLookupLimiters,
} from '@/lib/server/back-office/status-lookup';
import {
  nextReceiptNumber,
  parseReceiptNumber,
  receiptCheckSymbol,
} from '@/lib/server/db/repositories/receipts';
import { APPLY, type ApplyResult, validApplication } from '../server/fixtures';
import { createTestServer, type TestServer } from '../server/helpers';

let server: TestServer;
let receipt = '';
let other = '';
let third = '';
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
  const receipts = [];
  for (const [i, key] of ['lookup-a-key', 'lookup-b-key', 'lookup-c-key'].entries()) {
    const res = await server.gql<ApplyResult>(APPLY, {
      formDataJSON: JSON.stringify(validApplication(i)),
      idempotencyKey: key,
    });
    receipts.push(res.data!.applyCTC.receiptNumber);
  }
  [receipt = '', other = '', third = ''] = receipts;
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

  it('a wrong phone and an unknown receipt number get the same neutral answer; a typo in the code is invalid', async () => {
    const wrongPhone = await lookup(receipt, '0529999999');
    const unknown = await lookup('A-20000101-9999999', '0521234567');
    expect(wrongPhone).toEqual({ result: 'notFound' });
    expect(unknown).toEqual(wrongPhone);
    expect(await lookup('1234', '0521234567')).toEqual({ result: 'invalid' });
    // One character of the code changed: the check symbol no longer matches.
    const code = receipt.slice(11, 19);
    const typo = `${receipt.slice(0, 11)}${code[0] === '7' ? '8' : '7'}${code.slice(1)}${receipt.slice(19)}`;
    expect(await lookup(typo, '0521234567')).toEqual({ result: 'invalid' });
  });

  it('issues receipt numbers that are neither sequential nor guessable, each with a check symbol', async () => {
    expect(receipt).toMatch(/^A-\d{8}-[0-9A-HJKMNP-TV-Z]{8}[0-9A-HJKMNP-TV-Z*~$=U]$/);
    const db = server.database.db;
    const codes: string[] = [];
    for (let i = 0; i < 12; i++) codes.push((await nextReceiptNumber(db, 'A')).slice(11));
    expect(codes.every((c) => receiptCheckSymbol(c.slice(0, 8)) === c[8])).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
    // Twelve numbers drawn one after another are not in order (a sorted run: 1 in 12!).
    expect([...codes].sort()).not.toEqual(codes);
  });

  it('still finds a receipt number of the earlier sequential format', async () => {
    const db = server.database.db;
    await db.execute(
      sql`UPDATE applications SET receipt_number = 'A-20261121-0000042' WHERE receipt_number = ${third}`,
    );
    expect((await lookup('A-20261121-0000042', '052-123-4567')).result).toBe('found');
    expect(parseReceiptNumber('ａ－２０２６１１２１－０００００４２')).toBe('A-20261121-0000042');
  });

  it(`refuses a client after ${STATUS_LOOKUP_LIMITS.perClient.points} failed lookups, even with the right pair`, async () => {
    const client = '203.0.113.7';
    const answers = [];
    for (let i = 0; i < STATUS_LOOKUP_LIMITS.perClient.points; i++)
      answers.push(
        (await lookup(`A-20000101-${String(i).padStart(7, '0')}`, '0521234567', client)).result,
      );
    expect(answers.every((a) => a === 'notFound')).toBe(true);
    const last = await lookup(receipt, '0521234567', client);
    expect(last.result).toBe('limited');
    if (last.result === 'limited')
      expect(last.retryAfterSeconds).toBeLessThanOrEqual(
        STATUS_LOOKUP_LIMITS.perClient.durationSeconds,
      );
    // Another client is not affected.
    expect((await lookup(receipt, '0521234567')).result).toBe('found');
  });

  it('counts right lookups not at all: the applicant may look as often as they like', async () => {
    const client = '198.51.100.40';
    const results = new Set<string>();
    for (let i = 0; i < STATUS_LOOKUP_LIMITS.perClient.points * 2; i++)
      results.add((await lookup(receipt, '0521234567', client)).result);
    expect([...results]).toEqual(['found']);
  });

  it(`a stranger's ${STATUS_LOOKUP_LIMITS.perReceipt.points + 3} wrong lookups of a receipt number never lock its applicant out`, async () => {
    const results = [];
    for (let i = 0; i < STATUS_LOOKUP_LIMITS.perReceipt.points + 3; i++)
      results.push((await lookup(other, `05200000${String(i).padStart(2, '0')}`)).result);
    expect(
      results.slice(0, STATUS_LOOKUP_LIMITS.perReceipt.points).every((r) => r === 'notFound'),
    ).toBe(true);
    // Further wrong phones for that receipt number are refused, whoever sends them...
    expect(
      results.slice(STATUS_LOOKUP_LIMITS.perReceipt.points).every((r) => r === 'limited'),
    ).toBe(true);
    // ...but the applicant's right pair still answers.
    expect((await lookup(other, '0521234567')).result).toBe('found');
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

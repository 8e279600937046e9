/**
 * applyCTC stores an application in one statement (apply-ctc.ts storeApplication, idempotency.ts
 * claimKeySql): the key, the receipt number, the introduction id and the application together, or
 * none of them. These cases are the statement's own guards: a stored key draws no receipt number,
 * and an introduction id that is already taken is drawn again without touching the taken one; and
 * the statement, compiled once, still numbers each receipt by the day it is issued.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { countRows, createTestServer, type TestServer } from './helpers';
import { APPLY, type ApplyResult, validApplication } from './fixtures';

/** Ids newIntroductionId hands out before it draws at random again (test-controlled). */
const forcedIds: string[] = [];
vi.mock('@/lib/server/db/repositories/receipts', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/server/db/repositories/receipts')>();
  return {
    ...original,
    newIntroductionId: () => forcedIds.shift() ?? original.newIntroductionId(),
  };
});

/** While set, Japan's date as lib/time.ts gives it is this many days after the real one. */
let daysAhead = 0;
vi.mock('@/lib/time', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/time')>();
  return {
    ...original,
    todayInJapan: (now?: number) =>
      original.todayInJapan((now ?? original.systemClock()) + daysAhead * 86_400_000),
  };
});

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const sequenceOf = (receipt: string) => Number(receipt.split('-').at(-1));

async function apply(n: number, key: string) {
  const res = await server.gql<ApplyResult>(APPLY, {
    formDataJSON: JSON.stringify(validApplication(n)),
    idempotencyKey: key,
  });
  expect(res.errors).toBeUndefined();
  return res.data!.applyCTC;
}

async function rowsOf(sql: string): Promise<Record<string, unknown>[]> {
  const result = (await server.database.db.execute(sql)) as unknown as {
    rows: Record<string, unknown>[];
  };
  return result.rows;
}

describe('applyCTC single-statement store', () => {
  it('draws no receipt number for a replay of a stored key', async () => {
    const first = await apply(1, 'store-replay-0001');
    await apply(1, 'store-replay-0001');
    await apply(1, 'store-replay-0001');
    const next = await apply(2, 'store-replay-0002');
    expect(sequenceOf(next.receiptNumber)).toBe(sequenceOf(first.receiptNumber) + 1);
    const [stored] = await rowsOf(
      `SELECT response ->> 'receiptNumber' AS receipt FROM idempotency_keys WHERE key = 'store-replay-0001'`,
    );
    expect(stored?.receipt).toBe(first.receiptNumber);
  });

  it('draws the introduction id again when it is taken, leaving the taken one as it was', async () => {
    const [taken] = await rowsOf(
      `SELECT id, source_receipt_number FROM introduction_ids WHERE id = 'INT-SAMPLE01'`,
    );
    expect(taken).toBeDefined();
    const ids = await countRows(server.database, 'introduction_ids');
    const applications = await countRows(server.database, 'applications');
    const keys = await countRows(server.database, 'idempotency_keys');
    forcedIds.push('INT-SAMPLE01', 'INT-SAMPLE01');

    const answer = await apply(3, 'store-clash-0001');

    expect(forcedIds).toEqual([]);
    expect(answer.introductionId).not.toBe('INT-SAMPLE01');
    expect(await countRows(server.database, 'introduction_ids')).toBe(ids + 1);
    expect(await countRows(server.database, 'applications')).toBe(applications + 1);
    expect(await countRows(server.database, 'idempotency_keys')).toBe(keys + 1);
    const [after] = await rowsOf(
      `SELECT id, source_receipt_number FROM introduction_ids WHERE id = 'INT-SAMPLE01'`,
    );
    expect(after).toEqual(taken);
    const [application] = await rowsOf(
      `SELECT introduction_id FROM applications WHERE receipt_number = '${answer.receiptNumber}'`,
    );
    expect(application?.introduction_id).toBe(answer.introductionId);
  });

  it('answers with the receipt number the key stored and the application carries', async () => {
    const answer = await apply(4, 'store-answer-0001');
    const [row] = await rowsOf(
      `SELECT a.receipt_number, a.introduction_id, k.response
         FROM applications a, idempotency_keys k
        WHERE k.key = 'store-answer-0001' AND a.receipt_number = k.response ->> 'receiptNumber'`,
    );
    expect(row?.receipt_number).toBe(answer.receiptNumber);
    expect(row?.introduction_id).toBe(answer.introductionId);
    expect(answer.receiptNumber).toMatch(/^A-\d{8}-[0-9A-HJKMNP-TV-Z]{8}[0-9A-Z*~$=]$/);
  });

  it('numbers each receipt by the day it is issued, not the day the statement was first sent', async () => {
    const dayOf = (receipt: string) => receipt.split('-')[1];
    const { formatIsoDate, todayInJapan } = await import('@/lib/time');
    const today = await apply(5, 'store-day-0001');
    expect(dayOf(today.receiptNumber)).toBe(formatIsoDate(todayInJapan()).replaceAll('-', ''));
    daysAhead = 1;
    try {
      const tomorrow = await apply(6, 'store-day-0002');
      expect(dayOf(tomorrow.receiptNumber)).toBe(formatIsoDate(todayInJapan()).replaceAll('-', ''));
      expect(dayOf(tomorrow.receiptNumber)).not.toBe(dayOf(today.receiptNumber));
    } finally {
      daysAhead = 0;
    }
  });
});

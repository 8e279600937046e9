import 'server-only';
import { randomBytes } from 'node:crypto';
import { generateIntroductionId } from '@/lib/validation/introduction';
import { sql } from 'drizzle-orm';
import type { Db } from './db/client';
import { formatIsoDate, todayInJapan } from '@/lib/time';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Receipt prefixes: A application, C contact, T transfer, U up-sell. */
export type ReceiptKind = 'A' | 'C' | 'T' | 'U';

/**
 * A new receipt number '<kind>-<YYYYMMDD Japan time>-<sequence, 7 digits>', unique because the
 * sequence (receipt_number_seq) never repeats. Example: 'A-20261121-0000042'.
 */
export async function nextReceiptNumber(tx: Tx | Db, kind: ReceiptKind): Promise<string> {
  const result = await tx.execute<{ n: string }>(
    sql`SELECT nextval('receipt_number_seq')::text AS n`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: { n: string }[] }).rows) as {
    n: string;
  }[];
  const n = rows[0]?.n;
  if (!n) throw new Error('receipt_number_seq returned nothing');
  return receiptNumberOf(kind, n);
}

/**
 * The receipt number of sequence number `n` (decimal text, from receipt_number_seq) issued now:
 * '<kind>-<YYYYMMDD Japan time>-<n, 7 digits>' (see nextReceiptNumber).
 */
export function receiptNumberOf(kind: ReceiptKind, n: string): string {
  // The date by Japan's fixed offset (todayInJapan): a dayjs time-zone conversion per receipt cost
  // more than the rest of the receipt.
  return `${kind}-${formatIsoDate(todayInJapan()).replaceAll('-', '')}-${n.padStart(7, '0')}`;
}

/** A new introduction id in the format of lib/validation/introduction.ts ('INT-' + 8). */
export function newIntroductionId(): string {
  return generateIntroductionId((n) => randomBytes(n));
}

import 'server-only';
import { randomBytes } from 'node:crypto';
import { generateIntroductionId } from '@/lib/validation/introduction';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './db/client';
import { formatIsoDate, todayInJapan } from '@/lib/time';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Receipt prefixes: A application, C contact, T transfer, U up-sell. */
export type ReceiptKind = 'A' | 'C' | 'T' | 'U';

/**
 * The SQL expression (text) of the receipt number issued now for the sequence number in column
 * `n` (decimal text, drawn once from receipt_number_seq by the caller's FROM):
 * '<kind>-<YYYYMMDD Japan time>-<n, at least 7 digits>', e.g. 'A-20261121-0000042'. Unique
 * because the sequence never repeats. The one place of the format: nextReceiptNumber and the
 * application's single-statement store (apply-ctc.ts) both write it with this.
 */
export function receiptNumberSql(kind: ReceiptKind, n: SQL): SQL {
  // The date by Japan's fixed offset (todayInJapan): a dayjs time-zone conversion per receipt cost
  // more than the rest of the receipt. lpad alone would cut a number past 7 digits.
  const prefix = `${kind}-${formatIsoDate(todayInJapan()).replaceAll('-', '')}-`;
  return sql`(${prefix}::text || lpad(${n}, greatest(7, length(${n})), '0'))`;
}

/** A new receipt number (see receiptNumberSql), drawn from receipt_number_seq. */
export async function nextReceiptNumber(tx: Tx | Db, kind: ReceiptKind): Promise<string> {
  const result = await tx.execute<{ n: string }>(
    sql`SELECT ${receiptNumberSql(kind, sql`s.n`)} AS n
        FROM (SELECT nextval('receipt_number_seq')::text AS n) s`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: { n: string }[] }).rows) as {
    n: string;
  }[];
  const n = rows[0]?.n;
  if (!n) throw new Error('receipt_number_seq returned nothing');
  return n;
}

/** A new introduction id in the format of lib/validation/introduction.ts ('INT-' + 8). */
export function newIntroductionId(): string {
  return generateIntroductionId((n) => randomBytes(n));
}

import 'server-only';
import { randomBytes } from 'node:crypto';
import { generateIntroductionId } from '@/lib/validation/introduction';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../client';
import { derivedSecret } from '../../security/crypto';
import { formatIsoDate, todayInJapan } from '@/lib/time';
import { DASHES, toHalfWidth } from '@/lib/validation/half-width';

/** Receipt prefixes: A application, C contact, T transfer, U up-sell. */
export type ReceiptKind = 'A' | 'C' | 'T' | 'U';

/** Crockford base32 (no I, L, O, U) and, after it, the five extra symbols of its mod-37 check. */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ*~$=U';

/**
 * The SQL expression (text) of the receipt number issued now for the sequence number in column
 * `n` (drawn once from receipt_number_seq by the caller's FROM): '<kind>-<YYYYMMDD Japan time>-'
 * and the code of `n`, e.g. 'A-20261127-7K3M9QXZ4': 8 characters of Crockford base32 and a check
 * symbol (mod 37: a digit, a letter, or one of * ~ $ = U). The code is a keyed permutation of
 * the sequence number (SQL function receipt_code, drizzle/0009_security_hardening.sql; key derived
 * from the data-encryption key), so numbers are unique but neither sequential nor guessable.
 * `values` are receiptNumberValues(kind), or placeholders of a statement compiled once
 * (prepared.ts compiledStatement) filled with them at each call. The one place of the format:
 * nextReceiptNumber and the application's single-statement store (idempotency.ts claimKeySql)
 * both write it with this. Numbers issued before ('A-20261121-0000042') stay valid
 * (parseReceiptNumber).
 */
export function receiptNumberSql(
  n: SQL,
  values: Record<keyof ReturnType<typeof receiptNumberValues>, unknown>,
): SQL {
  return sql`(${values.receiptPrefix}::text || receipt_code((${n})::bigint, ${values.receiptSecret}::bytea))`;
}

/**
 * receiptNumberSql's values for a receipt of `kind` issued now: the prefix '<kind>-<YYYYMMDD>-'
 * (Japan time) and the permutation's key, derived from the current data key (a bytea parameter
 * for either driver).
 */
export function receiptNumberValues(kind: ReceiptKind): {
  receiptPrefix: string;
  receiptSecret: Buffer;
} {
  // The date by Japan's fixed offset (todayInJapan): a dayjs time-zone conversion per receipt cost
  // more than the rest of the receipt.
  return {
    receiptPrefix: `${kind}-${formatIsoDate(todayInJapan()).replaceAll('-', '')}-`,
    receiptSecret: derivedSecret('receipt number code'),
  };
}

/** A new receipt number (see receiptNumberSql), drawn from receipt_number_seq. */
export async function nextReceiptNumber(tx: Tx | Db, kind: ReceiptKind): Promise<string> {
  const result = await tx.execute<{ n: string }>(
    sql`SELECT ${receiptNumberSql(sql`s.n`, receiptNumberValues(kind))} AS n
        FROM (SELECT nextval('receipt_number_seq') AS n) s`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: { n: string }[] }).rows) as {
    n: string;
  }[];
  const n = rows[0]?.n;
  if (!n) throw new Error('receipt_number_seq returned nothing');
  return n;
}

/** The mod-37 check symbol of 8 Crockford base32 characters (Crockford's check symbol). */
export function receiptCheckSymbol(code8: string): string {
  let value = 0n;
  for (const c of code8) value = value * 32n + BigInt(CROCKFORD.indexOf(c));
  return CROCKFORD[Number(value % 37n)]!;
}

/**
 * A receipt number as a person typed it, in its stored form, or null when it cannot be one of
 * `kind`: full-width characters and any dash accepted, letters upper-cased; in the code, O read
 * as 0 and I, L as 1 (Crockford); a code whose check symbol does not match (a typo) is null.
 * Numbers of the earlier sequential format ('A-20261121-0000042', 7 or 8 digits) are accepted
 * as they are.
 */
export function parseReceiptNumber(input: string, kind: ReceiptKind = 'A'): string | null {
  const typed = toHalfWidth(input)
    .trim()
    .toUpperCase()
    .replace(new RegExp(`[${DASHES}]`, 'g'), '-');
  const m = /^([ACTU])-(\d{8})-([0-9A-Z*~$=]{7,9})$/.exec(typed);
  if (!m || m[1] !== kind) return null;
  const [, , date, rest] = m;
  if (/^\d{7,8}$/.test(rest!)) return typed;
  if (rest!.length !== 9) return null;
  const read = rest!.replace(/O/g, '0').replace(/[IL]/g, '1');
  const code = read.slice(0, 8);
  if (!/^[0-9A-HJKMNP-TV-Z]{8}$/.test(code) || receiptCheckSymbol(code) !== read[8]) return null;
  return `${kind}-${date}-${read}`;
}

/** A new introduction id in the format of lib/validation/introduction.ts ('INT-' + 8). */
export function newIntroductionId(): string {
  return generateIntroductionId((n) => randomBytes(n));
}

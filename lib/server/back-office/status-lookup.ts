import 'server-only';
import { eq } from 'drizzle-orm';
import {
  isApplicationStatus,
  STATUS_LABELS,
  type ApplicationStatus,
} from '@/lib/back-office/status';
import { digitsOnly, toHalfWidth } from '@/lib/validation/normalize';
import type { Db } from '../db/client';
import { applications } from '../db/schema';
import { postgresLimiter, type Limiter } from '../rate-limit';
import { STATUS_LOOKUP_LIMITS } from './limiters';

/** What the applicant sees: the status and, when set, the construction date. Nothing else. */
export type StatusLookupAnswer =
  | { result: 'found'; status: ApplicationStatus; label: string; constructionDate: string | null }
  | { result: 'notFound' }
  | { result: 'invalid' }
  | { result: 'limited'; retryAfterSeconds: number };

export interface StatusLookupLimiters {
  perClient: Limiter;
  perReceipt: Limiter;
}

/** The lookup's limiters on Postgres (STATUS_LOOKUP_LIMITS). */
export function statusLookupLimiters(db: Db): StatusLookupLimiters {
  return {
    perClient: postgresLimiter(db, 'status-client', STATUS_LOOKUP_LIMITS.perClient),
    perReceipt: postgresLimiter(db, 'status-receipt', STATUS_LOOKUP_LIMITS.perReceipt),
  };
}

const RECEIPT = /^A-\d{8}-\d{7}$/;

/**
 * /apply/status/: the status of the application with this receipt number, when `phone` is one of
 * the phone numbers given in it (daytime or mobile). Every well-formed lookup costs a point per
 * client and per receipt number before the database is read, so receipt numbers cannot be
 * enumerated and one receipt number cannot be tried with many phones; a wrong receipt number and
 * a wrong phone give the same answer ('notFound'). Malformed input: 'invalid' (costs a client
 * point too). Nothing of the input is logged.
 */
export async function lookupApplicationStatus(
  db: Db,
  limiters: StatusLookupLimiters,
  input: { receiptNumber: string; phone: string; clientKey: string | null },
): Promise<StatusLookupAnswer> {
  // An unknown client address (no trusted proxy configured, lib/server/rate-limit.ts clientIpOf)
  // is no bucket of its own: only the per-receipt limit applies then.
  const clientWait =
    input.clientKey === null ? null : await limiters.perClient.hit(input.clientKey);
  if (clientWait !== null) return { result: 'limited', retryAfterSeconds: clientWait };
  const receiptNumber = toHalfWidth(input.receiptNumber)
    .trim()
    .toUpperCase()
    .replace(/[ー−–—]/g, '-');
  const phone = digitsOnly(input.phone);
  if (!RECEIPT.test(receiptNumber) || phone.length < 10 || phone.length > 11)
    return { result: 'invalid' };
  const receiptWait = await limiters.perReceipt.hit(receiptNumber);
  if (receiptWait !== null) return { result: 'limited', retryAfterSeconds: receiptWait };
  const [row] = await db
    .select({
      formData: applications.formData,
      status: applications.status,
      constructionDate: applications.constructionDate,
    })
    .from(applications)
    .where(eq(applications.receiptNumber, receiptNumber))
    .limit(1);
  if (!row || !isApplicationStatus(row.status)) return { result: 'notFound' };
  const form2 = (row.formData as { form2?: Record<string, { number?: unknown } | undefined> })
    .form2;
  const phones = [form2?.daytimePhone?.number, form2?.mobilePhone?.number]
    .filter((n): n is string => typeof n === 'string' && n !== '')
    .map(digitsOnly);
  if (!phones.includes(phone)) return { result: 'notFound' };
  return {
    result: 'found',
    status: row.status,
    label: STATUS_LABELS[row.status],
    constructionDate: row.constructionDate,
  };
}

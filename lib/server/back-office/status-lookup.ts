import 'server-only';
import { eq } from 'drizzle-orm';
import {
  isApplicationStatus,
  STATUS_LABELS,
  type ApplicationStatus,
} from '@/lib/back-office/status';
import { digitsOnly } from '@/lib/validation/normalize';
import type { Db } from '../db/client';
import { applications } from '../db/schema';
import { postgresLimiter, type Limiter } from '../security/rate-limit';
import { parseReceiptNumber } from '../db/repositories/receipts';
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

/**
 * /apply/status/: the status of the application with this receipt number, when `phone` is one of
 * the phone numbers given in it (daytime or mobile). Only failed lookups count: a malformed input,
 * an unknown receipt number or a wrong phone costs a point of the client's budget and of the
 * receipt number's (STATUS_LOOKUP_LIMITS), so a stranger's guesses never use up the applicant's
 * lookups. A client over its budget is refused before anything is read ('limited'); a receipt
 * number over its budget still answers the right pair, and any other lookup of it is refused
 * ('limited', a failure of the client's). A wrong receipt number and a wrong phone give the same
 * answer ('notFound'); a receipt number whose check symbol does not match (a typo) is 'invalid'
 * (parseReceiptNumber). Without a known client address (no site server in front) the client is
 * one shared bucket. Nothing of the input is logged.
 */
export async function lookupApplicationStatus(
  db: Db,
  limiters: StatusLookupLimiters,
  input: { receiptNumber: string; phone: string; clientKey: string | null },
): Promise<StatusLookupAnswer> {
  const clientKey = input.clientKey ?? 'unknown';
  const clientWait = await limiters.perClient.waitOf(clientKey);
  if (clientWait !== null) return { result: 'limited', retryAfterSeconds: clientWait };
  const receiptNumber = parseReceiptNumber(input.receiptNumber, 'A');
  const phone = digitsOnly(input.phone);
  if (receiptNumber === null || phone.length < 10 || phone.length > 11) {
    await limiters.perClient.hit(clientKey);
    return { result: 'invalid' };
  }
  const answer = await findStatus(db, receiptNumber, phone);
  if (answer) return answer;
  await limiters.perClient.hit(clientKey);
  const receiptWait =
    (await limiters.perReceipt.waitOf(receiptNumber)) ??
    (await limiters.perReceipt.hit(receiptNumber));
  if (receiptWait !== null) return { result: 'limited', retryAfterSeconds: receiptWait };
  return { result: 'notFound' };
}

/** The answer for a right pair, or null (unknown receipt number, or a phone not given in it). */
async function findStatus(
  db: Db,
  receiptNumber: string,
  phone: string,
): Promise<StatusLookupAnswer | null> {
  const [row] = await db
    .select({
      formData: applications.formData,
      status: applications.status,
      constructionDate: applications.constructionDate,
    })
    .from(applications)
    .where(eq(applications.receiptNumber, receiptNumber))
    .limit(1);
  if (!row || !isApplicationStatus(row.status)) return null;
  const form2 = (row.formData as { form2?: Record<string, { number?: unknown } | undefined> })
    .form2;
  const phones = [form2?.daytimePhone?.number, form2?.mobilePhone?.number]
    .filter((n): n is string => typeof n === 'string' && n !== '')
    .map(digitsOnly);
  if (!phones.includes(phone)) return null;
  return {
    result: 'found',
    status: row.status,
    label: STATUS_LABELS[row.status],
    constructionDate: row.constructionDate,
  };
}

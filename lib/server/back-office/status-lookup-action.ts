'use server';

import { headers } from 'next/headers';
import { getDatabase } from '../db/client';
import { clientIpOf } from '../security/rate-limit';
import {
  lookupApplicationStatus,
  statusLookupLimiters,
  type StatusLookupAnswer,
} from './status-lookup';

/**
 * /apply/status/ (public): the applicant's status lookup by receipt number and phone number.
 * Answers only the status and the construction date (see lookupApplicationStatus for the limits
 * and the neutral answer). The client key is the request's IP as the rate limiter sees it.
 */
export async function lookupStatusAction(
  _prev: StatusLookupAnswer | null,
  data: FormData,
): Promise<StatusLookupAnswer> {
  const value = (name: string) => {
    const v = data.get(name);
    return typeof v === 'string' ? v.slice(0, 64) : '';
  };
  const { db } = await getDatabase();
  const clientKey = clientIpOf(new Request('http://local/', { headers: await headers() }));
  return lookupApplicationStatus(db, statusLookupLimiters(db), {
    receiptNumber: value('receiptNumber'),
    phone: value('phone'),
    clientKey,
  });
}

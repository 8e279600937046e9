import { eq } from 'drizzle-orm';
import { defaultSettings } from '@/lib/state/types';
import { makeContactSchema } from '@/lib/validation/contact';
import { contacts, settings } from '../db/schema';
import { badUserInput } from '../errors';
import type { MutationResolvers } from '../generated/graphql';
import { nextReceiptNumber } from '../receipts';
import { withoutNulls } from './search-commufa-area';

/**
 * contact(input): an inquiry or appointment booking validated with makeContactSchema and the
 * reception hours of the site's settings row (settings.callTime display hours, the ones the
 * /contact/ picker offers; the spec defaults when the row is missing); a receipt.
 */
export const contact: MutationResolvers['contact'] = async (_parent, { input }, { db }) => {
  const [row] = await db
    .select({
      displayFirstTime: settings.displayFirstTime,
      displayLastTime: settings.displayLastTime,
    })
    .from(settings)
    .where(eq(settings.name, defaultSettings.name));
  const callTime =
    row && row.displayFirstTime < row.displayLastTime ? row : defaultSettings.callTime;
  const parsed = makeContactSchema({ callTime }).safeParse(withoutNulls(input));
  if (!parsed.success) throw badUserInput(parsed.error, 'input');
  return db.transaction(async (tx) => {
    const receiptNumber = await nextReceiptNumber(tx, 'C');
    await tx.insert(contacts).values({ receiptNumber, data: parsed.data });
    return { result: 'success', receiptNumber };
  });
};

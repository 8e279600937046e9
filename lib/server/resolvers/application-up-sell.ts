import { applicationUpSellSchema } from '@/lib/validation/upsell';
import { upsellApplications } from '../db/schema';
import { badUserInput } from '../errors';
import type { MutationResolvers } from '../generated/graphql';
import { nextReceiptNumber } from '../receipts';
import { withoutNulls } from './search-commufa-area';

/** applicationUpSell(input): an existing customer's option application (applicationUpSellSchema). */
export const applicationUpSell: MutationResolvers['applicationUpSell'] = async (
  _parent,
  { input },
  { db },
) => {
  const parsed = applicationUpSellSchema.safeParse(withoutNulls(input));
  if (!parsed.success) throw badUserInput(parsed.error, 'input');
  return db.transaction(async (tx) => {
    const receiptNumber = await nextReceiptNumber(tx, 'U');
    await tx.insert(upsellApplications).values({ receiptNumber, data: parsed.data });
    return { result: 'success', receiptNumber };
  });
};

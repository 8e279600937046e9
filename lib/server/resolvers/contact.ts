import { contactSchema } from '@/lib/validation/contact';
import { contacts } from '../db/schema';
import { badUserInput } from '../errors';
import type { MutationResolvers } from '../generated/graphql';
import { nextReceiptNumber } from '../receipts';
import { withoutNulls } from './search-commufa-area';

/** contact(input): an inquiry or appointment booking validated with contactSchema; a receipt. */
export const contact: MutationResolvers['contact'] = async (_parent, { input }, { db }) => {
  const parsed = contactSchema.safeParse(withoutNulls(input));
  if (!parsed.success) throw badUserInput(parsed.error, 'input');
  return db.transaction(async (tx) => {
    const receiptNumber = await nextReceiptNumber(tx, 'C');
    await tx.insert(contacts).values({ receiptNumber, data: parsed.data });
    return { result: 'success', receiptNumber };
  });
};

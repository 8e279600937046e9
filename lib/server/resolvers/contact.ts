import { eq } from 'drizzle-orm';
import { defaultSettings } from '@/lib/state/types';
import { makeContactSchema } from '@/lib/validation/contact';
import { INQUIRY_TYPE_LABELS } from '@/lib/validation/contact-choices';
import { contacts, settings } from '../db/schema';
import { badUserInput } from '../errors';
import type { MutationResolvers } from '../generated/graphql';
import { enqueueMail, mailQueued } from '../mail/outbox';
import { nextReceiptNumber } from '../receipts';
import { withoutNulls } from './search-commufa-area';

/**
 * contact(input): an inquiry or appointment booking validated with makeContactSchema and the
 * reception hours of the site's settings row (settings.callTime display hours, the ones the
 * /contact/ picker offers; the spec defaults when the row is missing); a receipt. With an e-mail
 * address given, the receipt message (contact-received) is stored in the same transaction.
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
  const data = parsed.data;
  const receipt = await db.transaction(async (tx) => {
    const receiptNumber = await nextReceiptNumber(tx, 'C');
    await tx.insert(contacts).values({ receiptNumber, data });
    if (data.mail) {
      const booked = data.preferredDate !== '' && data.preferredTime !== '';
      await enqueueMail(tx, {
        eventKey: `contact.received:${receiptNumber}`,
        template: 'contact-received',
        receiptNumber,
        to: data.mail,
        input: {
          name: `${data.lastName_kanji} ${data.firstName_kanji}`,
          inquiryType: INQUIRY_TYPE_LABELS[data.inquiryType],
          preferredDate: booked ? data.preferredDate : null,
          preferredTime: booked ? data.preferredTime : null,
        },
      });
    }
    return { result: 'success', receiptNumber };
  });
  if (data.mail) mailQueued();
  return receipt;
};

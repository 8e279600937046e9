import { defaultSettings } from '@/lib/state/types';
import { makeContactSchema } from '@/lib/validation/contact';
import { INQUIRY_TYPE_LABELS } from '@/lib/validation/contact-choices';
import { storeContact } from '../../db/repositories/requests';
import { findDisplayHours } from '../../db/repositories/settings';
import { badUserInput } from '../errors';
import type { MutationResolvers } from '../generated/graphql';
import { mailQueued } from '../../mail/outbox';
import { withoutNulls } from './search-commufa-area';

/**
 * contact(input): an inquiry or appointment booking validated with makeContactSchema and the
 * reception hours of the site's settings row (settings.callTime display hours, the ones the
 * /contact/ picker offers; the spec defaults when the row is missing); a receipt. With an e-mail
 * address given, the receipt message (contact-received) is stored in the same transaction.
 */
export const contact: MutationResolvers['contact'] = async (_parent, { input }, { db }) => {
  const row = await findDisplayHours(db);
  const callTime =
    row && row.displayFirstTime < row.displayLastTime ? row : defaultSettings.callTime;
  const parsed = makeContactSchema({ callTime }).safeParse(withoutNulls(input));
  if (!parsed.success) throw badUserInput(parsed.error, 'input');
  const data = parsed.data;
  const booked = data.preferredDate !== '' && data.preferredTime !== '';
  const receiptNumber = await db.transaction((tx) =>
    storeContact(
      tx,
      data,
      data.mail
        ? {
            event: 'contact.received',
            template: 'contact-received',
            to: data.mail,
            input: {
              name: `${data.lastName_kanji} ${data.firstName_kanji}`,
              inquiryType: INQUIRY_TYPE_LABELS[data.inquiryType],
              preferredDate: booked ? data.preferredDate : null,
              preferredTime: booked ? data.preferredTime : null,
            },
          }
        : null,
    ),
  );
  if (data.mail) mailQueued();
  return { result: 'success', receiptNumber };
};

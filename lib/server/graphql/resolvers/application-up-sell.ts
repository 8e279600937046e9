import { makeApplicationUpSellSchema } from '@/lib/validation/upsell';
import { badUserInput, badUserInputFields } from '../errors';
import type { MutationResolvers } from '../generated/graphql';
import { mailQueued } from '../../mail/outbox';
import { storeUpsellApplication } from '../../db/repositories/requests';
import { CUSTOMER_NOT_FOUND, findCustomer } from '../../db/repositories/transfer';
import { withoutNulls } from './search-commufa-area';

/**
 * applicationUpSell(input): an existing customer's option application. The input is parsed with
 * makeApplicationUpSellSchema over the slugs of the option documents (content/options, as
 * /option/apply/ offers them: unknown slugs are BAD_USER_INPUT at input.options); the customer
 * number and registered phone must match a customer (findCustomer, as for a transfer), else
 * BAD_USER_INPUT at both fields with the transfer check's message. Nothing is stored on an error;
 * otherwise one row with a receipt number, in one transaction with the receipt message
 * (option-received: the options' titles) when an e-mail address is given.
 */
export const applicationUpSell: MutationResolvers['applicationUpSell'] = async (
  _parent,
  { input },
  { db },
) => {
  // Loaded on use: the content documents are needed by this operation only, and the API served
  // without Next (scripts/api-server.ts) cannot load them.
  const { getUpsellOptions } = await import('@/lib/flows/upsell-options');
  const offered = getUpsellOptions();
  const schema = makeApplicationUpSellSchema({ optionSlugs: offered.map((o) => o.slug) });
  const parsed = schema.safeParse(withoutNulls(input));
  if (!parsed.success) throw badUserInput(parsed.error, 'input');
  const data = parsed.data;
  const receipt = await db.transaction(async (tx) => {
    if (!(await findCustomer(tx, data.customerNumber, data.phone))) {
      throw badUserInputFields([
        { path: 'input.customerNumber', message: CUSTOMER_NOT_FOUND.message },
        { path: 'input.phone', message: CUSTOMER_NOT_FOUND.message },
      ]);
    }
    const receiptNumber = await storeUpsellApplication(
      tx,
      data,
      data.mail
        ? {
            event: 'option.received',
            template: 'option-received',
            to: data.mail,
            input: {
              options: data.options.map(
                (slug) => offered.find((o) => o.slug === slug)?.title ?? slug,
              ),
            },
          }
        : null,
    );
    return { result: 'success', receiptNumber };
  });
  if (data.mail) mailQueued();
  return receipt;
};

import { checkTransferRequestSchema, transferRequestSchema } from '@/lib/validation/transfer';
import { searchArea } from '../../area/search';
import { badUserInput } from '../errors';
import type { MutationResolvers } from '../generated/graphql';
import { mailQueued } from '../../mail/outbox';
import { storeTransferRequest } from '../../db/repositories/requests';
import { checkTransfer } from '../../db/repositories/transfer';
import { withoutNulls } from './search-commufa-area';

/** checkTransferRequest(input): status, title, message, amount (yen), deadline; stores nothing. */
export const checkTransferRequest: MutationResolvers['checkTransferRequest'] = async (
  _parent,
  { input },
  { db },
) => {
  const parsed = checkTransferRequestSchema.safeParse(withoutNulls(input));
  if (!parsed.success) throw badUserInput(parsed.error, 'input');
  return checkTransfer(db, parsed.data.customerNumber, parsed.data.phone);
};

/**
 * transferRequest(input): re-checks the customer and the new address, then stores the request with a
 * receipt number in one transaction, with the receipt message (transfer-received) when an e-mail
 * address is given. A failed check answers its status (notFound, unavailable,
 * outOfArea: the new address is identified outside the service area) and stores nothing.
 */
export const transferRequest: MutationResolvers['transferRequest'] = async (
  _parent,
  { input },
  { db },
) => {
  const parsed = transferRequestSchema.safeParse(withoutNulls(input));
  if (!parsed.success) throw badUserInput(parsed.error, 'input');
  const data = parsed.data;
  const result = await db.transaction(async (tx) => {
    const check = await checkTransfer(tx, data.customerNumber, data.phone);
    if (check.status !== 'ok')
      return {
        status: check.status,
        title: check.title,
        message: check.message,
        receiptNumber: null,
      };
    const area = await searchArea(tx, data.newAddress);
    if (area.status === 'identified' && !area.isServiceArea) {
      return {
        status: 'outOfArea',
        title: 'お引越し先は提供エリア外です',
        message:
          'お引越し先のご住所ではサービスをご利用いただけません。詳しくはサポートセンターまでお問い合わせください。',
        receiptNumber: null,
      };
    }
    const receiptNumber = await storeTransferRequest(
      tx,
      data,
      data.mail
        ? {
            event: 'transfer.received',
            template: 'transfer-received',
            to: data.mail,
            input: { movingDate: data.movingDate },
          }
        : null,
    );
    return {
      status: 'success',
      title: 'お引越しのお申し込みを受け付けました',
      message: `受付番号は${receiptNumber}です。担当者よりご連絡いたします。`,
      receiptNumber,
    };
  });
  if (result.receiptNumber && data.mail) mailQueued();
  return result;
};

import 'server-only';
import type { Contact } from '@/lib/validation/contact';
import type { TransferRequest } from '@/lib/validation/transfer';
import type { ApplicationUpSell } from '@/lib/validation/upsell';
import { enqueueMail, type OutgoingMail } from '../../mail/outbox';
import type { MailTemplate } from '../../mail/templates';
import type { Db, Tx } from '../client';
import { clientErrorReports, contacts, transferRequests, upsellApplications } from '../schema';
import { nextReceiptNumber, type ReceiptKind } from './receipts';

/**
 * The receipt message of a request being stored: template, addressee and input. Its event key
 * ('<event>:<receipt number>') and receipt number are the store's.
 */
export type ReceiptMail<T extends MailTemplate> = Omit<
  OutgoingMail<T>,
  'eventKey' | 'receiptNumber'
> & {
  /** The event the message reports, e.g. 'contact.received'. */
  event: string;
};

/**
 * Draws a receipt number of `kind`, inserts the request with `insert` and, when `mail` is given,
 * stores its receipt message (mail/outbox.ts enqueueMail), all with `tx`: in the caller's
 * transaction they are stored together or not at all. Returns the receipt number.
 */
async function storeWithReceipt<T extends MailTemplate>(
  tx: Tx | Db,
  kind: ReceiptKind,
  insert: (receiptNumber: string) => Promise<unknown>,
  mail: ReceiptMail<T> | null,
): Promise<string> {
  const receiptNumber = await nextReceiptNumber(tx, kind);
  await insert(receiptNumber);
  if (mail) {
    const { event, ...message } = mail;
    await enqueueMail(tx, { ...message, eventKey: `${event}:${receiptNumber}`, receiptNumber });
  }
  return receiptNumber;
}

/** Stores a contact request (receipt C-…) with its receipt message; returns the receipt number. */
export function storeContact(
  tx: Tx | Db,
  data: Contact,
  mail: ReceiptMail<'contact-received'> | null,
): Promise<string> {
  return storeWithReceipt(
    tx,
    'C',
    (receiptNumber) => tx.insert(contacts).values({ receiptNumber, data }),
    mail,
  );
}

/** Stores a transfer request (receipt T-…) with its receipt message; returns the receipt number. */
export function storeTransferRequest(
  tx: Tx | Db,
  data: TransferRequest,
  mail: ReceiptMail<'transfer-received'> | null,
): Promise<string> {
  return storeWithReceipt(
    tx,
    'T',
    (receiptNumber) =>
      tx
        .insert(transferRequests)
        .values({ receiptNumber, customerNumber: data.customerNumber, data }),
    mail,
  );
}

/** Stores an option (up-sell) application (receipt U-…) with its receipt message; returns the receipt number. */
export function storeUpsellApplication(
  tx: Tx | Db,
  data: ApplicationUpSell,
  mail: ReceiptMail<'option-received'> | null,
): Promise<string> {
  return storeWithReceipt(
    tx,
    'U',
    (receiptNumber) => tx.insert(upsellApplications).values({ receiptNumber, data }),
    mail,
  );
}

/** Stores a client error report as given (the caller caps its lengths). */
export async function storeClientErrorReport(
  db: Db,
  report: { title: string; text: string },
): Promise<void> {
  await db.insert(clientErrorReports).values(report);
}

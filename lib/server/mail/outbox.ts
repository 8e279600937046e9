import 'server-only';
import { EventEmitter } from 'node:events';
import { sql, type SQL } from 'drizzle-orm';
import { encryptText } from '../security/crypto';
import type { Db, Tx } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { MailInputs, MailTemplate } from './templates';

/** One message to send: which event it reports, the template and its typed input, the addressee. */
export interface OutgoingMail<T extends MailTemplate = MailTemplate> {
  /** Unique per event ('application.received:A-…'): a second enqueue of it adds nothing. */
  eventKey: string;
  template: T;
  receiptNumber: string | null;
  to: string;
  input: MailInputs[T];
}

/**
 * The stored form of a message's addressee and input: encrypted (crypto.ts encryptText), beside
 * its template. The one place both enqueueMail and enqueueMailFromSql's callers take them from.
 */
export function outboxValues<T extends MailTemplate>(
  mail: Pick<OutgoingMail<T>, 'template' | 'to' | 'input'>,
): { template: T; recipientEncrypted: string; inputEncrypted: string } {
  return {
    template: mail.template,
    recipientEncrypted: encryptText(mail.to),
    inputEncrypted: encryptText(JSON.stringify(mail.input)),
  };
}

/**
 * Adds a message to the outbox inside the caller's transaction (`tx`), so it is stored exactly
 * when the receipt or change it reports is: recipient and input encrypted (outboxValues). An
 * event key already stored adds nothing. Call mailQueued() after the commit so this process's
 * worker sends it without waiting for its poll.
 */
export async function enqueueMail<T extends MailTemplate>(
  tx: Tx | Db,
  mail: OutgoingMail<T>,
): Promise<void> {
  await tx
    .insert(mailOutbox)
    .values({ eventKey: mail.eventKey, receiptNumber: mail.receiptNumber, ...outboxValues(mail) })
    .onConflictDoNothing({ target: mailOutbox.eventKey });
}

/**
 * The INSERT of a message whose receipt number is only known inside one SQL statement (applyCTC
 * draws it and stores the application in one statement): a data-modifying CTE body that inserts
 * one message per row of `source` (a CTE with a `receipt_number` column), the event key being
 * `eventPrefix` + the receipt number. The receipt number is kept beside the encrypted input
 * (the template takes it from the row). `values` are outboxValues(mail) and the prefix, or
 * placeholders of a statement compiled once (prepared.ts compiledStatement) filled with them.
 */
export function enqueueMailFromSql(
  source: SQL,
  values: Record<keyof ReturnType<typeof outboxValues> | 'eventPrefix', unknown>,
): SQL {
  return sql`INSERT INTO ${mailOutbox} (event_key, template, receipt_number, recipient_encrypted,
      input_encrypted)
    SELECT ${values.eventPrefix}::text || s.receipt_number, ${values.template}, s.receipt_number,
      ${values.recipientEncrypted}, ${values.inputEncrypted}
    FROM ${source} s
    ON CONFLICT (event_key) DO NOTHING`;
}

const signalKey = Symbol.for('hikari.server.mail-queued');
type GlobalWithSignal = typeof globalThis & { [signalKey]?: EventEmitter };

function signal(): EventEmitter {
  const g = globalThis as GlobalWithSignal;
  return (g[signalKey] ??= new EventEmitter().setMaxListeners(50));
}

/**
 * Tells this process's mail workers that a message was committed, so they look within their
 * queuedDelayMs (worker.ts), not at the next poll.
 */
export function mailQueued(): void {
  signal().emit('queued');
}

/** Calls `listener` on every mailQueued(); returns the function that stops it. */
export function onMailQueued(listener: () => void): () => void {
  signal().on('queued', listener);
  return () => signal().off('queued', listener);
}

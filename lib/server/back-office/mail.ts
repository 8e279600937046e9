import 'server-only';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { PAGE_SIZE } from '@/lib/back-office/records';
import { formatInJapan } from '@/lib/time';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import { MAIL_TEMPLATE_LABELS, isMailTemplate } from '../mail/templates';
import { mailQueued } from '../mail/outbox';
import { appendAudit } from './audit';

export const MAIL_STATES = ['pending', 'sent', 'failed'] as const;
export type MailState = (typeof MAIL_STATES)[number];

/** What staff read for each state of a message. */
export const MAIL_STATE_LABELS: Record<MailState, string> = {
  pending: '送信待ち',
  sent: '送信済み',
  failed: '送信失敗',
};

/**
 * One message as staff see it: metadata only (never the address or the body). Times Japan time
 * 'YYYY-MM-DD HH:mm'; lastError is the worker's describeMailError (no addresses). canResend: a
 * failed message whose body is still kept.
 */
export interface MailRow {
  id: number;
  template: string;
  receiptNumber: string | null;
  state: string;
  stateLabel: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  nextAttemptAt: string | null;
  canResend: boolean;
}

const columns = {
  id: mailOutbox.id,
  template: mailOutbox.template,
  receiptNumber: mailOutbox.receiptNumber,
  state: mailOutbox.state,
  attempts: mailOutbox.attempts,
  lastError: mailOutbox.lastError,
  createdAt: mailOutbox.createdAt,
  sentAt: mailOutbox.sentAt,
  nextAttemptAt: mailOutbox.nextAttemptAt,
  hasBody: sql<boolean>`${mailOutbox.inputEncrypted} IS NOT NULL`,
};

type Selected = Omit<
  typeof mailOutbox.$inferSelect,
  'eventKey' | 'recipientEncrypted' | 'inputEncrypted'
> & {
  hasBody: boolean;
};

const at = (d: Date | null) => (d ? formatInJapan(d, 'YYYY-MM-DD HH:mm') : null);

function toRow(r: Selected): MailRow {
  const state = r.state as MailState;
  return {
    id: r.id,
    template: isMailTemplate(r.template) ? MAIL_TEMPLATE_LABELS[r.template] : r.template,
    receiptNumber: r.receiptNumber,
    state,
    stateLabel: MAIL_STATE_LABELS[state] ?? state,
    attempts: r.attempts,
    lastError: r.lastError,
    createdAt: at(r.createdAt)!,
    sentAt: at(r.sentAt),
    nextAttemptAt: state === 'pending' ? at(r.nextAttemptAt) : null,
    canResend: state === 'failed' && r.hasBody,
  };
}

export function isMailState(value: unknown): value is MailState {
  return typeof value === 'string' && (MAIL_STATES as readonly string[]).includes(value);
}

/**
 * One page (PAGE_SIZE, newest first) of the outbox, optionally of one state, and the total.
 * Newest is the highest id (the outbox's sequence, drawn as each message is stored): the primary
 * key orders the page, so the table carries no index of its own for this list.
 */
export async function listMail(
  db: Db,
  filter: { state?: MailState | null; page?: number },
): Promise<{ rows: MailRow[]; total: number }> {
  const where = filter.state ? eq(mailOutbox.state, filter.state) : undefined;
  const page = Math.max(1, Math.floor(filter.page ?? 1));
  const [rows, [totals]] = await Promise.all([
    db
      .select(columns)
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.id))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    db.select({ n: count() }).from(mailOutbox).where(where),
  ]);
  return { rows: rows.map(toRow), total: totals?.n ?? 0 };
}

/** The messages of one receipt, oldest first. */
export async function mailOfReceipt(db: Db, receiptNumber: string): Promise<MailRow[]> {
  const rows = await db
    .select(columns)
    .from(mailOutbox)
    .where(eq(mailOutbox.receiptNumber, receiptNumber))
    .orderBy(mailOutbox.createdAt, mailOutbox.id);
  return rows.map(toRow);
}

/**
 * Sends a failed message again: back to pending with its attempts reset, due now, in one
 * transaction with its audit row ('mail.resend', the receipt number, the message id). Refused
 * (ok false, Japanese message) unless the message is failed and its body still kept.
 */
export async function resendMail(
  db: Db,
  id: number,
  actor: { id: string; email: string },
): Promise<{ ok: boolean; message: string }> {
  const result = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(mailOutbox)
      .set({ state: 'pending', attempts: 0, nextAttemptAt: new Date(), lastError: null })
      .where(
        and(
          eq(mailOutbox.id, id),
          eq(mailOutbox.state, 'failed'),
          sql`${mailOutbox.inputEncrypted} IS NOT NULL`,
        ),
      )
      .returning({ receiptNumber: mailOutbox.receiptNumber, template: mailOutbox.template });
    if (!row)
      return { ok: false, message: '再送できるのは本文が残っている送信失敗のメールだけです' };
    await appendAudit(tx, {
      actor,
      action: 'mail.resend',
      subject: row.receiptNumber,
      detail: { mailId: id, template: row.template },
    });
    return { ok: true, message: 'メールを再送します' };
  });
  if (result.ok) mailQueued();
  return result;
}

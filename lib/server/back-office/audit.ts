import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';

export type AuditAction =
  | 'status.change'
  | 'bank.reveal'
  | 'export'
  | 'staff.create'
  | 'staff.revoke-sessions'
  | 'mail.resend';

export interface AuditEntry {
  actor: { id: string; email: string };
  action: AuditAction;
  subject?: string | null;
  fromStatus?: string | null;
  toStatus?: string | null;
  note?: string | null;
  /** Non-personal detail only (a filter, a count, a date). */
  detail?: Record<string, unknown> | null;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Appends one row to the audit log (who, when, what, from, to, note). The log is append-only:
 * nothing here updates or deletes, and the database refuses UPDATE and DELETE on it (migration
 * audit_log_append_only). Returns the row's id.
 */
export async function appendAudit(db: Db | Tx, entry: AuditEntry): Promise<number> {
  const [row] = await db
    .insert(auditLog)
    .values({
      actorId: entry.actor.id,
      actorEmail: entry.actor.email,
      action: entry.action,
      subject: entry.subject ?? null,
      fromStatus: entry.fromStatus ?? null,
      toStatus: entry.toStatus ?? null,
      note: entry.note ?? null,
      detail: entry.detail ?? null,
    })
    .returning({ id: auditLog.id });
  return row!.id;
}

/** The audit rows of one subject (a receipt number), oldest first. */
export function auditOf(db: Db, subject: string) {
  return db
    .select()
    .from(auditLog)
    .where(eq(auditLog.subject, subject))
    .orderBy(asc(auditLog.at), asc(auditLog.id));
}

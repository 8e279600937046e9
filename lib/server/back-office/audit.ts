import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { auditLog, staffUsers } from '../db/schema';

export type AuditAction =
  | 'status.change'
  | 'memo.add'
  | 'assignee.change'
  | 'bank.reveal'
  | 'export'
  | 'sign-in'
  | 'staff.create'
  | 'staff.role'
  | 'staff.disable'
  | 'staff.enable'
  | 'staff.revoke-sessions'
  | 'mail.resend';

/** How the history and the 操作履歴 page name each action. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'status.change': 'ステータス変更',
  'memo.add': 'メモ',
  'assignee.change': '担当の変更',
  'bank.reveal': '口座番号の表示',
  export: 'CSV出力',
  'sign-in': 'サインイン',
  'staff.create': 'スタッフ登録',
  'staff.role': '権限の変更',
  'staff.disable': 'スタッフの無効化',
  'staff.enable': 'スタッフの有効化',
  'staff.revoke-sessions': 'セッション終了',
  'mail.resend': 'メールの再送',
};

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

/**
 * Audit rows as the back office shows them: every column with the acting member's name
 * (`actorName`: null when the member no longer exists; show actorEmail then). A select the caller
 * filters, orders and pages (auditOf, audit-log-view.ts).
 */
export function selectAuditRows(db: Db) {
  return db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      actorId: auditLog.actorId,
      actorEmail: auditLog.actorEmail,
      actorName: staffUsers.name,
      action: auditLog.action,
      subject: auditLog.subject,
      fromStatus: auditLog.fromStatus,
      toStatus: auditLog.toStatus,
      note: auditLog.note,
      detail: auditLog.detail,
    })
    .from(auditLog)
    .leftJoin(staffUsers, eq(staffUsers.id, auditLog.actorId));
}

/** The audit rows of one subject (a receipt number), oldest first (selectAuditRows). */
export function auditOf(db: Db, subject: string) {
  return selectAuditRows(db)
    .where(eq(auditLog.subject, subject))
    .orderBy(asc(auditLog.at), asc(auditLog.id));
}

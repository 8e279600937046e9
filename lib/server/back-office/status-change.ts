import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import {
  NOTE_MAX_LENGTH,
  STATUS_LABELS,
  checkTransition,
  isApplicationStatus,
  isFinalStatus,
  type ApplicationStatus,
} from '@/lib/back-office/status';
import { canWorkRecords, isStaffRole } from '@/lib/back-office/roles';
import { systemClock, todayInJapan, type Clock } from '@/lib/time';
import type { Db } from '../db/client';
import { applications, staffUsers } from '../db/schema';
import { applicantMail, applicantName } from '../mail/events';
import { enqueueMail, mailQueued } from '../mail/outbox';
import { appendAudit } from './audit';

export type StatusChangeResult =
  | { ok: true; from: ApplicationStatus; to: ApplicationStatus; constructionDate: string | null }
  | {
      ok: false;
      field: 'to' | 'constructionDate' | 'note' | 'receiptNumber';
      message: string;
    };

/** The member who acts (audit rows carry the id and the e-mail address). */
export interface Actor {
  id: string;
  email: string;
}

/**
 * Moves an application to `to` when lib/back-office/status.ts allows it (the table, the
 * construction-date window and 開通 not before the construction date, judged on today in Japan at
 * `now`), in one transaction with its audit row (who, when, from, to, note; the construction date
 * in detail). This is the one place a status changes: the detail form and the batch change of the
 * list both call it, once per application. `expected` is the status the staff member saw: when
 * someone changed it meanwhile the change is refused. A final status (開通, キャンセル) needs
 * `confirmed` (the staff member confirmed the receipt number and the new status). The
 * construction date is set by 'scheduled', kept by 'active', cleared by the other statuses; the
 * reason of キャンセル is kept on the application (cancel_reason) for the CSV. Forged values (an
 * unknown status, a date that is no day) are refused at their field and nothing is written.
 * The applicant's message (status-changed: the new status, the construction date, for キャンセル
 * the reason; other notes stay with staff) is stored in the same transaction; a refused change
 * stores none.
 */
export async function changeApplicationStatus(
  db: Db,
  input: {
    receiptNumber: string;
    expected: string;
    to: string;
    constructionDate?: string | null;
    note?: string | null;
    confirmed?: boolean;
    actor: Actor;
  },
  now: Clock = systemClock,
): Promise<StatusChangeResult> {
  if (!isApplicationStatus(input.to))
    return { ok: false, field: 'to', message: '変更後のステータスを選択してください' };
  const to = input.to;
  if (isFinalStatus(to) && !input.confirmed)
    return {
      ok: false,
      field: 'to',
      message: `「${STATUS_LABELS[to]}」への変更は確認のうえ実行してください`,
    };
  const today = todayInJapan(now());
  const result = await db.transaction(async (tx): Promise<StatusChangeResult> => {
    const [row] = await tx
      .select({
        id: applications.id,
        status: applications.status,
        constructionDate: applications.constructionDate,
        formData: applications.formData,
      })
      .from(applications)
      .where(eq(applications.receiptNumber, input.receiptNumber))
      .for('update');
    if (!row || !isApplicationStatus(row.status))
      return { ok: false, field: 'receiptNumber', message: 'お申し込みが見つかりません' } as const;
    if (row.status !== input.expected)
      return {
        ok: false,
        field: 'to',
        message: '他の担当者がステータスを変更しました。画面を更新してください',
      } as const;
    const check = checkTransition({
      from: row.status,
      to,
      constructionDate: input.constructionDate,
      note: input.note,
      currentConstructionDate: row.constructionDate,
      today,
    });
    if (!check.ok) return check;
    const constructionDate =
      to === 'scheduled' ? check.constructionDate : to === 'active' ? row.constructionDate : null;
    await tx
      .update(applications)
      .set({
        status: to,
        constructionDate,
        statusChangedAt: new Date(now()),
        ...(to === 'cancelled' ? { cancelReason: check.note } : {}),
      })
      .where(eq(applications.id, row.id));
    const auditId = await appendAudit(tx, {
      actor: input.actor,
      action: 'status.change',
      subject: input.receiptNumber,
      fromStatus: row.status,
      toStatus: to,
      note: check.note || null,
      detail: constructionDate ? { constructionDate } : null,
    });
    const form2 = (row.formData as { form2?: unknown }).form2;
    const mail = applicantMail(form2);
    if (mail)
      await enqueueMail(tx, {
        eventKey: `application.status:${input.receiptNumber}:${auditId}`,
        template: 'status-changed',
        receiptNumber: input.receiptNumber,
        to: mail,
        input: {
          name: applicantName(form2),
          status: to,
          constructionDate,
          reason: to === 'cancelled' ? check.note || null : null,
        },
      });
    return { ok: true, from: row.status, to, constructionDate } as const;
  });
  if (result.ok) mailQueued();
  return result;
}

export type WorkResult = { ok: true } | { ok: false; field: string; message: string };

/**
 * 「メモを追加」: a memo on an application without a status change (an audit row 'memo.add'
 * with the note). Errors at `note`: empty or longer than NOTE_MAX_LENGTH; at `receiptNumber`:
 * unknown application.
 */
export async function addApplicationMemo(
  db: Db,
  input: { receiptNumber: string; note: string; actor: Actor },
): Promise<WorkResult> {
  const note = input.note.trim();
  if (note === '') return { ok: false, field: 'note', message: 'メモを入力してください' };
  if (note.length > NOTE_MAX_LENGTH)
    return {
      ok: false,
      field: 'note',
      message: `メモは${NOTE_MAX_LENGTH}文字以内で入力してください`,
    };
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.receiptNumber, input.receiptNumber));
  if (!row) return { ok: false, field: 'receiptNumber', message: 'お申し込みが見つかりません' };
  await appendAudit(db, {
    actor: input.actor,
    action: 'memo.add',
    subject: input.receiptNumber,
    note,
  });
  return { ok: true };
}

/**
 * 「担当」: assigns an application to an enabled staff member who works records (`assigneeId`;
 * not a CMS editor), or to nobody ('').
 * Logged as 'assignee.change' with the new member's id in detail. Errors at `assignee`: an id
 * that is no enabled staff member (a forged value); nothing is written then.
 */
export async function assignApplication(
  db: Db,
  input: { receiptNumber: string; assigneeId: string; actor: Actor },
): Promise<WorkResult> {
  const assigneeId = input.assigneeId.trim();
  if (assigneeId !== '') {
    const [member] = await db
      .select({ role: staffUsers.role })
      .from(staffUsers)
      .where(and(eq(staffUsers.id, assigneeId), isNull(staffUsers.disabledAt)));
    if (!member || !isStaffRole(member.role) || !canWorkRecords(member.role))
      return { ok: false, field: 'assignee', message: '担当者を選択してください' };
  }
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(applications)
      .set({ assigneeId: assigneeId || null })
      .where(eq(applications.receiptNumber, input.receiptNumber))
      .returning({ id: applications.id });
    if (updated.length === 0)
      return { ok: false, field: 'receiptNumber', message: 'お申し込みが見つかりません' } as const;
    await appendAudit(tx, {
      actor: input.actor,
      action: 'assignee.change',
      subject: input.receiptNumber,
      detail: { assigneeId: assigneeId || null },
    });
    return { ok: true } as const;
  });
}

import 'server-only';
import { eq } from 'drizzle-orm';
import {
  checkTransition,
  isApplicationStatus,
  type ApplicationStatus,
} from '@/lib/back-office/status';
import type { Db } from '../db/client';
import { applications } from '../db/schema';
import { applicantMail, applicantName } from '../mail/events';
import { enqueueMail, mailQueued } from '../mail/outbox';
import { appendAudit } from './audit';

export type StatusChangeResult =
  | { ok: true; from: ApplicationStatus; to: ApplicationStatus; constructionDate: string | null }
  | { ok: false; field: 'to' | 'constructionDate' | 'note' | 'receiptNumber'; message: string };

/**
 * Moves an application to `to` when lib/back-office/status.ts allows it, in one transaction with
 * its audit row (who, when, from, to, note; the construction date in detail). `expected` is the
 * status the staff member saw: when someone changed it meanwhile the change is refused.
 * The construction date is set by 'scheduled', kept by 'active', cleared by the other statuses.
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
    actor: { id: string; email: string };
  },
): Promise<StatusChangeResult> {
  if (!isApplicationStatus(input.to))
    return { ok: false, field: 'to', message: '変更後のステータスを選択してください' };
  const to = input.to;
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
    });
    if (!check.ok) return check;
    const constructionDate =
      to === 'scheduled' ? check.constructionDate : to === 'active' ? row.constructionDate : null;
    await tx
      .update(applications)
      .set({ status: to, constructionDate, statusChangedAt: new Date() })
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

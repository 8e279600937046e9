import 'server-only';
import { asc, isNull } from 'drizzle-orm';
import { findRecord, findRecords } from './record-queries';
import type { Db } from '../db/client';
import { staffUsers } from '../db/schema';
import { formatInJapan, systemClock, todayInJapan, type Clock } from '@/lib/time';
import { PAGE_SIZE, parseRecordFilter, type RecordKind } from '@/lib/back-office/records';
import { constructionDateWindow } from '@/lib/back-office/status';
import { canWorkRecords, isStaffRole } from '@/lib/back-office/roles';
import { AUDIT_ACTION_LABELS, auditOf, type AuditAction } from './audit';
import { summarize } from './record-view';

/** One line of an application's history (Japan time), the member by name. */
export interface AuditRow {
  at: string;
  actor: string;
  action: string;
  fromStatus: string | null;
  toStatus: string | null;
  note: string | null;
  constructionDate: string | null;
}

/** An enabled staff member one can assign work to. */
export interface Assignable {
  id: string;
  name: string;
}

type SearchParams = Record<string, string | string[] | undefined>;

/** Enabled staff members who work records, by name (the 「担当」 choices). */
export async function assignableStaff(db: Db): Promise<Assignable[]> {
  const rows = await db
    .select({ id: staffUsers.id, name: staffUsers.name, role: staffUsers.role })
    .from(staffUsers)
    .where(isNull(staffUsers.disabledAt))
    .orderBy(asc(staffUsers.name));
  return rows
    .filter((r) => isStaffRole(r.role) && canWorkRecords(r.role))
    .map(({ id, name }) => ({ id, name }));
}

/** The data of a list page: the parsed filter, one page of summaries, the total. */
export async function recordListView(
  db: Db,
  kind: RecordKind,
  params: SearchParams,
  viewer: { id: string },
  now: Clock = systemClock,
) {
  const filter = parseRecordFilter(kind, params);
  const { rows, total, duplicates } = await findRecords(db, kind, filter, PAGE_SIZE, {
    viewerId: viewer.id,
    now: now(),
  });
  const staff = kind === 'applications' ? await assignableStaff(db) : [];
  const names = new Map(staff.map((s) => [s.id, s.name]));
  return {
    filter,
    rows: rows.map((r) => summarize(r, { duplicates, names })),
    total,
    constructionDates: constructionDateWindow(todayInJapan(now())),
  };
}

/**
 * The data of a detail page (null when the receipt number is unknown): the record, its history
 * with the members' names, the members one can assign it to and the construction-date window of
 * today in Japan.
 */
export async function recordDetailView(
  db: Db,
  kind: RecordKind,
  receiptNumber: string,
  now: Clock = systemClock,
) {
  const record = await findRecord(db, kind, receiptNumber);
  if (!record) return null;
  const audit = await auditOf(db, receiptNumber);
  const everyone = new Map(
    (await db.select({ id: staffUsers.id, name: staffUsers.name }).from(staffUsers)).map((s) => [
      s.id,
      s.name,
    ]),
  );
  const history: AuditRow[] = audit.map((a) => {
    const detail = a.detail as { constructionDate?: string; assigneeId?: string | null } | null;
    return {
      at: formatInJapan(a.at, 'YYYY-MM-DD HH:mm'),
      actor: a.actorName ?? a.actorEmail,
      action: AUDIT_ACTION_LABELS[a.action as AuditAction] ?? a.action,
      fromStatus: a.fromStatus,
      toStatus: a.toStatus,
      note:
        a.action === 'assignee.change'
          ? `担当：${detail?.assigneeId ? (everyone.get(detail.assigneeId) ?? '—') : '未割り当て'}`
          : a.note,
      constructionDate: detail?.constructionDate ?? null,
    };
  });
  const staff = kind === 'applications' ? await assignableStaff(db) : [];
  return {
    record,
    history,
    staff,
    constructionDates: constructionDateWindow(todayInJapan(now())),
  };
}

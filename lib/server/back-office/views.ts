import 'server-only';
import { findRecord, findRecords } from '../admin';
import type { Db } from '../db/client';
import { formatInJapan } from '@/lib/time';
import { PAGE_SIZE, parseRecordFilter, type RecordKind } from '@/lib/back-office/records';
import { auditOf } from './audit';
import { summarize } from './record-view';

/** One line of an application's history (Japan time). */
export interface AuditRow {
  at: string;
  actorEmail: string;
  action: string;
  fromStatus: string | null;
  toStatus: string | null;
  note: string | null;
  constructionDate: string | null;
}

type SearchParams = Record<string, string | string[] | undefined>;

/** The data of a list page: the parsed filter, one page of summaries, the total. */
export async function recordListView(db: Db, kind: RecordKind, params: SearchParams) {
  const filter = parseRecordFilter(kind, params);
  const { rows, total } = await findRecords(db, kind, filter, PAGE_SIZE);
  return { filter, rows: rows.map(summarize), total };
}

/** The data of a detail page (null when the receipt number is unknown): record and audit rows. */
export async function recordDetailView(db: Db, kind: RecordKind, receiptNumber: string) {
  const record = await findRecord(db, kind, receiptNumber);
  if (!record) return null;
  const audit = await auditOf(db, receiptNumber);
  const history: AuditRow[] = audit.map((a) => ({
    at: formatInJapan(a.at, 'YYYY-MM-DD HH:mm'),
    actorEmail: a.actorEmail,
    action: a.action,
    fromStatus: a.fromStatus,
    toStatus: a.toStatus,
    note: a.note,
    constructionDate: (a.detail as { constructionDate?: string } | null)?.constructionDate ?? null,
  }));
  return { record, history };
}

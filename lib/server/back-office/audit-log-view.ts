import 'server-only';
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { DAY_MS, formatInJapan, parseJapanInstant } from '@/lib/time';
import type { Db } from '../db/client';
import { auditLog, staffUsers } from '../db/schema';
import { AUDIT_ACTION_LABELS, selectAuditRows, type AuditAction } from './audit';

/** Rows of one page of the 操作履歴. */
export const AUDIT_PAGE_SIZE = 100;

export interface AuditFilter {
  action: AuditAction | null;
  actorId: string | null;
  /** 'YYYY-MM-DD' Japan time, inclusive. */
  from: string | null;
  to: string | null;
  page: number;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filter of a 操作履歴 URL; unknown or malformed values are dropped. */
export function parseAuditFilter(
  params: Record<string, string | string[] | undefined>,
): AuditFilter {
  const get = (name: string) => {
    const raw = params[name];
    const value = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
    return value === '' ? null : value.slice(0, 100);
  };
  const action = get('action');
  const from = get('from');
  const to = get('to');
  const page = Number(get('page') ?? '1');
  return {
    action: action && action in AUDIT_ACTION_LABELS ? (action as AuditAction) : null,
    actorId: get('actor'),
    from: from && ISO_DAY.test(from) ? from : null,
    to: to && ISO_DAY.test(to) ? to : null,
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, 10_000) : 1,
  };
}

/** One line of the 操作履歴 (Japan time, the member by name, the action in words). */
export interface AuditLine {
  at: string;
  actor: string;
  action: string;
  subject: string;
  detail: string;
}

/**
 * The site-wide 操作履歴 for administrators: every audit row (status changes, memos, reveals,
 * exports, sign-ins, staff changes) newest first, filtered by action, member and Japan-time days,
 * a page of AUDIT_PAGE_SIZE, with the total. Staff subjects (ids) read as the member's e-mail.
 */
export async function auditLogView(db: Db, filter: AuditFilter) {
  const conditions: SQL[] = [];
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.actorId) conditions.push(eq(auditLog.actorId, filter.actorId));
  const from = parseJapanInstant(filter.from);
  if (from !== null) conditions.push(gte(auditLog.at, new Date(from)));
  const to = parseJapanInstant(filter.to);
  if (to !== null) conditions.push(lt(auditLog.at, new Date(to + DAY_MS)));
  const where = and(...conditions);
  const [total] = await db.select({ n: count() }).from(auditLog).where(where);
  const rows = await selectAuditRows(db)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE)
    .offset((filter.page - 1) * AUDIT_PAGE_SIZE);
  const staff = await db
    .select({ id: staffUsers.id, name: staffUsers.name, email: staffUsers.email })
    .from(staffUsers)
    .orderBy(staffUsers.name);
  const emails = new Map(staff.map((s) => [s.id, s.email]));
  const lines: AuditLine[] = rows.map((r) => ({
    at: formatInJapan(r.at, 'YYYY-MM-DD HH:mm:ss'),
    actor: r.actorName ? `${r.actorName}（${r.actorEmail}）` : r.actorEmail,
    action: AUDIT_ACTION_LABELS[r.action as AuditAction] ?? r.action,
    subject: (r.subject && emails.get(r.subject)) ?? r.subject ?? '',
    detail: [
      r.fromStatus || r.toStatus ? `${r.fromStatus ?? ''} → ${r.toStatus ?? ''}` : '',
      r.note ?? '',
      r.detail ? JSON.stringify(r.detail) : '',
    ]
      .filter(Boolean)
      .join(' / '),
  }));
  return { filter, lines, total: Number(total?.n ?? 0), staff };
}

import 'server-only';
import { and, asc, count, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { RECEIPT_PREFIXES, type RecordFilter, type RecordKind } from '@/lib/back-office/records';
import { APPLICATION_STATUSES } from '@/lib/back-office/status';
import { DAY_MS, parseJapanInstant, startOfJapanDay, systemClock } from '@/lib/time';
import { digitsOnly, toHalfWidth, toKatakana } from '@/lib/validation/normalize';
import type { Db } from '../db/client';
import { parseReceiptNumber } from '../db/repositories/receipts';
import { applications, contacts, transferRequests, upsellApplications } from '../db/schema';
import { possibleDuplicates } from './duplicates';

/*
 * Back-office lists: one query per kind with the list filters (lib/back-office/records.ts).
 * Where each kind keeps the searchable fields in its stored JSON (the zod outputs of
 * lib/validation): name kana, phone digits, prefecture, plan.
 */
interface KindSource {
  table:
    typeof applications | typeof contacts | typeof transferRequests | typeof upsellApplications;
  json: PgColumn;
  kana: string[];
  /** Name fields in kanji (searched as typed, spaces ignored). */
  kanji: string[];
  phones: string[];
  mail: string | null;
  prefecture: string | null;
}

const KIND_SOURCES: Record<RecordKind, KindSource> = {
  applications: {
    table: applications,
    json: applications.formData,
    kana: ['form2.lastName_kana', 'form2.firstName_kana', 'form2.corporationName_kana'],
    kanji: ['form2.lastName_kanji', 'form2.firstName_kanji', 'form2.corporationName_kanji'],
    phones: ['form2.daytimePhone.number', 'form2.mobilePhone.number'],
    mail: 'form2.mail',
    prefecture: 'installationInfo.state_kanji',
  },
  contacts: {
    table: contacts,
    json: contacts.data,
    kana: ['lastName_kana', 'firstName_kana'],
    kanji: ['lastName_kanji', 'firstName_kanji'],
    phones: ['phone'],
    mail: 'mail',
    prefecture: 'address.state_kanji',
  },
  transfers: {
    table: transferRequests,
    json: transferRequests.data,
    kana: [],
    kanji: [],
    phones: ['phone'],
    mail: 'mail',
    prefecture: 'newAddress.prefecture',
  },
  upsells: {
    table: upsellApplications,
    json: upsellApplications.data,
    kana: [],
    kanji: [],
    phones: ['phone'],
    mail: 'mail',
    prefecture: null,
  },
};

function jsonText(column: PgColumn, path: string): SQL {
  return sql`coalesce(${column} #>> ${`{${path.split('.').join(',')}}`}, '')`;
}

function likeEscape(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Where a list is read: the viewer (「自分の担当」) and now (「本日」, epoch ms). */
export interface ListContext {
  viewerId: string;
  now: number;
}

/**
 * The search of a list's `q`, any of: the receipt number with or without its prefix ('A-'),
 * case-insensitive; phone digits (4 or more, hyphens and spaces ignored); a name in kana
 * (hiragana or half-width accepted, spaces ignored); a name in kanji (spaces ignored); an e-mail
 * address (case-insensitive, part of it is enough).
 */
function searchCondition(kind: RecordKind, q0: string): SQL {
  const source = KIND_SOURCES[kind];
  const table = source.table;
  const q = toHalfWidth(q0).trim();
  const prefix = RECEIPT_PREFIXES[kind];
  const typed = q.toUpperCase().startsWith(prefix) ? q : `${prefix}${q}`;
  // parseReceiptNumber reads a typed number as stored (dashes, O for 0, the check symbol).
  const receipt =
    parseReceiptNumber(typed, prefix[0] as 'A' | 'C' | 'T' | 'U') ?? typed.toUpperCase();
  const search: SQL[] = [sql`upper(${table.receiptNumber}) = ${receipt}`];
  const digits = digitsOnly(q);
  if (/^[\d\s\-()]+$/.test(q) && digits.length >= 4)
    for (const path of source.phones)
      search.push(sql`${jsonText(source.json, path)} LIKE ${`%${likeEscape(digits)}%`}`);
  const compact = q.replace(/[\s\u3000]/g, '');
  const kana = toKatakana(compact);
  const joined = (paths: string[]) =>
    sql.join(
      paths.map((path) => jsonText(source.json, path)),
      sql` || `,
    );
  // Applications keep the names without spaces in generated columns (migration
  // 0008_back_office_workflow): a LIKE over a column, not over JSON taken apart row by row.
  const kanaText =
    kind === 'applications'
      ? sql`${applications.searchKana}`
      : sql`replace(${joined(source.kana)}, ' ', '')`;
  const kanjiText =
    kind === 'applications'
      ? sql`${applications.searchKanji}`
      : sql`replace(replace(${joined(source.kanji)}, ' ', ''), '　', '')`;
  if (source.kana.length > 0 && /^[\u30A0-\u30FF]+$/.test(kana))
    search.push(sql`${kanaText} LIKE ${`%${likeEscape(kana)}%`}`);
  if (source.kanji.length > 0 && compact !== '' && !/^[\x00-\x7F]+$/.test(compact))
    search.push(sql`${kanjiText} LIKE ${`%${likeEscape(compact)}%`}`);
  if (source.mail && q.includes('@'))
    search.push(
      sql`lower(${jsonText(source.json, source.mail)}) LIKE ${`%${likeEscape(q.toLowerCase())}%`}`,
    );
  if (kind === 'transfers' && digits.length === 10 && digits === q)
    search.push(eq(transferRequests.customerNumber, digits));
  return or(...search)!;
}

/**
 * The SQL conditions of a filter: dates (Japan-time days), status, prefecture, plan, search and,
 * for applications, the scope (本日: received today in Japan; 未対応: status 受付; 自分の担当:
 * assigned to the viewer).
 */
function filterConditions(kind: RecordKind, filter: RecordFilter, context: ListContext): SQL[] {
  const source = KIND_SOURCES[kind];
  const table = source.table;
  const conditions: SQL[] = [];
  // From 00:00 JST of `from` up to 00:00 JST of the day after `to` (both 'YYYY-MM-DD').
  const from = parseJapanInstant(filter.from);
  if (from !== null) conditions.push(gte(table.createdAt, new Date(from)));
  const to = parseJapanInstant(filter.to);
  if (to !== null) conditions.push(lt(table.createdAt, new Date(to + DAY_MS)));
  if (kind === 'applications' && filter.status)
    conditions.push(eq(applications.status, filter.status));
  if (source.prefecture && filter.prefecture)
    conditions.push(sql`${jsonText(source.json, source.prefecture)} = ${filter.prefecture}`);
  if (kind === 'applications' && filter.plan)
    conditions.push(sql`${jsonText(source.json, 'planData.selectedPlan')} = ${filter.plan}`);
  if (kind === 'applications' && filter.scope === 'today') {
    const start = startOfJapanDay(context.now);
    conditions.push(gte(table.createdAt, new Date(start)));
    conditions.push(lt(table.createdAt, new Date(start + DAY_MS)));
  }
  if (kind === 'applications' && filter.scope === 'open')
    conditions.push(eq(applications.status, 'received'));
  if (kind === 'applications' && filter.scope === 'mine')
    conditions.push(eq(applications.assigneeId, context.viewerId));
  if (filter.q) conditions.push(searchCondition(kind, filter.q));
  return conditions;
}

/** ORDER BY of a filter: the chosen key, then newest first (id breaks ties). */
function orderOf(kind: RecordKind, filter: RecordFilter): SQL[] {
  const table = KIND_SOURCES[kind].table;
  const dir = (column: SQL | PgColumn) => (filter.dir === 'asc' ? asc(column) : desc(column));
  const tail = [desc(table.createdAt), desc(table.id)];
  if (kind !== 'applications' || filter.sort === 'received')
    return filter.dir === 'asc' ? [asc(table.createdAt), asc(table.id)] : tail;
  if (filter.sort === 'status') {
    const position = sql`array_position(ARRAY[${sql.join(
      APPLICATION_STATUSES.map((s) => sql`${s}`),
      sql`, `,
    )}]::text[], ${applications.status})`;
    return [dir(position), ...tail];
  }
  // Construction date: applications without one last in either direction.
  return [
    sql`${applications.constructionDate} IS NULL`,
    dir(applications.constructionDate),
    ...tail,
  ];
}

export interface RecordPage<R> {
  rows: R[];
  total: number;
}

export type StoredRecord =
  | { kind: 'applications'; row: typeof applications.$inferSelect }
  | { kind: 'contacts'; row: typeof contacts.$inferSelect }
  | { kind: 'transfers'; row: typeof transferRequests.$inferSelect }
  | { kind: 'upsells'; row: typeof upsellApplications.$inferSelect };

/**
 * One page of stored records of `kind` matching `filter` in the filter's order (default newest
 * first), the total count and, for applications, the ids among the page that may be duplicates
 * (possibleDuplicates). `limit` rows from (page - 1) * limit; limit null returns every match
 * (exports). `context`: the viewer and now, for the scopes (default: nobody, the system clock).
 */
export async function findRecords(
  db: Db,
  kind: RecordKind,
  filter: RecordFilter,
  limit: number | null,
  context: ListContext = { viewerId: '', now: systemClock() },
): Promise<RecordPage<StoredRecord> & { duplicates: Set<number> }> {
  const table = KIND_SOURCES[kind].table;
  const where = and(...filterConditions(kind, filter, context));
  const [totalRow] = await db.select({ n: count() }).from(table).where(where);
  let query = db
    .select()
    .from(table)
    .where(where)
    .orderBy(...orderOf(kind, filter))
    .$dynamic();
  if (limit !== null) query = query.limit(limit).offset((filter.page - 1) * limit);
  const rows = (await query) as StoredRecord['row'][];
  const duplicates =
    kind === 'applications' && limit !== null
      ? await possibleDuplicates(
          db,
          rows.map((r) => r.id),
        )
      : new Set<number>();
  return {
    rows: rows.map((row) => ({ kind, row }) as StoredRecord),
    total: Number(totalRow?.n ?? 0),
    duplicates,
  };
}

/** One stored record by receipt number, or null. */
export async function findRecord(
  db: Db,
  kind: RecordKind,
  receiptNumber: string,
): Promise<StoredRecord | null> {
  const table = KIND_SOURCES[kind].table;
  const [row] = await db
    .select()
    .from(table)
    .where(eq(table.receiptNumber, receiptNumber))
    .limit(1);
  return row ? ({ kind, row } as StoredRecord) : null;
}

/** Applications created at or after `since`, oldest first. */
export function applicationsSince(db: Db, since: Date) {
  return db
    .select()
    .from(applications)
    .where(gte(applications.createdAt, since))
    .orderBy(asc(applications.createdAt), asc(applications.id));
}

/** Contacts, transfer requests or up-sell applications created at or after `since`, oldest first. */
export async function requestsSince(
  db: Db,
  kind: Exclude<RecordKind, 'applications'>,
  since: Date,
): Promise<StoredRecord[]> {
  const table = KIND_SOURCES[kind].table;
  const rows = await db
    .select()
    .from(table)
    .where(gte(table.createdAt, since))
    .orderBy(asc(table.id));
  return rows.map((row) => ({ kind, row }) as StoredRecord);
}

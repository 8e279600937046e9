import 'server-only';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  isNotNull,
  lt,
  notLike,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { RECEIPT_PREFIXES, type RecordFilter, type RecordKind } from '@/lib/back-office/records';
import { APPLICATION_STATUSES } from '@/lib/back-office/status';
import { possibleDuplicates } from './back-office/duplicates';
import { parseReceiptNumber } from './receipts';
import { formatYen, formatYenRange } from '@/lib/pricing/format';
import { defaultSettings } from '@/lib/state/types';
import { digitsOnly, toHalfWidth, toKatakana } from '@/lib/validation/normalize';
import type { Db } from './db/client';
import {
  applications,
  contacts,
  settings,
  transferRequests,
  upsellApplications,
} from './db/schema';
import { decryptText, encryptText, keyring, type Keyring } from './crypto';
import { clearMaintenanceCache } from './maintenance';
import {
  DAY_MS,
  formatInJapan,
  isJstDateValue,
  parseJapanInstant,
  startOfJapanDay,
  systemClock,
} from '@/lib/time';

/**
 * 'YYYY-MM-DD' (00:00 Japan time), a date-time (Japan time unless it has an offset) or an ISO
 * instant to a Date (parseJapanInstant of lib/time.ts); throws on anything else.
 */
export function parseSince(value: string | undefined): Date {
  if (!value) return new Date(0);
  const since = parseJapanInstant(value);
  if (since === null) throw new Error(`--since: not a date: ${value} (use YYYY-MM-DD, Japan time)`);
  return new Date(since);
}

/** The value at a dotted path of stored JSON (undefined when absent). */
export function at(value: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined),
      value,
    );
}

/** Display text of a stored value: '' for none, the number of a phone object, JSON for objects. */
export function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object' && 'number' in (value as object))
    return String((value as { number: unknown }).number ?? '');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** One CSV field: quoted when needed; a leading = + - @ is neutralised (spreadsheet formula injection). */
export function csvField(value: unknown): string {
  let s = text(value);
  if (/^[=+\-@]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** 'YYYY-MM-DD HH:mm:ss' in Japan time. */
export const jst = (d: Date) => formatInJapan(d, 'YYYY-MM-DD HH:mm:ss');

type ApplicationRow = typeof applications.$inferSelect;

/** 月額 of months 2-12 of the stored quote ('4,950円' or '4,950円〜5,500円'); '' without a quote. */
function storedMonthly(r: ApplicationRow): string {
  const t = r.quote?.totals.months2to12;
  if (!t) return '';
  return formatYenRange(t.min, t.max);
}

/**
 * Columns of `applications:export` (README "Operator CLI"): the account number is masked; the
 * money columns are the stored server quote (applications.quote), never a recomputation.
 */
export const APPLICATION_EXPORT_COLUMNS: [string, (row: ApplicationRow) => unknown][] = [
  ['receipt_number', (r) => r.receiptNumber],
  ['created_at_jst', (r) => jst(r.createdAt)],
  ['introduction_id', (r) => r.introductionId],
  ['introducer_id', (r) => r.introducerId],
  ['selected_plan', (r) => at(r.formData, 'planData.selectedPlan')],
  ['contract_term', (r) => at(r.formData, 'planData.contractTerm')],
  ['building_type', (r) => at(r.formData, 'planData.buildingType')],
  ['applicant_type', (r) => at(r.formData, 'form2.applicantType')],
  ['last_name', (r) => at(r.formData, 'form2.lastName_kanji')],
  ['first_name', (r) => at(r.formData, 'form2.firstName_kanji')],
  ['last_name_kana', (r) => at(r.formData, 'form2.lastName_kana')],
  ['first_name_kana', (r) => at(r.formData, 'form2.firstName_kana')],
  ['daytime_phone', (r) => at(r.formData, 'form2.daytimePhone')],
  ['mail', (r) => at(r.formData, 'form2.mail')],
  ['postal_code', (r) => at(r.formData, 'installationInfo.postalCode')],
  [
    'address',
    (r) =>
      ['state_kanji', 'city_kanji', 'town_kanji', 'line1_kanji', 'line2_kanji', 'line3_kanji']
        .map((k) => text(at(r.formData, `installationInfo.${k}`)))
        .join(' ')
        .trim(),
  ],
  ['building_name', (r) => at(r.formData, 'installationInfo.line2_kanji')],
  ['room_number', (r) => at(r.formData, 'installationInfo.line3_kanji')],
  ['payment_type', (r) => at(r.formData, 'form3.bankInfo.type')],
  ['bank_code', (r) => at(r.formData, 'form3.bankInfo.bankCode')],
  ['bank_branch_code', (r) => at(r.formData, 'form3.bankInfo.bankBranchCode')],
  ['account_no_masked', (r) => r.bankAccountNoMasked],
  ['status', (r) => r.status],
  ['construction_date', (r) => r.constructionDate],
  ['monthly_yen', storedMonthly],
  ['first_month_yen', (r) => r.quote?.totals.firstMonth],
  ['effective_monthly_yen', (r) => r.quote?.totals.effectiveMonthly],
  [
    'initial_costs',
    (r) =>
      r.quote?.initialCosts
        .map((c) => `${c.item} ${c.totalYen}${c.waivedYen > 0 ? ` (-${c.waivedYen})` : ''}`)
        .join(' / '),
  ],
  ['campaigns', (r) => r.quote?.applied.map((a) => a.title).join(' / ')],
  ['price_book_version', (r) => r.priceBookVersion],
  ['quote_json', (r) => (r.quote ? JSON.stringify(r.quote) : '')],
  ['form_data_json', (r) => JSON.stringify(r.formData)],
];

/** CSV text (header + lines, CRLF) of `rows` with `columns`. */
export function toCsv<R>(columns: [string, (row: R) => unknown][], rows: R[]): string {
  const lines = [columns.map(([name]) => name).join(',')];
  for (const row of rows) lines.push(columns.map(([, get]) => csvField(get(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

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

/** CSV (header + one line per application, CRLF) of applications since `since`; bank numbers masked. */
export async function exportApplicationsCsv(db: Db, since: Date): Promise<string> {
  return toCsv(APPLICATION_EXPORT_COLUMNS, await applicationsSince(db, since));
}

/**
 * One summary line per application: receipt, time (JST), plan, name, masked account, for an
 * apartment the building and room number (installationInfo.line2_kanji / line3_kanji, else '-'),
 * and from the stored quote 月額 (months 2-12) and 実質月額 ('-' for rows stored before quotes).
 */
export async function listApplications(db: Db, since: Date): Promise<string[]> {
  const rows = await applicationsSince(db, since);
  return rows.map((r) =>
    [
      r.receiptNumber,
      jst(r.createdAt),
      text(at(r.formData, 'planData.selectedPlan')),
      `${text(at(r.formData, 'form2.lastName_kanji'))} ${text(at(r.formData, 'form2.firstName_kanji'))}`,
      r.bankAccountNoMasked ?? '-',
      text(at(r.formData, 'installationInfo.line3_kanji'))
        ? `${text(at(r.formData, 'installationInfo.line2_kanji'))} ${text(at(r.formData, 'installationInfo.line3_kanji'))}`.trim()
        : '-',
      r.quote ? `月額 ${storedMonthly(r)}` : '-',
      r.quote ? `実質月額 ${formatYen(r.quote.totals.effectiveMonthly)}` : '-',
    ].join('\t'),
  );
}

/** Summary lines of contacts, transfer requests or up-sell applications since `since`. */
export async function listRequests(
  db: Db,
  kind: 'contacts' | 'transfers' | 'upsells',
  since: Date,
): Promise<string[]> {
  if (kind === 'transfers') {
    const rows = await db
      .select()
      .from(transferRequests)
      .where(gte(transferRequests.createdAt, since))
      .orderBy(asc(transferRequests.id));
    return rows.map((r) =>
      [r.receiptNumber, jst(r.createdAt), r.customerNumber, text(at(r.data, 'movingDate'))].join(
        '\t',
      ),
    );
  }
  if (kind === 'upsells') {
    const rows = await db
      .select()
      .from(upsellApplications)
      .where(gte(upsellApplications.createdAt, since))
      .orderBy(asc(upsellApplications.id));
    return rows.map((r) =>
      [
        r.receiptNumber,
        jst(r.createdAt),
        text(at(r.data, 'customerNumber')),
        text(at(r.data, 'options')),
      ].join('\t'),
    );
  }
  const rows = await db
    .select()
    .from(contacts)
    .where(gte(contacts.createdAt, since))
    .orderBy(asc(contacts.id));
  return rows.map((r) =>
    [
      r.receiptNumber,
      jst(r.createdAt),
      text(at(r.data, 'inquiryType')),
      `${text(at(r.data, 'preferredDate'))} ${text(at(r.data, 'preferredTime'))}`.trim(),
      `${text(at(r.data, 'lastName_kanji'))} ${text(at(r.data, 'firstName_kanji'))}`,
    ].join('\t'),
  );
}

export interface MaintenanceOptions {
  site?: string;
  /** 'YYYY-MM-DD' Japan time (spec section 4: the window runs to the end of lastDate). */
  from?: string | null;
  to?: string | null;
  text?: string | null;
  category?: string | null;
  always?: boolean;
}

/**
 * Schedules (or clears, with all fields null) the maintenance window of a site's settings and
 * bumps updatedAt. applyCTC through the same database handle sees it at once; other processes
 * within SETTINGS_CACHE_TTL_MS (maintenance.ts isMaintenanceNow). Errors: unknown site; from/to not
 * YYYY-MM-DD or to before from.
 */
export async function setMaintenance(db: Db, options: MaintenanceOptions): Promise<void> {
  const site = options.site ?? defaultSettings.name;
  for (const [name, value] of [
    ['--from', options.from],
    ['--to', options.to],
  ] as const) {
    if (value && !(/^\d{4}-\d{2}-\d{2}$/.test(value) && isJstDateValue(value)))
      throw new Error(`${name}: use YYYY-MM-DD (Japan time)`);
  }
  if (options.from && options.to && options.to < options.from)
    throw new Error('--to is before --from');
  const updated = await db
    .update(settings)
    .set({
      maintenanceFirstDate: options.from ?? null,
      maintenanceLastDate: options.to ?? null,
      maintenanceText: options.text ?? null,
      maintenanceCategory: options.category ?? null,
      maintenanceIsAlwaysDisplay: options.always ?? false,
      updatedAt: new Date(),
    })
    .where(eq(settings.name, site))
    .returning({ name: settings.name });
  if (updated.length === 0) throw new Error(`unknown site name: ${site}`);
  // This process's applyCTC sees the change at once; other processes within SETTINGS_CACHE_TTL_MS.
  clearMaintenanceCache(db);
}

/**
 * `keys:rotate`: re-encrypts every stored bank account number not written with the current key
 * (older key ids, and 'v1' values from before key ids) under the current key, in batches of
 * `batchSize`, each batch one transaction. The old keys must still be configured
 * (DATA_ENCRYPTION_PREVIOUS_KEYS) until this has run. Returns the number of values re-encrypted.
 * Errors: a value that no configured key decrypts stops the run (already re-encrypted batches stay).
 */
export async function rotateDataKeys(
  db: Db,
  keys: Keyring = keyring(),
  batchSize = 200,
): Promise<number> {
  let rotated = 0;
  for (;;) {
    const rows = await db
      .select({ id: applications.id, value: applications.bankAccountNoEncrypted })
      .from(applications)
      .where(
        and(
          isNotNull(applications.bankAccountNoEncrypted),
          notLike(applications.bankAccountNoEncrypted, `v2.${keys.current.id}.%`),
        ),
      )
      .orderBy(asc(applications.id))
      .limit(batchSize);
    if (rows.length === 0) return rotated;
    await db.transaction(async (tx) => {
      for (const row of rows) {
        await tx
          .update(applications)
          .set({ bankAccountNoEncrypted: encryptText(decryptText(row.value!, keys), keys) })
          .where(eq(applications.id, row.id));
      }
    });
    rotated += rows.length;
  }
}

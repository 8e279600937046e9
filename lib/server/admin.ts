import 'server-only';
import { asc, eq, gte } from 'drizzle-orm';
import { defaultSettings } from '@/lib/state/types';
import type { Db } from './db/client';
import {
  applications,
  contacts,
  settings,
  transferRequests,
  upsellApplications,
} from './db/schema';
import { dayjs, dayjsTokyo } from './time';

/** 'YYYY-MM-DD' (Japan time, start of day) or an ISO instant to a Date; throws on anything else. */
export function parseSince(value: string | undefined): Date {
  if (!value) return new Date(0);
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value) ? dayjs.tz(value, 'Asia/Tokyo') : dayjs(value);
  if (!day.isValid()) throw new Error(`--since: not a date: ${value} (use YYYY-MM-DD, Japan time)`);
  return day.toDate();
}

function at(value: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined),
      value,
    );
}

function text(value: unknown): string {
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

const jst = (d: Date) => dayjsTokyo(d).format('YYYY-MM-DD HH:mm:ss');

/** Columns of `applications:export` (README "Operator CLI"): the account number is masked. */
export const APPLICATION_EXPORT_COLUMNS: [
  string,
  (row: typeof applications.$inferSelect) => unknown,
][] = [
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
  ['form_data_json', (r) => JSON.stringify(r.formData)],
];

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
  const rows = await applicationsSince(db, since);
  const lines = [APPLICATION_EXPORT_COLUMNS.map(([name]) => name).join(',')];
  for (const row of rows)
    lines.push(APPLICATION_EXPORT_COLUMNS.map(([, get]) => csvField(get(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * One summary line per application: receipt, time (JST), plan, name, masked account, and for an
 * apartment the building and room number (installationInfo.line2_kanji / line3_kanji), else '-'.
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
 * bumps updatedAt. Errors: unknown site; from/to not YYYY-MM-DD or to before from.
 */
export async function setMaintenance(db: Db, options: MaintenanceOptions): Promise<void> {
  const site = options.site ?? defaultSettings.name;
  for (const [name, value] of [
    ['--from', options.from],
    ['--to', options.to],
  ] as const) {
    if (value && !(/^\d{4}-\d{2}-\d{2}$/.test(value) && dayjs(value).isValid()))
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
}

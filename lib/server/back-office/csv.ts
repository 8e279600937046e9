import 'server-only';
import { formatYenRange } from '@/lib/pricing/format';
import { formatInJapan } from '@/lib/time';
import type { applications } from '../db/schema';

/*
 * Stored records as text: the values of their stored JSON, and CSV of them (the operator CLI's
 * applications:export and the staff's list export).
 */

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
export function storedMonthly(r: ApplicationRow): string {
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

import 'server-only';
import type { RecordFilter } from '@/lib/back-office/records';
import { fieldLabel, fieldText } from '@/lib/back-office/application-fields';
import { STATUS_LABELS, isApplicationStatus } from '@/lib/back-office/status';
import { formatAddress } from '@/lib/text/notation';
import { jst, toCsv } from './csv';
import { findRecords, type ListContext } from './record-queries';
import type { Db } from '../db/client';
import type { applications } from '../db/schema';
import { staffUsers } from '../db/schema';

type ApplicationRow = typeof applications.$inferSelect;
type Column = [string, (row: ApplicationRow) => unknown];

/** A stored field as a column: the header and the words from the one label table. */
const field = (path: string): Column => [fieldLabel(path), (r) => fieldText(r.formData, path)];

/**
 * Columns of the back office's CSV for Excel users: Japanese headers, codes as words (the label
 * table of lib/back-office/application-fields.ts), phones written with hyphens (so Excel keeps the
 * leading 0), amounts as plain numbers (yen, tax-included, from the stored quote; empty for rows
 * stored before quotes), the account number masked, the assignee by name and the reason of a
 * cancellation. `names`: staff id → name.
 */
export function staffExportColumns(names: ReadonlyMap<string, string>): Column[] {
  const info = (r: ApplicationRow) =>
    ((r.formData as { installationInfo?: Record<string, unknown> }).installationInfo ??
      {}) as Record<string, unknown>;
  return [
    ['受付番号', (r) => r.receiptNumber],
    ['受付日時', (r) => jst(r.createdAt)],
    ['ステータス', (r) => (isApplicationStatus(r.status) ? STATUS_LABELS[r.status] : r.status)],
    ['工事日', (r) => r.constructionDate],
    ['担当', (r) => (r.assigneeId ? (names.get(r.assigneeId) ?? '') : '')],
    ['キャンセルの理由', (r) => r.cancelReason],
    field('planData.selectedPlan'),
    field('planData.baseMenu'),
    field('planData.contractTerm'),
    field('planData.buildingType'),
    field('form2.applicantType'),
    field('form2.corporationName_kanji'),
    field('form2.lastName_kanji'),
    field('form2.firstName_kanji'),
    field('form2.lastName_kana'),
    field('form2.firstName_kana'),
    field('form2.gender'),
    [
      '生年月日',
      (r) => {
        const f2 = (r.formData as { form2?: Record<string, unknown> }).form2 ?? {};
        return f2.dobYear ? `${f2.dobYear}/${f2.dobMonth}/${f2.dobDate}` : '';
      },
    ],
    field('form2.daytimePhone.number'),
    field('form2.mobilePhone.number'),
    field('form2.mail'),
    field('form2.contactHours'),
    field('installationInfo.postalCode'),
    ['設置先住所', (r) => formatAddress({ ...info(r), postalCode: '' })],
    field('installationInfo.line2_kanji'),
    field('installationInfo.line3_kanji'),
    field('installationInfo.detail'),
    field('areaData.period'),
    field('form3.bankInfo.type'),
    field('form3.bankInfo.bankCode'),
    field('form3.bankInfo.bankBranchCode'),
    ['口座番号（伏せ字）', (r) => r.bankAccountNoMasked],
    field('form3.dowConstruction'),
    field('form3.isHolidayConstruction'),
    field('form3.requestColumn'),
    ['月額（2〜12か月目・最小）', (r) => r.quote?.totals.months2to12.min],
    ['月額（2〜12か月目・最大）', (r) => r.quote?.totals.months2to12.max],
    ['初月', (r) => r.quote?.totals.firstMonth],
    ['実質月額', (r) => r.quote?.totals.effectiveMonthly],
    ['初期費用', (r) => r.quote?.initialCosts.reduce((sum, c) => sum + c.totalYen, 0)],
    ['初期費用の割引', (r) => r.quote?.initialCosts.reduce((sum, c) => sum + c.waivedYen, 0)],
    ['キャンペーン', (r) => r.quote?.applied.map((a) => a.title).join('、')],
    field('campaignData.introducerId'),
  ];
}

/**
 * The back office's CSV of the applications matching `filter` (staffExportColumns), oldest
 * first; `context` (viewer, now) for the scopes. Returns the text (CRLF lines) and the row count.
 */
export async function staffApplicationsCsv(
  db: Db,
  filter: RecordFilter,
  context?: ListContext,
): Promise<{ csv: string; count: number }> {
  const { rows } = await findRecords(db, 'applications', filter, null, context);
  const apps = rows.map((r) => r.row as ApplicationRow).reverse();
  const names = new Map(
    (await db.select({ id: staffUsers.id, name: staffUsers.name }).from(staffUsers)).map((s) => [
      s.id,
      s.name,
    ]),
  );
  return { csv: toCsv(staffExportColumns(names), apps), count: apps.length };
}

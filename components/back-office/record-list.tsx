import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';
import { CSV_ENCODINGS, CSV_ENCODING_LABELS } from '@/lib/back-office/csv';
import {
  KIND_FILTERS,
  PAGE_SIZE,
  RECORD_KIND_LABELS,
  filterQuery,
  type RecordFilter,
  type RecordKind,
} from '@/lib/back-office/records';
import { APPLICATION_STATUSES, STATUS_LABELS } from '@/lib/back-office/status';
import { SELECTED_PLAN_LABELS } from '@/lib/pricing/labels';
import { PREFECTURES } from '@/lib/validation/area-labels';
import type { RecordSummary } from '@/lib/server/back-office/record-view';

const SERVED_PREFECTURES = PREFECTURES.filter((p) =>
  ['愛知県', '岐阜県', '三重県', '静岡県', '長野県'].includes(p),
);

/**
 * A back-office list: the filter form (a plain GET form, so the URL carries the filter and the
 * export uses the same one), the matching records newest first, paging and the CSV export links.
 */
export function RecordList({
  kind,
  filter,
  rows,
  total,
}: {
  kind: RecordKind;
  filter: RecordFilter;
  rows: RecordSummary[];
  total: number;
}) {
  const supports = KIND_FILTERS[kind];
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const base = `/admin/${kind}/`;
  const input = 'min-h-11 rounded border border-gray-400 bg-white px-2';
  return (
    <div>
      <h1 className="text-2xl font-bold">{RECORD_KIND_LABELS[kind]}</h1>
      <form method="get" action={base} className="mt-4 flex flex-wrap items-end gap-3 text-sm">
        <label className="flex flex-col gap-1">
          検索（受付番号・フリガナ・電話番号）
          <input name="q" defaultValue={filter.q ?? ''} className={input} />
        </label>
        {supports.status ? (
          <label className="flex flex-col gap-1">
            ステータス
            <select name="status" defaultValue={filter.status ?? ''} className={input}>
              <option value="">すべて</option>
              {APPLICATION_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <label className="flex flex-col gap-1">
          受付日（から）
          <input type="date" name="from" defaultValue={filter.from ?? ''} className={input} />
        </label>
        <label className="flex flex-col gap-1">
          受付日（まで）
          <input type="date" name="to" defaultValue={filter.to ?? ''} className={input} />
        </label>
        {supports.prefecture ? (
          <label className="flex flex-col gap-1">
            都道府県
            <select name="prefecture" defaultValue={filter.prefecture ?? ''} className={input}>
              <option value="">すべて</option>
              {SERVED_PREFECTURES.map((p) => (
                <option key={p} value={p}>
                  {p}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {supports.plan ? (
          <label className="flex flex-col gap-1">
            プラン
            <select name="plan" defaultValue={filter.plan ?? ''} className={input}>
              <option value="">すべて</option>
              {Object.entries(SELECTED_PLAN_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <button type="submit" className={buttonClass()}>
          絞り込む
        </button>
      </form>
      <p className="mt-4 text-sm" data-testid="record-total">
        {total}件（日時は日本時間）
      </p>
      {kind === 'applications' ? (
        <p className="mt-2 flex flex-wrap gap-3 text-sm">
          {CSV_ENCODINGS.map((encoding) => (
            <a
              key={encoding}
              href={`${base}export/${filterQuery(filter, { encoding })}`}
              className="underline"
            >
              この条件でCSV出力（{CSV_ENCODING_LABELS[encoding]}）
            </a>
          ))}
        </p>
      ) : null}
      <table className="mt-4 w-full border-collapse bg-white text-sm">
        <thead>
          <tr className="border-b text-left">
            <th className="p-2">受付番号</th>
            <th className="p-2">受付日時</th>
            <th className="p-2">お名前・お客さま</th>
            <th className="p-2">電話番号</th>
            <th className="p-2">都道府県</th>
            <th className="p-2">内容</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.receiptNumber} className="border-b">
              <td className="p-2">
                <Link href={`${base}${encodeURIComponent(r.receiptNumber)}/`} className="underline">
                  {r.receiptNumber}
                </Link>
              </td>
              <td className="p-2">{r.createdAt}</td>
              <td className="p-2">{r.name}</td>
              <td className="p-2">{r.phone}</td>
              <td className="p-2">{r.prefecture}</td>
              <td className="p-2">{r.detail}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {pages > 1 ? (
        <nav aria-label="ページ" className="mt-4 flex gap-3 text-sm">
          {filter.page > 1 ? (
            <Link href={`${base}${filterQuery(filter, { page: String(filter.page - 1) })}`}>
              前へ
            </Link>
          ) : null}
          <span>
            {filter.page} / {pages}
          </span>
          {filter.page < pages ? (
            <Link href={`${base}${filterQuery(filter, { page: String(filter.page + 1) })}`}>
              次へ
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}

import Link from 'next/link';
import { buttonClass } from '@/components/ui/button-class';
import { CSV_ENCODINGS, CSV_ENCODING_LABELS } from '@/lib/back-office/csv';
import {
  KIND_FILTERS,
  PAGE_SIZE,
  RECORD_KIND_LABELS,
  SCOPES,
  SCOPE_LABELS,
  SORT_KEYS,
  filterQuery,
  type RecordFilter,
  type RecordKind,
} from '@/lib/back-office/records';
import { ApplicationsTable, type SortLinks } from './applications-table';
import { APPLICATION_STATUSES, STATUS_LABELS } from '@/lib/back-office/status';
import { SELECTED_PLAN_LABELS } from '@/lib/pricing/labels';
import { PREFECTURES } from '@/lib/validation/area-labels';
import type { RecordSummary } from '@/lib/server/back-office/record-view';

const SERVED_PREFECTURES = PREFECTURES.filter((p) =>
  ['愛知県', '岐阜県', '三重県', '静岡県', '長野県'].includes(p),
);

/** Page numbers to link: the first, the last and two either side of the current one ('…' between). */
function pageNumbers(page: number, pages: number): (number | '…')[] {
  const out: (number | '…')[] = [];
  for (let n = 1; n <= pages; n++) {
    if (n === 1 || n === pages || Math.abs(n - page) <= 2) out.push(n);
    else if (out.at(-1) !== '…') out.push('…');
  }
  return out;
}

/**
 * A back-office list: for applications the work scopes (本日・未対応・自分の担当); the filter form
 * (a plain GET form, so the URL carries the filter and the export uses the same one); the
 * matching records (applications sortable by header links, selectable for a batch change);
 * numbered pages of 50; the CSV export links. Server-rendered: every state is in the URL.
 */
export function RecordList({
  kind,
  filter,
  rows,
  total,
  constructionDates,
}: {
  kind: RecordKind;
  filter: RecordFilter;
  rows: RecordSummary[];
  total: number;
  constructionDates: { min: string; max: string };
}) {
  const supports = KIND_FILTERS[kind];
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const base = `/admin/${kind}/`;
  const input = 'min-h-11 rounded border border-gray-400 bg-white px-2';
  const sortLinks = Object.fromEntries(
    SORT_KEYS.map((key) => {
      const active = filter.sort === key ? filter.dir : null;
      // A click on the active column turns it round; a new column starts newest / latest first.
      const dir = active === 'desc' ? 'asc' : 'desc';
      return [key, { href: `${base}${filterQuery(filter, { sort: key, dir })}`, active }];
    }),
  ) as SortLinks;
  return (
    <div>
      <h1 className="text-2xl font-bold">{RECORD_KIND_LABELS[kind]}</h1>
      {kind === 'applications' ? (
        <nav aria-label="作業の絞り込み" className="mt-4 flex flex-wrap gap-2 text-sm">
          {[null, ...SCOPES].map((scope) => (
            <Link
              key={scope ?? 'all'}
              href={`${base}${filterQuery(filter, { scope: scope ?? '' })}`}
              aria-current={filter.scope === scope ? 'page' : undefined}
              className={`rounded border px-3 py-2 ${filter.scope === scope ? 'border-accent bg-accent text-white' : 'border-gray-400 bg-white'}`}
            >
              {scope ? SCOPE_LABELS[scope] : 'すべて'}
            </Link>
          ))}
        </nav>
      ) : null}
      <form method="get" action={base} className="mt-4 flex flex-wrap items-end gap-3 text-sm">
        {filter.scope ? <input type="hidden" name="scope" value={filter.scope} /> : null}
        {filter.sort !== 'received' ? (
          <input type="hidden" name="sort" value={filter.sort} />
        ) : null}
        {filter.dir !== 'desc' ? <input type="hidden" name="dir" value={filter.dir} /> : null}
        <label className="flex flex-col gap-1">
          検索（受付番号・お名前・フリガナ・電話番号・メールアドレス）
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
      {total === 0 && filter.q ? (
        <p className="mt-2 text-sm" role="status">
          「{filter.q}
          」に当てはまるものはありません。受付番号（「A-」は省略可）、お名前（漢字・カナ）、電話番号（4桁以上）、メールアドレスで検索できます。
        </p>
      ) : null}
      {kind === 'applications' ? (
        <ApplicationsTable
          rows={rows}
          sortLinks={sortLinks}
          batchOptions={APPLICATION_STATUSES.filter((s) => s !== 'received')}
          dates={constructionDates}
        />
      ) : (
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
              <tr key={r.receiptNumber} className="border-b" data-testid="record-row">
                <td className="p-2">
                  <Link
                    href={`${base}${encodeURIComponent(r.receiptNumber)}/`}
                    className="underline"
                  >
                    {r.receiptNumber}
                  </Link>
                </td>
                <td className="p-2">{r.createdAt}</td>
                <td className="p-2">
                  {r.name}
                  {r.kana ? <span className="block text-xs text-gray-700">{r.kana}</span> : null}
                </td>
                <td className="p-2">{r.phone}</td>
                <td className="p-2">{r.prefecture}</td>
                <td className="p-2">{r.detail}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {pages > 1 ? (
        <nav aria-label="ページ" className="mt-4 flex flex-wrap gap-2 text-sm">
          {filter.page > 1 ? (
            <Link href={`${base}${filterQuery(filter, { page: String(filter.page - 1) })}`}>
              前へ
            </Link>
          ) : null}
          {pageNumbers(filter.page, pages).map((n, i) =>
            n === '…' ? (
              <span key={`gap-${i}`}>…</span>
            ) : n === filter.page ? (
              <span key={n} aria-current="page" className="font-bold">
                {n}
              </span>
            ) : (
              <Link
                key={n}
                href={`${base}${filterQuery(filter, { page: String(n) })}`}
                className="underline"
              >
                {n}
              </Link>
            ),
          )}
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

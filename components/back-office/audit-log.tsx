import Link from 'next/link';
import { buttonClass } from '@/components/ui/button-class';
import type { AuditFilter, AuditLine } from '@/lib/server/back-office/audit-log-view';
import { AUDIT_PAGE_SIZE } from '@/lib/server/back-office/audit-log-view';
import { AUDIT_ACTION_LABELS } from '@/lib/server/back-office/audit';

/** The query string of an 操作履歴 filter with `page`. */
function query(filter: AuditFilter, page: number): string {
  const entries: [string, string][] = [];
  if (filter.action) entries.push(['action', filter.action]);
  if (filter.actorId) entries.push(['actor', filter.actorId]);
  if (filter.from) entries.push(['from', filter.from]);
  if (filter.to) entries.push(['to', filter.to]);
  if (page > 1) entries.push(['page', String(page)]);
  const q = new URLSearchParams(entries).toString();
  return q ? `?${q}` : '';
}

/**
 * The site-wide 操作履歴 (administrators): a GET filter form (action, member, Japan-time days),
 * the matching audit rows newest first, previous / next pages.
 */
export function AuditLog({
  filter,
  lines,
  total,
  staff,
}: {
  filter: AuditFilter;
  lines: AuditLine[];
  total: number;
  staff: readonly { id: string; name: string; email: string }[];
}) {
  const input = 'min-h-11 rounded border border-gray-400 bg-white px-2';
  const pages = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
  return (
    <div>
      <h1 className="text-2xl font-bold">操作履歴</h1>
      <form
        method="get"
        action="/admin/audit/"
        className="mt-4 flex flex-wrap items-end gap-3 text-sm"
      >
        <label className="flex flex-col gap-1">
          操作
          <select name="action" defaultValue={filter.action ?? ''} className={input}>
            <option value="">すべて</option>
            {Object.entries(AUDIT_ACTION_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1">
          担当者
          <select name="actor" defaultValue={filter.actorId ?? ''} className={input}>
            <option value="">すべて</option>
            {staff.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}（{s.email}）
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1">
          日付（から）
          <input type="date" name="from" defaultValue={filter.from ?? ''} className={input} />
        </label>
        <label className="flex flex-col gap-1">
          日付（まで）
          <input type="date" name="to" defaultValue={filter.to ?? ''} className={input} />
        </label>
        <button type="submit" className={buttonClass()}>
          絞り込む
        </button>
      </form>
      <p className="mt-4 text-sm" data-testid="audit-total">
        {total}件（日時は日本時間）
      </p>
      <table className="mt-2 w-full bg-white text-sm">
        <thead>
          <tr className="border-b text-left">
            <th className="p-2">日時</th>
            <th className="p-2">担当者</th>
            <th className="p-2">操作</th>
            <th className="p-2">対象</th>
            <th className="p-2">内容</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l, i) => (
            <tr key={i} className="border-b" data-testid="audit-row">
              <td className="p-2 whitespace-nowrap">{l.at}</td>
              <td className="p-2">{l.actor}</td>
              <td className="p-2">{l.action}</td>
              <td className="p-2">{l.subject}</td>
              <td className="p-2 break-all">{l.detail}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {pages > 1 ? (
        <nav aria-label="ページ" className="mt-4 flex gap-3 text-sm">
          {filter.page > 1 ? (
            <Link href={`/admin/audit/${query(filter, filter.page - 1)}`}>前へ</Link>
          ) : null}
          <span>
            {filter.page} / {pages}
          </span>
          {filter.page < pages ? (
            <Link href={`/admin/audit/${query(filter, filter.page + 1)}`}>次へ</Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}

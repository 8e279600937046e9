import Link from 'next/link';
import { PAGE_SIZE } from '@/lib/back-office/records';
import {
  MAIL_STATES,
  MAIL_STATE_LABELS,
  type MailRow,
  type MailState,
} from '@/lib/server/back-office/mail';
import { MailTable } from './mail-table';

/** /admin/mail/: the outbox newest first, filtered by state (a GET form), paged. */
export function MailList({
  state,
  page,
  rows,
  total,
  canResend,
}: {
  state: MailState | null;
  page: number;
  rows: MailRow[];
  total: number;
  canResend: boolean;
}) {
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const href = (p: number) =>
    `/admin/mail/?${new URLSearchParams({ ...(state ? { state } : {}), page: String(p) })}`;
  return (
    <div>
      <h1 className="text-2xl font-bold">メール</h1>
      <p className="mt-2 text-sm text-gray-700">
        お客さまへの送信メールの状態です（宛先と本文は表示しません）。送信失敗のメールは管理者が再送できます。
      </p>
      <form
        method="get"
        action="/admin/mail/"
        className="mt-4 flex flex-wrap items-end gap-3 text-sm"
      >
        <label className="flex flex-col gap-1">
          状態
          <select
            name="state"
            defaultValue={state ?? ''}
            className="min-h-11 rounded border border-gray-400 bg-white px-2"
          >
            <option value="">すべて</option>
            {MAIL_STATES.map((s) => (
              <option key={s} value={s}>
                {MAIL_STATE_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="min-h-11 rounded border border-gray-400 bg-white px-4">
          絞り込む
        </button>
      </form>
      <p className="mt-4 text-sm" data-testid="mail-total">
        {total}件
      </p>
      <MailTable rows={rows} canResend={canResend} />
      {pages > 1 ? (
        <nav aria-label="ページ" className="mt-4 flex gap-3 text-sm">
          {page > 1 ? <Link href={href(page - 1)}>前へ</Link> : null}
          <span>
            {page} / {pages}
          </span>
          {page < pages ? <Link href={href(page + 1)}>次へ</Link> : null}
        </nav>
      ) : null}
    </div>
  );
}

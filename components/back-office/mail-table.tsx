import Link from 'next/link';
import type { MailRow } from '@/lib/server/back-office/mail';
import { MailResendButton } from './mail-resend-button';

/**
 * Messages of the outbox as staff see them (state, attempts, last error, template, receipt
 * number, times; never the address or the body), with 再送 on failed ones for administrators.
 */
export function MailTable({
  rows,
  canResend,
  showReceipt = true,
}: {
  rows: MailRow[];
  canResend: boolean;
  showReceipt?: boolean;
}) {
  if (rows.length === 0) return <p className="mt-2 text-sm">メールはありません。</p>;
  return (
    <table className="mt-2 w-full bg-white text-sm" data-testid="mail-table">
      <thead>
        <tr className="border-b text-left">
          <th className="p-2">作成</th>
          <th className="p-2">種類</th>
          {showReceipt ? <th className="p-2">受付番号</th> : null}
          <th className="p-2">状態</th>
          <th className="p-2">試行</th>
          <th className="p-2">送信日時・次の試行</th>
          <th className="p-2">最後のエラー</th>
          {canResend ? <th className="p-2">操作</th> : null}
        </tr>
      </thead>
      <tbody>
        {rows.map((m) => (
          <tr key={m.id} className="border-b align-top" data-state={m.state}>
            <td className="p-2 whitespace-nowrap">{m.createdAt}</td>
            <td className="p-2">{m.template}</td>
            {showReceipt ? (
              <td className="p-2 whitespace-nowrap">
                {m.receiptNumber ? (
                  m.receiptNumber.startsWith('A-') ? (
                    <Link
                      className="underline"
                      href={`/admin/applications/${encodeURIComponent(m.receiptNumber)}/`}
                    >
                      {m.receiptNumber}
                    </Link>
                  ) : (
                    m.receiptNumber
                  )
                ) : (
                  ''
                )}
              </td>
            ) : null}
            <td className="p-2 whitespace-nowrap">{m.stateLabel}</td>
            <td className="p-2">{m.attempts}</td>
            <td className="p-2 whitespace-nowrap">
              {m.sentAt ?? (m.nextAttemptAt ? `次回 ${m.nextAttemptAt}` : '')}
            </td>
            <td className="p-2 break-all">{m.lastError ?? ''}</td>
            {canResend ? (
              <td className="p-2">{m.canResend ? <MailResendButton mailId={m.id} /> : null}</td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

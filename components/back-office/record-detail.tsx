import Link from 'next/link';
import { RECORD_KIND_LABELS } from '@/lib/back-office/records';
import { STATUS_LABELS, isApplicationStatus, nextStatuses } from '@/lib/back-office/status';
import { canRevealBankAccount, type StaffRole } from '@/lib/back-office/roles';
import type { StoredRecord } from '@/lib/server/admin';
import { storedFields } from '@/lib/server/back-office/record-view';
import type { AuditRow } from '@/lib/server/back-office/views';
import { BankAccountReveal } from './bank-account-reveal';
import { StatusChangeForm } from './status-change-form';
import { StoredQuoteSection } from '@/components/ui/stored-quote-section';
import { quoteSummary } from '@/lib/pricing/quote';

const label = (s: string | null) => (s && isApplicationStatus(s) ? STATUS_LABELS[s] : (s ?? ''));

/**
 * The detail of a stored record: every stored field; for an application also the status (with
 * the change form), the bank account (masked unless an administrator reveals it), the stored
 * server quote and the audit history.
 */
export function RecordDetail({
  record,
  role,
  history,
}: {
  record: StoredRecord;
  role: StaffRole;
  history: AuditRow[];
}) {
  const fields = storedFields(record);
  return (
    <div>
      <p className="text-sm">
        <Link href={`/admin/${record.kind}/`} className="underline">
          {RECORD_KIND_LABELS[record.kind]}の一覧へ
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold">受付番号 {record.row.receiptNumber}</h1>
      {record.kind === 'applications' && isApplicationStatus(record.row.status) ? (
        <section aria-labelledby="status" className="mt-6 rounded bg-white p-4">
          <h2 id="status" className="text-lg font-bold">
            ステータス
          </h2>
          <p className="mt-2" data-testid="current-status">
            {STATUS_LABELS[record.row.status]}
            {record.row.constructionDate ? `（工事日 ${record.row.constructionDate}）` : ''}
          </p>
          <div className="mt-4">
            <StatusChangeForm
              key={record.row.status}
              receiptNumber={record.row.receiptNumber}
              current={record.row.status}
              options={nextStatuses(record.row.status)}
            />
          </div>
        </section>
      ) : null}
      {record.kind === 'applications' && record.row.bankAccountNoMasked ? (
        <section aria-labelledby="bank" className="mt-6 rounded bg-white p-4">
          <h2 id="bank" className="text-lg font-bold">
            口座番号
          </h2>
          <BankAccountReveal
            receiptNumber={record.row.receiptNumber}
            masked={record.row.bankAccountNoMasked}
            canReveal={canRevealBankAccount(role)}
          />
        </section>
      ) : null}
      {record.kind === 'applications' && record.row.quote ? (
        <StoredQuoteSection quote={quoteSummary(record.row.quote)} />
      ) : null}
      <section aria-labelledby="fields" className="mt-6">
        <h2 id="fields" className="text-lg font-bold">
          登録内容
        </h2>
        <dl className="mt-2 grid grid-cols-[minmax(12rem,max-content)_1fr] gap-x-4 gap-y-1 bg-white p-4 text-sm">
          {fields.map(([path, value]) => (
            <div key={path} className="contents">
              <dt className="font-mono text-gray-700">{path}</dt>
              <dd className="break-all">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      {record.kind === 'applications' ? (
        <section aria-labelledby="history" className="mt-6">
          <h2 id="history" className="text-lg font-bold">
            履歴
          </h2>
          <table className="mt-2 w-full bg-white text-sm">
            <thead>
              <tr className="border-b text-left">
                <th className="p-2">日時</th>
                <th className="p-2">担当者</th>
                <th className="p-2">操作</th>
                <th className="p-2">変更前</th>
                <th className="p-2">変更後</th>
                <th className="p-2">メモ</th>
              </tr>
            </thead>
            <tbody>
              {history.map((h, i) => (
                <tr key={i} className="border-b">
                  <td className="p-2">{h.at}</td>
                  <td className="p-2">{h.actorEmail}</td>
                  <td className="p-2">
                    {h.action === 'bank.reveal'
                      ? '口座番号の表示'
                      : h.action === 'status.change'
                        ? 'ステータス変更'
                        : h.action}
                  </td>
                  <td className="p-2">{label(h.fromStatus)}</td>
                  <td className="p-2">
                    {label(h.toStatus)}
                    {h.constructionDate ? `（${h.constructionDate}）` : ''}
                  </td>
                  <td className="p-2">{h.note}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
    </div>
  );
}

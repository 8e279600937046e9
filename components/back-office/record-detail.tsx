import Link from 'next/link';
import { labelledSections } from '@/lib/back-office/application-fields';
import { applicationSummary } from '@/lib/back-office/application-summary';
import { RECORD_KIND_LABELS } from '@/lib/back-office/records';
import { STATUS_LABELS, isApplicationStatus, nextStatuses } from '@/lib/back-office/status';
import { canRevealBankAccount, type StaffRole } from '@/lib/back-office/roles';
import type { StoredRecord } from '@/lib/server/back-office/record-queries';
import { storedFields } from '@/lib/server/back-office/record-view';
import type { AuditRow } from '@/lib/server/back-office/views';
import { BankAccountReveal } from './bank-account-reveal';
import { StatusChangeForm } from './status-change-form';
import { AssigneeForm, MemoForm } from './work-forms';
import { StoredQuoteSection } from '@/components/ui/stored-quote-section';
import { quoteSummary } from '@/lib/pricing/quote';

const label = (s: string | null) => (s && isApplicationStatus(s) ? STATUS_LABELS[s] : (s ?? ''));

const grid = 'grid grid-cols-[minmax(10rem,max-content)_1fr] gap-x-4 gap-y-1 bg-white p-4 text-sm';

/**
 * The detail of a stored record. An application reads as staff read it: the summary first
 * (applicationSummary), the status with the change, memo and 担当 forms, the bank account (masked
 * unless an administrator reveals it), the stored quote, every stored field under Japanese labels
 * by section (labelledSections, the table the CSV shares), the history by member name, and the
 * raw JSON collapsed at the bottom. The other kinds list their stored fields.
 */
export function RecordDetail({
  record,
  role,
  history,
  staff,
  constructionDates,
}: {
  record: StoredRecord;
  role: StaffRole;
  history: AuditRow[];
  staff: readonly { id: string; name: string }[];
  constructionDates: { min: string; max: string };
}) {
  const back = (
    <p className="text-sm">
      <Link href={`/admin/${record.kind}/`} className="underline">
        {RECORD_KIND_LABELS[record.kind]}の一覧へ
      </Link>
    </p>
  );
  if (record.kind !== 'applications')
    return (
      <div>
        {back}
        <h1 className="mt-2 text-2xl font-bold">受付番号 {record.row.receiptNumber}</h1>
        <section aria-labelledby="fields" className="mt-6">
          <h2 id="fields" className="text-lg font-bold">
            登録内容
          </h2>
          <dl className={`mt-2 ${grid}`}>
            {storedFields(record).map(([path, value]) => (
              <div key={path} className="contents">
                <dt className="font-mono text-gray-700">{path}</dt>
                <dd className="break-all">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
    );
  const row = record.row;
  const status = isApplicationStatus(row.status) ? row.status : null;
  const summary = applicationSummary(
    row.formData,
    row.quote ? row.quote.applied.map((a) => a.title) : null,
  );
  const assignee = staff.find((s) => s.id === row.assigneeId)?.name ?? '未割り当て';
  return (
    <div>
      {back}
      <h1 className="mt-2 text-2xl font-bold">受付番号 {row.receiptNumber}</h1>
      <section aria-labelledby="summary" className="mt-4 rounded bg-white p-4">
        <h2 id="summary" className="sr-only">
          概要
        </h2>
        <dl className="grid grid-cols-[minmax(8rem,max-content)_1fr] gap-x-4 gap-y-1">
          <dt className="text-sm text-gray-700">ステータス</dt>
          <dd className="font-bold" data-testid="current-status">
            {status ? STATUS_LABELS[status] : row.status}
            {row.constructionDate ? `（工事日 ${row.constructionDate}）` : ''}
          </dd>
          <dt className="text-sm text-gray-700">担当</dt>
          <dd data-testid="summary-assignee">{assignee}</dd>
          {row.cancelReason ? (
            <>
              <dt className="text-sm text-gray-700">キャンセルの理由</dt>
              <dd>{row.cancelReason}</dd>
            </>
          ) : null}
          {summary.map((s) => (
            <div key={s.testId} className="contents">
              <dt className="text-sm text-gray-700">{s.label}</dt>
              <dd className="break-all" data-testid={s.testId}>
                {s.value}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        {status ? (
          <section aria-labelledby="status" className="rounded bg-white p-4">
            <h2 id="status" className="text-lg font-bold">
              ステータスの変更
            </h2>
            <div className="mt-4">
              <StatusChangeForm
                key={`${row.status}-${history.length}`}
                receiptNumber={row.receiptNumber}
                current={status}
                options={nextStatuses(status)}
                dates={constructionDates}
              />
            </div>
          </section>
        ) : null}
        <section aria-labelledby="work" className="flex flex-col gap-6 rounded bg-white p-4">
          <h2 id="work" className="text-lg font-bold">
            担当・メモ
          </h2>
          <AssigneeForm
            key={`assignee-${history.length}`}
            receiptNumber={row.receiptNumber}
            assigneeId={row.assigneeId}
            staff={staff}
          />
          <MemoForm key={`memo-${history.length}`} receiptNumber={row.receiptNumber} />
        </section>
      </div>
      {row.bankAccountNoMasked ? (
        <section aria-labelledby="bank" className="mt-6 rounded bg-white p-4">
          <h2 id="bank" className="text-lg font-bold">
            口座番号
          </h2>
          <BankAccountReveal
            receiptNumber={row.receiptNumber}
            masked={row.bankAccountNoMasked}
            canReveal={canRevealBankAccount(role)}
          />
        </section>
      ) : null}
      {row.quote ? (
        <div className="mt-6">
          <StoredQuoteSection quote={quoteSummary(row.quote)} />
        </div>
      ) : null}
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
              <tr key={i} className="border-b" data-testid="history-row">
                <td className="p-2">{h.at}</td>
                <td className="p-2">{h.actor}</td>
                <td className="p-2">{h.action}</td>
                <td className="p-2">{label(h.fromStatus)}</td>
                <td className="p-2">
                  {label(h.toStatus)}
                  {h.constructionDate ? `（${h.constructionDate}）` : ''}
                </td>
                <td className="p-2 whitespace-pre-wrap">{h.note}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {labelledSections(row.formData).map((section) => (
        <section key={section.title} aria-label={section.title} className="mt-6">
          <h2 className="text-lg font-bold">{section.title}</h2>
          <dl className={`mt-2 ${grid}`}>
            {section.fields.map((field) => (
              <div key={field.path} className="contents">
                <dt className="text-gray-700">{field.label}</dt>
                <dd className="break-all">{field.value || '—'}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      <details className="mt-6 bg-white p-4 text-sm">
        <summary className="cursor-pointer font-bold">保存されたデータ（JSON）</summary>
        <pre className="mt-2 overflow-x-auto text-xs">{JSON.stringify(row.formData, null, 2)}</pre>
      </details>
    </div>
  );
}

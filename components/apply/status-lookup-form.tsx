'use client';

import { useActionState, useState } from 'react';
import { InputField } from '@/components/ui/form/field';
import { buttonClass } from '@/components/ui/button-class';
import { lookupStatusAction } from '@/lib/server/back-office/status-lookup-action';
import type { StatusLookupAnswer } from '@/lib/server/back-office/status-lookup';

const NOT_FOUND =
  '入力された受付番号と電話番号の組み合わせでは、お申し込みを確認できませんでした。受付番号と、お申し込み時の電話番号をご確認ください。';

/** Japanese date of a 'YYYY-MM-DD' construction day: 2026年12月1日. */
function japaneseDate(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return `${y}年${m}月${d}日`;
}

/**
 * The status lookup form: receipt number and phone number in, the status and (when set) the
 * construction date out; a wrong pair and an unknown receipt number get the same message.
 * The typed receipt and phone numbers stay in the fields after the answer (React would reset an
 * uncontrolled form after its action), so a mistyped character can be corrected in place; they
 * live only in this component's state, never in storage or the URL.
 */
export function StatusLookupForm() {
  const [answer, action, pending] = useActionState<StatusLookupAnswer | null, FormData>(
    lookupStatusAction,
    null,
  );
  const [receiptNumber, setReceiptNumber] = useState('');
  const [phone, setPhone] = useState('');
  return (
    <div className="flex max-w-md flex-col gap-6">
      <form action={action} className="flex flex-col gap-4">
        <InputField
          label="受付番号"
          name="receiptNumber"
          hint="例：A-20261127-7K3M9QXZW"
          autoComplete="off"
          value={receiptNumber}
          onChange={(e) => setReceiptNumber(e.target.value)}
          required
        />
        <InputField
          label="電話番号"
          name="phone"
          type="tel"
          hint="お申し込み時にご入力の電話番号（ハイフンなしでも可）"
          autoComplete="tel"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          required
        />
        <button type="submit" className={buttonClass()} disabled={pending}>
          確認する
        </button>
      </form>
      <div aria-live="polite">
        {answer?.result === 'found' ? (
          <dl className="rounded border border-gray-300 bg-white p-4" data-testid="status-answer">
            <dt className="text-sm text-gray-700">現在の状況</dt>
            <dd className="text-lg font-bold" data-testid="status-label">
              {answer.label}
            </dd>
            {answer.constructionDate ? (
              <>
                <dt className="mt-3 text-sm text-gray-700">工事日</dt>
                <dd className="text-lg font-bold" data-testid="construction-date">
                  {japaneseDate(answer.constructionDate)}
                </dd>
              </>
            ) : null}
          </dl>
        ) : answer?.result === 'notFound' ? (
          <p role="alert">{NOT_FOUND}</p>
        ) : answer?.result === 'invalid' ? (
          <p role="alert">
            受付番号（例：A-20261127-7K3M9QXZW、英数字は1文字でも違うと確認できません）と電話番号（10桁または11桁）を入力してください。
          </p>
        ) : answer?.result === 'limited' ? (
          <p role="alert">
            確認の回数が多すぎます。{Math.ceil(answer.retryAfterSeconds / 60)}
            分ほど待ってからお試しください。
          </p>
        ) : null}
      </div>
    </div>
  );
}

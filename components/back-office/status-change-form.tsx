'use client';

import { useActionState, useState } from 'react';
import { InputField, SelectField, TextAreaField } from '@/components/ui/form/field';
import { buttonClass } from '@/components/ui/button';
import { changeStatusAction, type FormState } from '@/lib/server/back-office/actions';
import { STATUS_LABELS, type ApplicationStatus } from '@/lib/back-office/status';

/**
 * The status change of one application: the next statuses the table allows (`options`), the
 * construction date for 工事日確定, a note (the reason for キャンセル). The server checks again.
 */
export function StatusChangeForm({
  receiptNumber,
  current,
  options,
}: {
  receiptNumber: string;
  current: ApplicationStatus;
  options: readonly ApplicationStatus[];
}) {
  const [state, action, pending] = useActionState<FormState, FormData>(changeStatusAction, {});
  const [to, setTo] = useState<string>(options[0] ?? '');
  if (options.length === 0) return <p className="text-sm">このステータスからは変更できません。</p>;
  return (
    <form action={action} className="flex max-w-md flex-col gap-4">
      <input type="hidden" name="receiptNumber" value={receiptNumber} />
      <input type="hidden" name="expected" value={current} />
      <SelectField
        label="変更後のステータス"
        name="to"
        value={to}
        onChange={(e) => setTo(e.target.value)}
        error={state.fields?.to}
      >
        {options.map((s) => (
          <option key={s} value={s}>
            {STATUS_LABELS[s]}
          </option>
        ))}
      </SelectField>
      {to === 'scheduled' ? (
        <InputField
          label="工事日"
          name="constructionDate"
          type="date"
          required
          error={state.fields?.constructionDate}
        />
      ) : null}
      <TextAreaField
        label={to === 'cancelled' ? 'キャンセルの理由' : 'メモ'}
        name="note"
        rows={3}
        required={to === 'cancelled'}
        error={state.fields?.note}
      />
      {state.message && !state.fields ? (
        <p role="alert" className="text-sm text-brand-dark">
          {state.message}
        </p>
      ) : null}
      <button type="submit" className={buttonClass()} disabled={pending}>
        ステータスを変更
      </button>
    </form>
  );
}

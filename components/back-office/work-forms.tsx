'use client';

import { useActionState, useState } from 'react';
import { SelectField, TextAreaField } from '@/components/ui/form/field';
import { buttonClass } from '@/components/ui/button-class';
import { addMemoAction, assignAction, type FormState } from '@/lib/server/back-office/actions';

/** 「メモを追加」: a memo on the application without changing its status; kept when refused. */
export function MemoForm({ receiptNumber }: { receiptNumber: string }) {
  const [state, action, pending] = useActionState<FormState, FormData>(addMemoAction, {});
  const [memo, setMemo] = useState('');
  return (
    <form action={action} className="flex max-w-md flex-col gap-3">
      <input type="hidden" name="receiptNumber" value={receiptNumber} />
      <TextAreaField
        label="メモ（ステータスは変わりません）"
        name="note"
        id="memo-note"
        rows={3}
        value={memo}
        onChange={(e) => setMemo(e.target.value)}
        error={state.fields?.note}
      />
      <button type="submit" className={buttonClass('outline')} disabled={pending}>
        メモを追加
      </button>
    </form>
  );
}

/** 「担当」: the staff member working the application (or nobody). */
export function AssigneeForm({
  receiptNumber,
  assigneeId,
  staff,
}: {
  receiptNumber: string;
  assigneeId: string | null;
  staff: readonly { id: string; name: string }[];
}) {
  const [state, action, pending] = useActionState<FormState, FormData>(assignAction, {});
  return (
    <form action={action} className="flex max-w-md items-end gap-3">
      <input type="hidden" name="receiptNumber" value={receiptNumber} />
      <SelectField
        label="担当"
        name="assignee"
        id="assignee"
        defaultValue={state.values?.assignee ?? assigneeId ?? ''}
        error={state.fields?.assignee}
        className="grow"
      >
        <option value="">未割り当て</option>
        {staff.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
      </SelectField>
      <button type="submit" className={buttonClass('outline')} disabled={pending}>
        担当を変更
      </button>
    </form>
  );
}

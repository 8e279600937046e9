'use client';

import { useActionState } from 'react';
import { InputField, SelectField } from '@/components/ui/form/field';
import { buttonClass } from '@/components/ui/button';
import {
  createStaffAction,
  revokeStaffSessionsAction,
  type FormState,
} from '@/lib/server/back-office/actions';
import { ROLE_LABELS, STAFF_PASSWORD_MIN_LENGTH, STAFF_ROLES } from '@/lib/back-office/roles';

/** New staff member (administrators): email, name, initial password (min 8), role. */
export function CreateStaffForm() {
  const [state, action, pending] = useActionState<FormState, FormData>(createStaffAction, {});
  return (
    <form action={action} className="flex max-w-md flex-col gap-4">
      <InputField
        label="メールアドレス"
        name="email"
        type="email"
        required
        error={state.fields?.email}
      />
      <InputField label="氏名" name="name" error={state.fields?.name} />
      <InputField
        label="初期パスワード"
        name="password"
        type="password"
        autoComplete="new-password"
        hint={`${STAFF_PASSWORD_MIN_LENGTH}文字以上`}
        required
        error={state.fields?.password}
      />
      <SelectField label="権限" name="role" defaultValue="operator" error={state.fields?.role}>
        {STAFF_ROLES.map((r) => (
          <option key={r} value={r}>
            {ROLE_LABELS[r]}
          </option>
        ))}
      </SelectField>
      {state.message ? (
        <p role={state.ok ? 'status' : 'alert'} className="text-sm">
          {state.message}
        </p>
      ) : null}
      <button type="submit" className={buttonClass()} disabled={pending}>
        スタッフを登録
      </button>
    </form>
  );
}

/** Ends every session of one staff member (administrators). */
export function RevokeSessionsButton({ userId, email }: { userId: string; email: string }) {
  const [state, action, pending] = useActionState<FormState, FormData>(
    revokeStaffSessionsAction,
    {},
  );
  return (
    <form action={action} className="flex items-center gap-2">
      <input type="hidden" name="userId" value={userId} />
      <button
        type="submit"
        className={buttonClass('text')}
        disabled={pending}
        aria-label={`${email} のすべてのセッションを終了`}
      >
        全セッション終了
      </button>
      {state.message ? <span className="text-sm">{state.message}</span> : null}
    </form>
  );
}

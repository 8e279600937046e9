'use client';

import { startTransition, useActionState, useState } from 'react';
import { InputField, SelectField } from '@/components/ui/form/field';
import { buttonClass } from '@/components/ui/button-class';
import {
  changeRoleAction,
  createStaffAction,
  revokeStaffSessionsAction,
  setDisabledAction,
  type FormState,
} from '@/lib/server/back-office/actions';
import {
  ROLE_LABELS,
  STAFF_PASSWORD_MIN_LENGTH,
  STAFF_ROLES,
  type StaffRole,
} from '@/lib/back-office/roles';

/**
 * New staff member (administrators): email, name, initial password (min 8), role. What was typed
 * stays when the server refuses; the form empties after a member is registered.
 */
export function CreateStaffForm() {
  const [values, setValues] = useState({ email: '', name: '', password: '', role: 'operator' });
  const [state, action, pending] = useActionState<FormState, FormData>(async (prev, data) => {
    const next = await createStaffAction(prev, data);
    if (next.ok) setValues({ email: '', name: '', password: '', role: 'operator' });
    return next;
  }, {});
  const set = (name: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: e.target.value }));
  return (
    // Submitted by hand, not through `action`: React's automatic form reset would put the
    // controlled select back to its default while the state keeps the chosen role.
    <form
      onSubmit={(e) => {
        e.preventDefault();
        const data = new FormData(e.currentTarget);
        startTransition(() => action(data));
      }}
      className="flex max-w-md flex-col gap-4"
    >
      <InputField
        label="メールアドレス"
        name="email"
        type="email"
        required
        value={values.email}
        onChange={set('email')}
        error={state.fields?.email}
      />
      <InputField
        label="氏名"
        name="name"
        value={values.name}
        onChange={set('name')}
        error={state.fields?.name}
      />
      <InputField
        label="初期パスワード"
        name="password"
        type="password"
        autoComplete="new-password"
        hint={`${STAFF_PASSWORD_MIN_LENGTH}文字以上`}
        required
        value={values.password}
        onChange={set('password')}
        error={state.fields?.password}
      />
      <SelectField
        label="権限"
        name="role"
        value={values.role}
        onChange={set('role')}
        error={state.fields?.role}
      >
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

/** One member's role (administrators): a select and 変更; the last administrator stays one. */
export function RoleForm({
  userId,
  email,
  role,
}: {
  userId: string;
  email: string;
  role: StaffRole;
}) {
  const [state, action, pending] = useActionState<FormState, FormData>(changeRoleAction, {});
  return (
    <form action={action} className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="userId" value={userId} />
      <select
        name="role"
        defaultValue={role}
        aria-label={`${email} の権限`}
        className="min-h-10 rounded border border-gray-400 bg-white px-2"
      >
        {STAFF_ROLES.map((r) => (
          <option key={r} value={r}>
            {ROLE_LABELS[r]}
          </option>
        ))}
      </select>
      <button type="submit" className={buttonClass('text')} disabled={pending}>
        権限を変更
      </button>
      {state.message ? (
        <span role={state.ok ? 'status' : 'alert'} className="text-sm">
          {state.message}
        </span>
      ) : null}
    </form>
  );
}

/** Disables a member (sign-in refused, sessions ended) or enables them again. */
export function DisableButton({
  userId,
  email,
  disabled,
}: {
  userId: string;
  email: string;
  disabled: boolean;
}) {
  const [state, action, pending] = useActionState<FormState, FormData>(setDisabledAction, {});
  return (
    <form action={action} className="flex items-center gap-2">
      <input type="hidden" name="userId" value={userId} />
      <input type="hidden" name="disabled" value={disabled ? '0' : '1'} />
      <button
        type="submit"
        className={buttonClass('text')}
        disabled={pending}
        aria-label={`${email} を${disabled ? '有効にする' : '無効にする'}`}
      >
        {disabled ? '有効にする' : '無効にする'}
      </button>
      {state.message ? (
        <span role={state.ok ? 'status' : 'alert'} className="text-sm">
          {state.message}
        </span>
      ) : null}
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

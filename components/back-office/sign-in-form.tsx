'use client';

import { useActionState } from 'react';
import { InputField } from '@/components/ui/form/field';
import { buttonClass } from '@/components/ui/button-class';
import { signInAction, type FormState } from '@/lib/server/back-office/actions';
import { STAFF_PASSWORD_MIN_LENGTH } from '@/lib/back-office/roles';

/** Staff sign-in form (email + password); the server action answers one neutral message. */
export function SignInForm() {
  const [state, action, pending] = useActionState<FormState, FormData>(signInAction, {});
  return (
    <form action={action} className="flex flex-col gap-4" noValidate>
      <InputField
        label="メールアドレス"
        name="email"
        type="email"
        autoComplete="username"
        required
      />
      <InputField
        label="パスワード"
        name="password"
        type="password"
        autoComplete="current-password"
        minLength={STAFF_PASSWORD_MIN_LENGTH}
        required
      />
      {state.message ? (
        <p role="alert" className="text-sm text-brand-dark">
          {state.message}
        </p>
      ) : null}
      <button type="submit" className={buttonClass()} disabled={pending}>
        サインイン
      </button>
    </form>
  );
}

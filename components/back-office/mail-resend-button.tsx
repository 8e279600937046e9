'use client';

import { useActionState } from 'react';
import { buttonClass } from '@/components/ui/button-class';
import { resendMailAction, type FormState } from '@/lib/server/back-office/actions';

/** 再送 of one failed message (administrators); the server checks the role and logs the resend. */
export function MailResendButton({ mailId }: { mailId: number }) {
  const [state, action, pending] = useActionState<FormState, FormData>(resendMailAction, {});
  if (state.ok) return <span role="status">{state.message}</span>;
  return (
    <form action={action} className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="mailId" value={mailId} />
      <button type="submit" className={buttonClass('outline')} disabled={pending}>
        再送
      </button>
      {state.message ? (
        <span role="alert" className="text-sm text-brand-dark">
          {state.message}
        </span>
      ) : null}
    </form>
  );
}

'use client';

import { useActionState } from 'react';
import { buttonClass } from '@/components/ui/button-class';
import { revealBankAccountAction, type FormState } from '@/lib/server/back-office/actions';

/**
 * The bank account number: masked (`****567`); an administrator may reveal it (the server logs
 * each reveal in the audit log). The revealed number lives only in this component's state.
 */
export function BankAccountReveal({
  receiptNumber,
  masked,
  canReveal,
}: {
  receiptNumber: string;
  masked: string;
  canReveal: boolean;
}) {
  const [state, action, pending] = useActionState<FormState & { accountNo?: string }, FormData>(
    revealBankAccountAction,
    {},
  );
  return (
    <div className="flex flex-wrap items-center gap-3">
      <span data-testid="bank-account">{state.accountNo ?? masked}</span>
      {canReveal && !state.accountNo ? (
        <form action={action}>
          <input type="hidden" name="receiptNumber" value={receiptNumber} />
          <button type="submit" className={buttonClass('outline')} disabled={pending}>
            口座番号を表示（記録されます）
          </button>
        </form>
      ) : null}
      {state.message ? (
        <span role="alert" className="text-sm text-brand-dark">
          {state.message}
        </span>
      ) : null}
    </div>
  );
}

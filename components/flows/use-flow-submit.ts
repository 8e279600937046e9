'use client';

import { useState } from 'react';
import type { ErrorOption } from 'react-hook-form';
import { flowErrorMessage, serverFieldErrors } from '@/lib/flows/calls';

/**
 * The submit of a visitor flow's form (contact, transfer, option application: README "Visitor
 * flows"; their calls are those of spec section 7). `onSubmit` hands the parsed values to `send`;
 * when `send` throws, the server's field messages (BAD_USER_INPUT) go to their fields through
 * react-hook-form's `setError`, and `summary` carries the form-level message of
 * `flowErrorMessage` (lib/flows/calls.ts) for the form's ErrorSummary. Its `focusKey` changes on
 * every submit and every failure, so the summary takes the focus again even when the same failure
 * comes twice. What the visitor typed stays in the form.
 */
export function useFlowSubmit<T>(
  form: { setError: (name: never, error: ErrorOption) => void; submitCount: number },
  send: (data: T) => Promise<void>,
): {
  onSubmit: (data: T) => Promise<void>;
  summary: { message: string | undefined; focusKey: number };
} {
  const [failure, setFailure] = useState<{ message: string; key: number } | null>(null);
  const onSubmit = async (data: T) => {
    setFailure(null);
    try {
      await send(data);
    } catch (e) {
      for (const f of serverFieldErrors(e)) form.setError(f.name as never, { message: f.message });
      setFailure({ message: flowErrorMessage(e), key: Date.now() });
    }
  };
  return {
    onSubmit,
    summary: { message: failure?.message, focusKey: form.submitCount + (failure?.key ?? 0) },
  };
}

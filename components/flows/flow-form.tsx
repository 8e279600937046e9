'use client';

import type { ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { ErrorSummary } from '@/components/ui/form/error-summary';
import type { LazyResolver } from '@/components/ui/form/lazy-resolver';
import { useFlowSubmit } from './use-flow-submit';

/** What useFlowForm returns: the form, its validation, the submit handler and the summary's props. */
export interface FlowFormState<TValues extends FieldValues, TOutput> {
  form: UseFormReturn<TValues, unknown, TOutput>;
  validation: LazyResolver<TValues, TOutput>;
  onSubmit: (data: TOutput) => Promise<void>;
  summary: { message: string | undefined; focusKey: number };
}

/**
 * One visitor flow form's state (contact, transfer, option application: README "Visitor
 * flows"): react-hook-form over the fields' values TValues, validated by `validation` (the form's
 * zod schema, loaded at the first focus: ./flow-form-schemas.ts) on touch, whose OUTPUT TOutput
 * is what `send` gets (useFlowSubmit: a failure puts the server's field messages at their fields
 * and a message in the summary).
 */
export function useFlowForm<TValues extends FieldValues, TOutput>(
  validation: LazyResolver<TValues, TOutput>,
  defaultValues: DefaultValues<TValues>,
  send: (data: TOutput) => Promise<void>,
): FlowFormState<TValues, TOutput> {
  const form = useForm<TValues, unknown, TOutput>({
    resolver: validation.resolver,
    defaultValues,
    mode: 'onTouched',
    shouldFocusError: false,
  });
  const { onSubmit, summary } = useFlowSubmit<TOutput>(
    { setError: form.setError, submitCount: form.formState.submitCount },
    send,
  );
  return { form, validation, onSubmit, summary };
}

/**
 * The <form> of a useFlowForm: posted by script only (noValidate: the schema's Japanese messages
 * at the fields), the schema's load started at the first focus, the error summary first.
 */
export function FlowForm<TValues extends FieldValues, TOutput>({
  flow: { form, validation, onSubmit, summary },
  label,
  className,
  children,
}: {
  flow: FlowFormState<TValues, TOutput>;
  /** The form's accessible name. */
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form
      method="post"
      noValidate
      onSubmit={(e) => void form.handleSubmit(onSubmit)(e)}
      onFocus={validation.preload}
      aria-label={label}
      className={className}
    >
      <ErrorSummary errors={form.formState.errors} {...summary} />
      {children}
    </form>
  );
}

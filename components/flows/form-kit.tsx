'use client';

import { summaryLine } from '@/components/ui/field-label';
import { useEffect, useRef, type ComponentProps, type ReactNode } from 'react';
import type { FieldErrors, FieldValues, UseFormReturn } from 'react-hook-form';
import { ButtonLink } from '@/components/ui/button';

/** The DOM id of a form field by its react-hook-form name ('address.postalCode' -> 'f-address-postalCode'). */
export const fieldId = (name: string) => `f-${name.replace(/\./g, '-')}`;

/**
 * Shows the form's watchers what a visitor typed before the page's JavaScript ran. The fields are
 * server-rendered and accept input at once; react-hook-form (7.92) takes such a value into the
 * form state when it registers the field ("edited before ready": text, selects, checkboxes), but
 * each useWatch computed its value in the render before that, so a watcher (the contact form's
 * time slots follow the date) would keep the default until the next change. Once after mount
 * (useWatch has subscribed in a layout effect by then), if the form state differs from
 * `defaultValues`, it is published again to every watcher, the typed fields marked dirty. For
 * server-rendered forms that watch values. Nothing is stored anywhere else.
 */
export function useShowTypedValuesToWatchers<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'getValues' | 'setValues'>,
  defaultValues: T,
): void {
  const { getValues, setValues } = form;
  useEffect(() => {
    const values = getValues();
    if (JSON.stringify(values) !== JSON.stringify(defaultValues)) {
      setValues(values, { shouldDirty: true });
    }
  }, [getValues, setValues, defaultValues]);
}

/** Flattens react-hook-form errors to { name, message } in field order (nested objects included). */
export function flattenErrors(
  errors: FieldErrors,
  prefix = '',
): { name: string; message: string }[] {
  const out: { name: string; message: string }[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!value || key === 'root' || key === 'ref') continue;
    const name = prefix ? `${prefix}.${key}` : key;
    const message = (value as { message?: unknown }).message;
    if (typeof message === 'string' && message) out.push({ name, message });
    else if (typeof value === 'object') out.push(...flattenErrors(value as FieldErrors, name));
  }
  return out;
}

/**
 * The error summary above a form (house rules: messages next to fields, plus a summary that
 * takes focus): shown after a refused submit or a failed call; each line links to its field.
 * `focusKey` changes on every refused submit so focus moves here again.
 */
export function ErrorSummary({
  errors,
  message,
  focusKey,
}: {
  errors: { name: string; message: string }[];
  message?: string | null;
  focusKey: number;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const visible = errors.length > 0 || Boolean(message);
  useEffect(() => {
    if (visible && focusKey > 0) ref.current?.focus();
  }, [focusKey, visible]);
  if (!visible) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      data-testid="error-summary"
      className="mb-6 rounded-lg border-2 border-brand bg-white p-4 outline-none focus-visible:ring-3 focus-visible:ring-accent"
    >
      <h2 className="font-bold text-brand-dark">入力内容をご確認ください</h2>
      {message ? <p className="mt-2 text-sm">{message}</p> : null}
      {errors.length > 0 ? (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
          {errors.map((e) => (
            <li key={e.name}>
              <a href={`#${fieldId(e.name)}`} className="text-brand-dark underline">
                {summaryLine(fieldId(e.name), e.message)}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

const inputClass = (error?: string) =>
  `min-h-12 w-full rounded border bg-white px-3 text-base outline-none focus:border-2 focus:border-accent ${error ? 'border-brand' : 'border-gray-500'}`;

function Message({ id, error, hint }: { id: string; error?: string; hint?: string }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-gray-700">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-brand-dark">
          {error}
        </p>
      ) : null}
    </>
  );
}

const describedBy = (id: string, error?: string, hint?: string) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

function Label({ id, label, required }: { id: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={id} className="text-sm font-bold">
      {label}
      {required ? (
        <span className="text-keep ml-2 rounded bg-brand px-1.5 py-0.5 text-xs text-white">
          必須
        </span>
      ) : null}
    </label>
  );
}

type FieldProps = {
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  className?: string;
};

/** An outlined text input with its label, hint and the error next to it; its id comes from `name` (spread register(name)). Extra props go to <input>. */
export function InputField({
  label,
  error,
  hint,
  required,
  className = '',
  ...input
}: FieldProps & ComponentProps<'input'>) {
  const id = fieldId(input.name ?? '');
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <Label id={id} label={label} required={required} />
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={inputClass(error)}
        {...input}
      />
      <Message id={id} error={error} hint={hint} />
    </div>
  );
}

/** A <select> with its label and error. */
export function SelectField({
  label,
  error,
  hint,
  required,
  className = '',
  children,
  ...select
}: FieldProps & ComponentProps<'select'>) {
  const id = fieldId(select.name ?? '');
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <Label id={id} label={label} required={required} />
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={inputClass(error)}
        {...select}
      >
        {children}
      </select>
      <Message id={id} error={error} hint={hint} />
    </div>
  );
}

/** A <textarea> with its label and error. */
export function TextAreaField({
  label,
  error,
  hint,
  required,
  className = '',
  ...area
}: FieldProps & ComponentProps<'textarea'>) {
  const id = fieldId(area.name ?? '');
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <Label id={id} label={label} required={required} />
      <textarea
        id={id}
        rows={5}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={`${inputClass(error)} py-2`}
        {...area}
      />
      <Message id={id} error={error} hint={hint} />
    </div>
  );
}

/** A check box with its label (e.g. consent) and the error under it. */
export function CheckboxField({
  label,
  error,
  className = '',
  ...input
}: Omit<FieldProps, 'label'> & { label: ReactNode } & ComponentProps<'input'>) {
  const id = fieldId(input.name ?? '');
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="flex min-h-11 items-center gap-3 text-base">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="size-5 accent-brand"
          {...input}
        />
        <span>{label}</span>
      </label>
      <Message id={id} error={error} />
    </div>
  );
}

/**
 * The receipt at the end of a flow: the server's receipt number, what happens next, and links on.
 * Holds no personal data (only the receipt number is shown).
 */
export function FlowReceipt({
  title,
  receiptNumber,
  children,
}: {
  title: string;
  receiptNumber: string;
  children?: ReactNode;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <section data-testid="flow-receipt" className="rounded-lg border-2 border-accent bg-white p-6">
      <h2 ref={ref} tabIndex={-1} className="text-xl font-bold outline-none">
        {title}
      </h2>
      <p className="mt-4">
        受付番号：
        <strong
          data-testid="receipt-number"
          className="text-keep text-xl tracking-wider sm:text-2xl"
        >
          {receiptNumber}
        </strong>
      </p>
      <p className="mt-2 text-sm text-gray-700">
        お問い合わせの際は受付番号をお伝えください。この画面を閉じると受付番号は再表示できませんので、控えておいてください。
      </p>
      {children ? <div className="mt-4 space-y-2 text-sm leading-7">{children}</div> : null}
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <ButtonLink href="/" variant="outline">
          トップページへ
        </ButtonLink>
        <ButtonLink href="/support/" variant="text">
          現在ご利用中の方の窓口へ
        </ButtonLink>
      </div>
    </section>
  );
}

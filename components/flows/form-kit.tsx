'use client';

import { useEffect, useRef, type ComponentProps, type ReactNode, type RefObject } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ButtonLink } from '@/components/ui/button';

/** The DOM id of a form field by its react-hook-form name ('address.postalCode' -> 'f-address-postalCode'). */
export const fieldId = (name: string) => `f-${name.replace(/\./g, '-')}`;

/**
 * Keeps what a visitor typed or chose before the page's JavaScript ran. The server-rendered
 * fields accept input at once, and the browser keeps it through hydration, but react-hook-form
 * starts from its default values: the field would show a date while the form treats it as empty
 * (and the time select next to it stays disabled). On mount, every named field of the form that
 * holds a value, or differs from the form state, is set into the form again: text, date, select
 * and textarea values; a checkbox as a boolean, or as the list of checked values when the form
 * holds an array; the checked radio's value. Returns the ref to put on the <form>. Nothing is
 * stored anywhere else.
 */
export function useAdoptTypedValues<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'getValues' | 'setValue' | 'reset'>,
): RefObject<HTMLFormElement | null> {
  const ref = useRef<HTMLFormElement | null>(null);
  const { getValues, setValue, reset } = form;
  useEffect(() => {
    // After this commit's effects, so every useWatch of the form has subscribed.
    const task = setTimeout(() => {
      if (adopt(ref.current, getValues, setValue)) {
        // react-hook-form may already hold a typed value (it reads the field while registering it)
        // without having told its watchers (the time slots follow useWatch): a reset to the
        // current values tells them, and keeps the default values for isDirty.
        reset(getValues(), { keepDefaultValues: true });
      }
    }, 0);
    return () => clearTimeout(task);
  }, [getValues, setValue, reset]);
  return ref;
}

/**
 * Sets every typed field of `form` into the form state (see useAdoptTypedValues). Returns true
 * when some field holds a value.
 */
function adopt<T extends FieldValues>(
  form: HTMLFormElement | null,
  getValues: UseFormReturn<T>['getValues'],
  setValue: UseFormReturn<T>['setValue'],
): boolean {
  let typedAny = false;
  const fields = Array.from(form?.elements ?? []).filter(
    (el): el is HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement =>
      (el instanceof HTMLInputElement ||
        el instanceof HTMLSelectElement ||
        el instanceof HTMLTextAreaElement) &&
      el.name !== '' &&
      !el.disabled,
  );
  const names = [...new Set(fields.map((f) => f.name))];
  for (const name of names) {
    const current: unknown = getValues(name as Path<T>);
    if (current === undefined) continue; // not a field of this form
    const same = fields.filter((f) => f.name === name);
    const first = same[0]!;
    let typed: unknown;
    if (first instanceof HTMLInputElement && first.type === 'checkbox') {
      const boxes = same as HTMLInputElement[];
      if (Array.isArray(current)) typed = boxes.filter((b) => b.checked).map((b) => b.value);
      else if (typeof current === 'boolean') typed = boxes[0]!.checked;
      else continue;
    } else if (first instanceof HTMLInputElement && first.type === 'radio') {
      const checked = (same as HTMLInputElement[]).find((r) => r.checked);
      if (!checked) continue;
      typed = checked.value;
    } else {
      typed = first.value;
    }
    const empty = typed === '' || typed === false || (Array.isArray(typed) && typed.length === 0);
    if (!empty) typedAny = true;
    if (JSON.stringify(typed) !== JSON.stringify(current)) {
      setValue(name as Path<T>, typed as never, { shouldDirty: true });
    }
  }
  return typedAny;
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
                {e.message}
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
        <span className="ml-2 rounded bg-brand px-1.5 py-0.5 text-xs text-white">必須</span>
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
        <strong data-testid="receipt-number" className="text-2xl tracking-wider">
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

'use client';

import { summaryLine } from '@/components/ui/field-label';
import { forwardRef, useState, type ComponentProps, type ReactNode } from 'react';
import { get, type FieldErrors, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { lookupPostalCode } from '@/lib/area/postal-lookup';
import { digitsOnly } from '@/lib/validation/normalize';

/** The react-hook-form instance the step forms pass to their fields (values are the step schema's input). */
export type StepForm = UseFormReturn<FieldValues>;

/** DOM id of a field from its react-hook-form name ('contactInfo.postalCode' -> 'f-contactInfo-postalCode'). */
export const fieldId = (name: string) => `f-${name.replace(/\./g, '-')}`;

function errorOf(form: StepForm, name: string): string | undefined {
  const e = get(form.formState.errors, name) as { message?: unknown } | undefined;
  return typeof e?.message === 'string' ? e.message : undefined;
}

function describedBy(id: string, hint: boolean, error: boolean): string | undefined {
  return (
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') ||
    undefined
  );
}

function Required() {
  return (
    <span className="text-keep ml-2 rounded bg-brand px-1.5 py-0.5 text-xs font-bold text-white">
      必須
    </span>
  );
}

function Hint({ id, children }: { id: string; children?: ReactNode }) {
  return children ? (
    <p id={`${id}-hint`} className="text-sm text-gray-700">
      {children}
    </p>
  ) : null;
}

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={`${id}-error`} className="text-sm font-bold text-brand-dark">
      {message}
    </p>
  ) : null;
}

const inputClass = (error: boolean) =>
  `min-h-12 w-full rounded border bg-white px-3 text-base outline-none focus:border-2 focus:border-accent ${error ? 'border-brand' : 'border-gray-500'}`;

/**
 * A labelled text input bound to `name`: the error appears under it (aria-invalid and
 * aria-describedby point at it), hints likewise. Extra props go to the <input>.
 */
export function TextInput({
  form,
  name,
  label,
  hint,
  required = false,
  className = '',
  ...input
}: {
  form: StepForm;
  name: string;
  label: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
} & Omit<ComponentProps<'input'>, 'name' | 'form'>) {
  const id = fieldId(name);
  const error = errorOf(form, name);
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="font-bold">
        {label}
        {required ? <Required /> : null}
      </label>
      <Hint id={id}>{hint}</Hint>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, Boolean(hint), Boolean(error))}
        className={inputClass(Boolean(error))}
        {...input}
        {...form.register(name)}
      />
      <FieldError id={id} message={error} />
    </div>
  );
}

/** A labelled <select> bound to `name`; options as [value, label]; an empty first option when `placeholder`. */
export function SelectInput({
  form,
  name,
  label,
  options,
  placeholder,
  required = false,
  hint,
  className = '',
}: {
  form: StepForm;
  name: string;
  label: string;
  options: readonly (readonly [string | number, string])[];
  placeholder?: string;
  required?: boolean;
  hint?: ReactNode;
  className?: string;
}) {
  const id = fieldId(name);
  const error = errorOf(form, name);
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="font-bold">
        {label}
        {required ? <Required /> : null}
      </label>
      <Hint id={id}>{hint}</Hint>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, Boolean(hint), Boolean(error))}
        className={inputClass(Boolean(error))}
        {...form.register(name)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map(([value, text]) => (
          <option key={String(value)} value={String(value)}>
            {text}
          </option>
        ))}
      </select>
      <FieldError id={id} message={error} />
    </div>
  );
}

/**
 * Radio buttons bound to `name` in a fieldset with its legend. `numeric` stores numbers (the
 * schema's 0 | 1 codes) instead of strings.
 */
export function RadioGroup({
  form,
  name,
  legend,
  options,
  required = false,
  hint,
  numeric = false,
  boolean = false,
}: {
  form: StepForm;
  name: string;
  legend: string;
  options: readonly (readonly [string | number | boolean, string])[];
  required?: boolean;
  hint?: ReactNode;
  numeric?: boolean;
  boolean?: boolean;
}) {
  const id = fieldId(name);
  const error = errorOf(form, name);
  // Controlled through setValue: a registered radio ref would make react-hook-form read the
  // value from that one DOM radio instead of the form values.
  const value = form.watch(name) as unknown;
  return (
    <fieldset
      aria-describedby={describedBy(id, Boolean(hint), Boolean(error))}
      aria-invalid={error ? true : undefined}
      className="flex flex-col gap-2"
    >
      <legend className="mb-1 font-bold">
        {legend}
        {required ? <Required /> : null}
      </legend>
      <Hint id={id}>{hint}</Hint>
      <div className="flex flex-wrap gap-3">
        {options.map(([v, text], i) => (
          <label
            key={String(v)}
            className="flex min-h-12 cursor-pointer items-center gap-2 rounded border border-gray-400 bg-white px-4 has-[:checked]:border-2 has-[:checked]:border-brand"
          >
            <input
              type="radio"
              id={i === 0 ? id : `${id}-${i}`}
              name={name}
              value={String(v)}
              checked={String(value) === String(v)}
              onChange={() =>
                form.setValue(name, boolean ? v === true : numeric ? Number(v) : v, {
                  shouldDirty: true,
                  shouldValidate: form.formState.isSubmitted,
                })
              }
              className="size-5 accent-brand"
            />
            {text}
          </label>
        ))}
      </div>
      <FieldError id={id} message={error} />
    </fieldset>
  );
}

/** One checkbox bound to a boolean `name` (agreements, choices). */
export function CheckboxInput({
  form,
  name,
  label,
  hint,
  required = false,
}: {
  form: StepForm;
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
}) {
  const id = fieldId(name);
  const error = errorOf(form, name);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="flex min-h-12 cursor-pointer items-center gap-3">
        <input
          type="checkbox"
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, Boolean(hint), Boolean(error))}
          className="size-5 shrink-0 accent-brand"
          {...form.register(name)}
        />
        <span>
          {label}
          {required ? <Required /> : null}
        </span>
      </label>
      <Hint id={id}>{hint}</Hint>
      <FieldError id={id} message={error} />
    </div>
  );
}

/** Checkboxes storing the chosen values of `options` as an array at `name` (dowConstruction). */
export function CheckboxGroup({
  form,
  name,
  legend,
  options,
  hint,
}: {
  form: StepForm;
  name: string;
  legend: string;
  options: readonly (readonly [string, string])[];
  hint?: ReactNode;
}) {
  const id = fieldId(name);
  const error = errorOf(form, name);
  return (
    <fieldset
      aria-describedby={describedBy(id, Boolean(hint), Boolean(error))}
      className="flex flex-col gap-2"
    >
      <legend className="mb-1 font-bold">{legend}</legend>
      <Hint id={id}>{hint}</Hint>
      <div className="flex flex-wrap gap-3">
        {options.map(([v, text], i) => (
          <label
            key={v}
            className="flex min-h-12 cursor-pointer items-center gap-2 rounded border border-gray-400 bg-white px-3"
          >
            <input
              type="checkbox"
              id={i === 0 ? id : `${id}-${i}`}
              value={v}
              className="size-5 accent-brand"
              {...form.register(name)}
            />
            {text}
          </label>
        ))}
      </div>
      <FieldError id={id} message={error} />
    </fieldset>
  );
}

/**
 * One phone field at `${base}.number` (the schema fills phone1-3 from it); errors the schema
 * reports at phone1-3 (blank, non-digits) are shown here too.
 */
export function PhoneInput({
  form,
  base,
  label,
  hint,
  required = false,
}: {
  form: StepForm;
  base: string;
  label: string;
  hint?: ReactNode;
  required?: boolean;
}) {
  const name = `${base}.number`;
  const id = fieldId(name);
  const error =
    errorOf(form, name) ??
    errorOf(form, `${base}.phone1`) ??
    errorOf(form, `${base}.phone2`) ??
    errorOf(form, `${base}.phone3`);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-bold">
        {label}
        {required ? <Required /> : null}
      </label>
      <Hint id={id}>{hint}</Hint>
      <input
        id={id}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, Boolean(hint), Boolean(error))}
        className={`${inputClass(Boolean(error))} max-w-72`}
        {...form.register(name)}
      />
      <FieldError id={id} message={error} />
    </div>
  );
}

/** Year, month and day selects for `${prefix}Year|Month|Date` with one error under them (at the year). */
export function DateSelects({
  form,
  prefix,
  legend,
  years,
  required = false,
  hint,
}: {
  form: StepForm;
  /** e.g. 'dob' -> dobYear, dobMonth, dobDate; 'contactInfo.sendingDeadline'. */
  prefix: string;
  legend: string;
  years: readonly number[];
  required?: boolean;
  hint?: ReactNode;
}) {
  const id = fieldId(`${prefix}Year`);
  const error =
    errorOf(form, `${prefix}Year`) ??
    errorOf(form, `${prefix}Month`) ??
    errorOf(form, `${prefix}Date`);
  const part = (suffix: string, label: string, values: readonly number[]) => {
    const pid = fieldId(`${prefix}${suffix}`);
    return (
      <label htmlFor={pid} className="flex items-center gap-1">
        <select
          id={pid}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, Boolean(hint), Boolean(error))}
          className={`${inputClass(Boolean(error))} w-auto`}
          {...form.register(`${prefix}${suffix}`)}
        >
          <option value="">--</option>
          {values.map((v) => (
            <option key={v} value={String(v)}>
              {v}
            </option>
          ))}
        </select>
        <span>{label}</span>
      </label>
    );
  };
  const range = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => from + i);
  return (
    <fieldset
      aria-describedby={describedBy(id, Boolean(hint), Boolean(error))}
      className="flex flex-col gap-2"
    >
      <legend className="mb-1 font-bold">
        {legend}
        {required ? <Required /> : null}
      </legend>
      <Hint id={id}>{hint}</Hint>
      <div className="flex flex-wrap items-center gap-3">
        {part('Year', '年', years)}
        {part('Month', '月', range(1, 12))}
        {part('Date', '日', range(1, 31))}
      </div>
      <FieldError id={id} message={error} />
    </fieldset>
  );
}

/**
 * Postal code with "郵便番号から住所を入力": GET /api/postal/ (lib/area/postal-lookup.ts) fills
 * `${base}.state_kanji`, `city_kanji` and `town_kanji`; then 丁目・番地, building and room.
 */
export function AddressFields({
  form,
  base,
  legend,
}: {
  form: StepForm;
  base: string;
  legend: string;
}) {
  const [status, setStatus] = useState<string>('');
  const fill = async () => {
    const code = digitsOnly(String(form.getValues(`${base}.postalCode`) ?? ''));
    if (code.length !== 7) {
      setStatus('郵便番号を7桁で入力してください。');
      return;
    }
    setStatus('住所を検索しています…');
    try {
      const found = await lookupPostalCode(code);
      const first = found[0];
      if (!first) {
        setStatus('該当する住所が見つかりませんでした。住所を直接入力してください。');
        return;
      }
      const opts = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
      form.setValue(`${base}.postalCode`, code, opts);
      form.setValue(`${base}.state_kanji`, first.prefecture, opts);
      form.setValue(`${base}.city_kanji`, first.city, opts);
      form.setValue(`${base}.town_kanji`, found.length === 1 ? first.town : '', opts);
      setStatus(
        found.length === 1
          ? '住所を入力しました。続けて丁目・番地を入力してください。'
          : '市区町村まで入力しました。町名を入力してください。',
      );
    } catch {
      setStatus('住所を検索できませんでした。住所を直接入力してください。');
    }
  };
  return (
    <fieldset className="flex flex-col gap-4 rounded border border-gray-300 p-4">
      <legend className="px-1 font-bold">{legend}</legend>
      <div className="flex flex-wrap items-end gap-3">
        <TextInput
          form={form}
          name={`${base}.postalCode`}
          label="郵便番号"
          required
          inputMode="numeric"
          autoComplete="postal-code"
          hint="ハイフンなしの7桁（例：4600008）"
          className="w-52"
        />
        <button
          type="button"
          onClick={() => void fill()}
          className="mb-1 min-h-12 rounded border-2 border-brand bg-white px-4 font-bold text-brand-dark"
        >
          郵便番号から住所を入力
        </button>
      </div>
      <p role="status" className="text-sm text-gray-700">
        {status}
      </p>
      <TextInput
        form={form}
        name={`${base}.state_kanji`}
        label="都道府県"
        required
        autoComplete="address-level1"
      />
      <TextInput
        form={form}
        name={`${base}.city_kanji`}
        label="市区町村"
        required
        autoComplete="address-level2"
      />
      <TextInput
        form={form}
        name={`${base}.town_kanji`}
        label="町名・大字"
        autoComplete="address-level3"
      />
      <TextInput
        form={form}
        name={`${base}.line1_kanji`}
        label="丁目・番地"
        required
        hint="例：3丁目1-1"
      />
      <TextInput form={form} name={`${base}.line2_kanji`} label="建物名" />
      <TextInput form={form} name={`${base}.line3_kanji`} label="部屋番号" />
    </fieldset>
  );
}

/** Every message of a react-hook-form errors object with its field name, in form order. */
export function flattenErrors(
  errors: FieldErrors,
  prefix = '',
): { name: string; message: string }[] {
  const out: { name: string; message: string }[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object') continue;
    const name = prefix ? `${prefix}.${key}` : key;
    const v = value as { message?: unknown; type?: unknown };
    if (typeof v.message === 'string' && v.message !== '') out.push({ name, message: v.message });
    else out.push(...flattenErrors(value as FieldErrors, name));
  }
  return out;
}

/**
 * The error summary above a step's form: a heading and a link per error that moves focus to the
 * field. It takes focus itself after a failed submit (tabIndex -1, role alert).
 */
export const ErrorSummary = forwardRef<HTMLDivElement, { form: StepForm }>(function ErrorSummary(
  { form },
  ref,
) {
  const items = flattenErrors(form.formState.errors);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby="error-summary-title"
      data-testid="error-summary"
      hidden={items.length === 0}
      className="rounded border-2 border-brand bg-brand-soft p-4 outline-none focus:outline-3 focus:outline-accent"
    >
      <h2 id="error-summary-title" className="font-bold text-brand-dark">
        入力内容をご確認ください（{items.length}件）
      </h2>
      <ul className="mt-2 list-disc pl-5">
        {items.map((item) => (
          <li key={item.name}>
            <a
              href={`#${fieldId(item.name)}`}
              onClick={(e) => {
                e.preventDefault();
                const target = item.name.replace(/\.phone[123]$/, '.number');
                const el = document.getElementById(fieldId(target));
                if (el) el.focus();
                else form.setFocus(target);
              }}
              className="text-brand-dark underline"
            >
              {summaryLine(fieldId(item.name.replace(/\.phone[123]$/, '.number')), item.message)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
});

'use client';

import type { ReactNode } from 'react';
import { useWatch, type FieldValues, type Path, type PathValue } from 'react-hook-form';
import { errorOf, joined, type KitForm, type PathPrefix } from './bound';
import { ChoiceGroup, ChoiceOption, controlClass, describedBy, fieldId, InputField } from './field';

// The kit's grouped controls (the wizard's step forms): radio buttons, check box groups, the one
// phone field, date selects. Their own module, so that the visitor flows' forms do not load them.

/**
 * Radio buttons bound to `name`. `numeric` stores numbers (the schema's 0 | 1 codes), `boolean`
 * true/false, instead of strings.
 */
export function RadioGroup<T extends FieldValues>({
  form,
  name,
  options,
  numeric = false,
  boolean = false,
  ...group
}: {
  form: KitForm<T>;
  name: Path<T>;
  legend: string;
  options: readonly (readonly [string | number | boolean, string])[];
  required?: boolean;
  hint?: ReactNode;
  numeric?: boolean;
  boolean?: boolean;
}) {
  const id = fieldId(name);
  // Controlled through setValue: a registered radio ref would make react-hook-form read the
  // value from that one DOM radio instead of the form values. Subscribed here (useWatch), so the
  // group follows its value even in a render its form's fields sit out (FieldsAfterSummary).
  const value = useWatch({ control: form.control, name }) as unknown;
  return (
    <ChoiceGroup id={id} {...group} error={errorOf(form, name)}>
      {options.map(([v, text], i) => (
        <ChoiceOption
          key={String(v)}
          type="radio"
          id={i === 0 ? id : `${id}-${i}`}
          name={name}
          value={String(v)}
          checked={String(value) === String(v)}
          onChange={() =>
            form.setValue(
              name,
              // The option's value as the field holds it (the values' type of `name`).
              (boolean ? v === true : numeric ? Number(v) : v) as PathValue<T, Path<T>>,
              { shouldDirty: true, shouldValidate: form.formState.isSubmitted },
            )
          }
        >
          {text}
        </ChoiceOption>
      ))}
    </ChoiceGroup>
  );
}

/** Checkboxes storing the chosen values of `options` as an array at `name` (dowConstruction). */
export function CheckboxGroup<T extends FieldValues>({
  form,
  name,
  legend,
  options,
  hint,
}: {
  form: KitForm<T>;
  name: Path<T>;
  legend: string;
  options: readonly (readonly [string, string])[];
  hint?: ReactNode;
}) {
  const id = fieldId(name);
  return (
    <ChoiceGroup id={id} legend={legend} hint={hint} error={errorOf(form, name)}>
      {options.map(([v, text], i) => (
        <ChoiceOption
          key={v}
          type="checkbox"
          id={i === 0 ? id : `${id}-${i}`}
          value={v}
          {...form.register(name)}
        >
          {text}
        </ChoiceOption>
      ))}
    </ChoiceGroup>
  );
}

/**
 * One phone field at `${base}.number` (the schema fills phone1-3 from it); errors the schema
 * reports at phone1-3 (blank, non-digits) are shown here too.
 */
export function PhoneInput<T extends FieldValues>({
  form,
  base,
  ...field
}: {
  form: KitForm<T>;
  /** The phone object's path: its number is at `${base}.number`. */
  base: PathPrefix<T, '.number'>;
  label: string;
  hint?: ReactNode;
  required?: boolean;
}) {
  const error =
    errorOf(form, `${base}.number`) ??
    errorOf(form, `${base}.phone1`) ??
    errorOf(form, `${base}.phone2`) ??
    errorOf(form, `${base}.phone3`);
  return (
    <InputField
      {...field}
      error={error}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      className="max-w-72"
      {...form.register(joined<T>(base, '.number'))}
    />
  );
}

/**
 * Year, month and day selects for `${prefix}Year|Month|Date` with one error under them (the
 * schema reports it at the year). `years` are the year list's options (lib/time yearsInJapan,
 * lib/validation/age birthYears).
 */
export function DateSelects<T extends FieldValues>({
  form,
  prefix,
  legend,
  years,
  required = false,
  hint,
}: {
  form: KitForm<T>;
  /** e.g. 'dob' -> dobYear, dobMonth, dobDate; 'contactInfo.sendingDeadline'. */
  prefix: PathPrefix<T, 'Year'>;
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
  const range = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => from + i);
  const part = (suffix: string, label: string, values: readonly number[]) => (
    <label htmlFor={fieldId(`${prefix}${suffix}`)} className="flex items-center gap-1">
      <select
        id={fieldId(`${prefix}${suffix}`)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={`${controlClass(error)} w-auto`}
        {...form.register(joined<T>(prefix, suffix))}
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
  return (
    <ChoiceGroup id={id} legend={legend} required={required} hint={hint} error={error}>
      {part('Year', '年', years)}
      {part('Month', '月', range(1, 12))}
      {part('Date', '日', range(1, 31))}
    </ChoiceGroup>
  );
}

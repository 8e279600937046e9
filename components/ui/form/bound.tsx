'use client';

import type { ComponentProps, ReactNode } from 'react';
import { get, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { PostalAddress } from '@/lib/area/postal-lookup';
import {
  CheckboxField,
  ChoiceGroup,
  ChoiceOption,
  controlClass,
  describedBy,
  fieldId,
  InputField,
  SelectField,
} from './field';
import { PostalFillButton, PostalFillStatus, usePostalFill } from './postal-fill';

/**
 * The kit's fields bound to a react-hook-form instance by `name` (the wizard's step forms): each
 * reads its error from the form and registers itself; the markup is ./field.tsx's.
 */

/** A react-hook-form instance over a step schema's input values. */
export type StepForm = UseFormReturn<FieldValues>;

/** The message of the error at `name` (dotted path), if any. */
export function errorOf(form: StepForm, name: string): string | undefined {
  const e = get(form.formState.errors, name) as { message?: unknown } | undefined;
  return typeof e?.message === 'string' ? e.message : undefined;
}

/** A labelled text input bound to `name`. Extra props go to the <input>. */
export function TextInput({
  form,
  name,
  label,
  hint,
  required = false,
  className,
  ...input
}: {
  form: StepForm;
  name: string;
  label: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
} & Omit<ComponentProps<'input'>, 'name' | 'form'>) {
  return (
    <InputField
      label={label}
      hint={hint}
      required={required}
      className={className}
      error={errorOf(form, name)}
      {...input}
      {...form.register(name)}
    />
  );
}

/** A labelled <select> bound to `name`; options as [value, label]; an empty first option when `placeholder`. */
export function SelectInput({
  form,
  name,
  options,
  placeholder,
  ...field
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
  return (
    <SelectField {...field} error={errorOf(form, name)} {...form.register(name)}>
      {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
      {options.map(([value, text]) => (
        <option key={String(value)} value={String(value)}>
          {text}
        </option>
      ))}
    </SelectField>
  );
}

/**
 * Radio buttons bound to `name`. `numeric` stores numbers (the schema's 0 | 1 codes), `boolean`
 * true/false, instead of strings.
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
  // Controlled through setValue: a registered radio ref would make react-hook-form read the
  // value from that one DOM radio instead of the form values.
  const value = form.watch(name) as unknown;
  return (
    <ChoiceGroup
      id={id}
      legend={legend}
      required={required}
      hint={hint}
      error={errorOf(form, name)}
    >
      {options.map(([v, text], i) => (
        <ChoiceOption
          key={String(v)}
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
        >
          {text}
        </ChoiceOption>
      ))}
    </ChoiceGroup>
  );
}

/** One checkbox bound to a boolean `name` (agreements, choices). */
export function CheckboxInput({
  form,
  name,
  ...field
}: {
  form: StepForm;
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
}) {
  return <CheckboxField {...field} error={errorOf(form, name)} {...form.register(name)} />;
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
export function PhoneInput({
  form,
  base,
  ...field
}: {
  form: StepForm;
  base: string;
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
      {...form.register(`${base}.number`)}
    />
  );
}

/**
 * Year, month and day selects for `${prefix}Year|Month|Date` with one error under them (the
 * schema reports it at the year). `years` are the year list's options (lib/time yearsInJapan,
 * lib/validation/age birthYears).
 */
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
  const range = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => from + i);
  const part = (suffix: string, label: string, values: readonly number[]) => (
    <label htmlFor={fieldId(`${prefix}${suffix}`)} className="flex items-center gap-1">
      <select
        id={fieldId(`${prefix}${suffix}`)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={`${controlClass(error)} w-auto`}
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
  return (
    <ChoiceGroup id={id} legend={legend} required={required} hint={hint} error={error}>
      {part('Year', '年', years)}
      {part('Month', '月', range(1, 12))}
      {part('Date', '日', range(1, 31))}
    </ChoiceGroup>
  );
}

/**
 * An address at `base` (postalCode, state_kanji, city_kanji, town_kanji, line1-3_kanji) with the
 * postal-code fill (usePostalFill: one town fills, several are offered to choose from).
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
  const postal = usePostalFill((row: PostalAddress) => {
    const opts = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    form.setValue(`${base}.postalCode`, row.postalCode, opts);
    form.setValue(`${base}.state_kanji`, row.prefecture, opts);
    form.setValue(`${base}.city_kanji`, row.city, opts);
    form.setValue(`${base}.town_kanji`, row.town, opts);
  });
  const text = (
    name: string,
    label: string,
    props: Omit<ComponentProps<typeof TextInput>, 'form' | 'name' | 'label'> = {},
  ) => <TextInput form={form} name={`${base}.${name}`} label={label} {...props} />;
  return (
    <fieldset className="flex flex-col gap-4 rounded border border-gray-300 p-4">
      <legend className="px-1 font-bold">{legend}</legend>
      <div className="flex flex-wrap items-end gap-3">
        {text('postalCode', '郵便番号', {
          required: true,
          inputMode: 'numeric',
          autoComplete: 'postal-code',
          hint: 'ハイフンなしの7桁（例：4600008）',
          className: 'w-52',
        })}
        <PostalFillButton
          postal={postal}
          className="mb-1"
          onClick={() => void postal.lookup(String(form.getValues(`${base}.postalCode`) ?? ''))}
        />
      </div>
      <PostalFillStatus postal={postal} />
      {text('state_kanji', '都道府県', { required: true, autoComplete: 'address-level1' })}
      {text('city_kanji', '市区町村', { required: true, autoComplete: 'address-level2' })}
      {text('town_kanji', '町名・大字', { autoComplete: 'address-level3' })}
      {text('line1_kanji', '丁目・番地', { required: true, hint: '例：3丁目1-1' })}
      {text('line2_kanji', '建物名')}
      {text('line3_kanji', '部屋番号')}
    </fieldset>
  );
}

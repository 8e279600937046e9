'use client';

import type { ComponentProps, ReactNode } from 'react';
import {
  get,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormReturn,
} from 'react-hook-form';
import type { PostalAddress } from '@/lib/area/postal-lookup';
import { EMPTY_POSTAL_ADDRESS } from '@/lib/validation/area-labels';
import {
  CheckboxField,
  ChoiceGroup,
  ChoiceOption,
  controlClass,
  describedBy,
  fieldId,
  InputField,
  PrefectureField,
  SelectField,
  TextAreaField,
} from './field';
import { PostalFillButton, PostalFillStatus, usePostalFill } from './postal-fill';

/**
 * The kit's fields bound to a react-hook-form instance by field path (the wizard's step forms and
 * the visitor flows' forms): each reads its error from the form and registers itself; the markup
 * is ./field.tsx's. Names are typed by the form's values (`Path<T>`), so a field name the values
 * do not have fails typecheck.
 */

/** The parts of a react-hook-form instance over values T that the kit's fields use. */
export type KitForm<T extends FieldValues> = Pick<
  UseFormReturn<T>,
  'register' | 'formState' | 'watch' | 'setValue' | 'getValues'
>;

/** The prefixes P of the paths `${P}${S}` among K. */
type Prefixes<K, S extends string> = K extends `${infer P}${S}` ? P : never;

/**
 * The prefixes P for which `${P}${S}` is a field path of T (e.g. the `base` of a phone field,
 * whose number is at `${base}.number`); any string for values of unknown shape (FieldValues).
 */
export type PathPrefix<T extends FieldValues, S extends string> =
  string extends Path<T> ? string : Prefixes<Path<T>, S>;

/**
 * The path `${prefix}${suffix}`, which PathPrefix<T, suffix> makes a field path of T; TypeScript
 * cannot see through the concatenation, hence the one cast.
 */
function joined<T extends FieldValues>(prefix: string, suffix: string): Path<T> {
  return `${prefix}${suffix}` as Path<T>;
}

/**
 * For a block of fields at fixed names: `unknown` when the values T hold the fields F (or T is of
 * unknown shape, FieldValues), else a prop no form satisfies, so a form without them fails
 * typecheck.
 */
type Holding<T extends FieldValues, F> =
  string extends Path<T> ? unknown : T extends F ? unknown : { form: never };

/** The message of the error at `name` (dotted path), if any. */
export function errorOf<T extends FieldValues>(form: KitForm<T>, name: string): string | undefined {
  const e = get(form.formState.errors, name) as { message?: unknown } | undefined;
  return typeof e?.message === 'string' ? e.message : undefined;
}

/** The props of a labelled field bound to `name` of a form over values T. */
type BoundFieldProps<T extends FieldValues> = {
  form: KitForm<T>;
  name: Path<T>;
  label: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
};

/** A labelled text input bound to `name`. Extra props go to the <input>. */
export function TextInput<T extends FieldValues>({
  form,
  name,
  ...input
}: BoundFieldProps<T> & Omit<ComponentProps<'input'>, 'name' | 'form'>) {
  return <InputField {...input} error={errorOf(form, name)} {...form.register(name)} />;
}

/** A labelled <textarea> (5 rows) bound to `name`. Extra props go to the <textarea>. */
export function TextAreaInput<T extends FieldValues>({ form, name, ...field }: BoundFieldProps<T>) {
  return <TextAreaField {...field} error={errorOf(form, name)} {...form.register(name)} />;
}

/** A labelled <select> bound to `name`; options as [value, label]; an empty first option when `placeholder`. */
export function SelectInput<T extends FieldValues>({
  form,
  name,
  options,
  placeholder,
  ...field
}: BoundFieldProps<T> & {
  options: readonly (readonly [string | number, string])[];
  placeholder?: string;
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
  // value from that one DOM radio instead of the form values.
  const value = form.watch(name) as unknown;
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

/** One checkbox bound to a boolean `name` (agreements, choices). */
export function CheckboxInput<T extends FieldValues>({
  form,
  name,
  ...field
}: {
  form: KitForm<T>;
  name: Path<T>;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
}) {
  return <CheckboxField {...field} error={errorOf(form, name)} {...form.register(name)} />;
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

/**
 * A postal address at `base` (postalCode, state_kanji, city_kanji, town_kanji, line1-3_kanji:
 * lib/validation/area.ts postalAddressShape; empty values EMPTY_POSTAL_ADDRESS) in a fieldset
 * with its legend, with the postal-code fill (usePostalFill: one town fills, several are offered
 * to choose from; a fill validates the filled fields, clearing their errors). 都道府県 is chosen
 * from the 47 prefectures. The one address block of the visitor flows and the wizard.
 */
export function AddressFields<T extends FieldValues>({
  form,
  base,
  legend,
}: {
  form: KitForm<T>;
  /** The address object's path: its fields are at `${base}.postalCode` etc. */
  base: PathPrefix<T, '.line1_kanji'>;
  legend: ReactNode;
}) {
  const path = (field: keyof typeof EMPTY_POSTAL_ADDRESS) => joined<T>(base, `.${field}`);
  const postal = usePostalFill((row: PostalAddress) => {
    const fill = (field: keyof typeof EMPTY_POSTAL_ADDRESS, value: string) =>
      form.setValue(path(field), value as PathValue<T, Path<T>>, {
        shouldDirty: true,
        shouldValidate: true,
      });
    fill('postalCode', row.postalCode);
    fill('state_kanji', row.prefecture);
    fill('city_kanji', row.city);
    fill('town_kanji', row.town);
  });
  const text = (
    field: keyof typeof EMPTY_POSTAL_ADDRESS,
    label: string,
    props: Omit<ComponentProps<typeof TextInput>, 'form' | 'name' | 'label'> = {},
  ) => <TextInput form={form} name={path(field)} label={label} {...props} />;
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
          onClick={() => void postal.lookup(String(form.getValues(path('postalCode')) ?? ''))}
        />
      </div>
      <PostalFillStatus postal={postal} />
      <PrefectureField
        required
        autoComplete="address-level1"
        error={errorOf(form, path('state_kanji'))}
        {...form.register(path('state_kanji'))}
      />
      {text('city_kanji', '市区町村', { required: true, autoComplete: 'address-level2' })}
      {text('town_kanji', '町名・大字', { autoComplete: 'address-level3' })}
      {text('line1_kanji', '丁目・番地', { required: true, hint: '例：3丁目1-1' })}
      {text('line2_kanji', '建物名')}
      {text('line3_kanji', '部屋番号')}
    </fieldset>
  );
}

/** The text fields the kit places at fixed names of a form's values, with their labels. */
const FIXED_FIELDS = {
  lastName_kanji: { label: '姓', autoComplete: 'family-name' },
  firstName_kanji: { label: '名', autoComplete: 'given-name' },
  lastName_kana: { label: 'セイ（フリガナ）', hint: '全角カタカナ' },
  firstName_kana: { label: 'メイ（フリガナ）', hint: '全角カタカナ' },
  customerNumber: {
    label: 'お客さま番号',
    inputMode: 'numeric',
    hint: 'ご契約内容のお知らせに記載の10桁の番号',
  },
  phone: {
    label: 'ご登録の電話番号',
    type: 'tel',
    inputMode: 'tel',
    hint: 'ご契約時にご登録いただいた電話番号',
  },
  mail: {
    label: 'メールアドレス（任意）',
    type: 'email',
    autoComplete: 'email',
    hint: '受付のお知らせをお送りします',
    optional: true,
  },
} satisfies Record<
  string,
  { label: string; hint?: string; optional?: true } & Pick<
    ComponentProps<'input'>,
    'type' | 'inputMode' | 'autoComplete'
  >
>;

type FixedField = keyof typeof FIXED_FIELDS;

/** The FIXED_FIELDS `names` of a form that holds them (Holding), required unless optional. */
function FixedInputs<T extends FieldValues>({
  form,
  names,
}: {
  form: KitForm<T>;
  names: readonly FixedField[];
}) {
  return names.map((field) => {
    const { optional, ...props }: { optional?: true } & (typeof FIXED_FIELDS)[FixedField] =
      FIXED_FIELDS[field];
    // The callers' Holding has checked that T has these fields.
    return (
      <TextInput key={field} form={form} name={field as Path<T>} required={!optional} {...props} />
    );
  });
}

/**
 * 姓, 名 and their katakana readings at lastName_kanji, firstName_kanji, lastName_kana and
 * firstName_kana (the contact form, the applicant of form2): four fields for the caller's grid.
 */
export function NameInputs<T extends FieldValues>({
  form,
}: { form: KitForm<T> } & Holding<
  T,
  { lastName_kanji: string; firstName_kanji: string; lastName_kana: string; firstName_kana: string }
>) {
  return (
    <FixedInputs
      form={form}
      names={['lastName_kanji', 'firstName_kanji', 'lastName_kana', 'firstName_kana']}
    />
  );
}

/**
 * The customer number and the registered phone of an existing customer (/transfer/'s check,
 * /option/apply/), at `customerNumber` and `phone` of the form's values.
 */
export function CustomerNumberAndPhone<T extends FieldValues>({
  form,
}: { form: KitForm<T> } & Holding<T, { customerNumber: string; phone: string }>) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FixedInputs form={form} names={['customerNumber', 'phone']} />
    </div>
  );
}

/** The optional e-mail address for the receipt notice, at `mail` (/transfer/, /option/apply/). */
export function MailInput<T extends FieldValues>({
  form,
}: { form: KitForm<T> } & Holding<T, { mail: string }>) {
  return <FixedInputs form={form} names={['mail']} />;
}

/**
 * The consent box of a visitor flow's form, bound to a boolean `name`: `before`, the linked
 * document (opened in a new tab) and 「に同意する」.
 */
export function ConsentInput<T extends FieldValues>({
  form,
  name,
  href,
  linkText,
  before,
}: {
  form: KitForm<T>;
  name: Path<T>;
  href: string;
  /** The linked document's name, e.g. 個人情報の取り扱い. */
  linkText: string;
  before?: string;
}) {
  return (
    <CheckboxInput
      form={form}
      name={name}
      label={
        <>
          {before}
          <a href={href} target="_blank" rel="noopener" className="text-accent underline">
            {linkText}
          </a>
          に同意する
        </>
      }
    />
  );
}

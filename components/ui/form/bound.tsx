'use client';

import type { ComponentProps, ReactNode } from 'react';
import { get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { CheckboxField, InputField, SelectField, TextAreaField } from './field';

/**
 * The kit's fields bound to a react-hook-form instance by field path (the wizard's step forms and
 * the visitor flows' forms): each reads its error from the form and registers itself; the markup
 * is ./field.tsx's. Names are typed by the form's values (`Path<T>`), so a field name the values
 * do not have fails typecheck.
 */

/** The parts of a react-hook-form instance over values T that the kit's fields use. */
export type KitForm<T extends FieldValues> = Pick<
  UseFormReturn<T>,
  'register' | 'formState' | 'watch' | 'setValue' | 'getValues' | 'control'
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
export function joined<T extends FieldValues>(prefix: string, suffix: string): Path<T> {
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

import type { ComponentProps, ReactNode } from 'react';
import { PREFECTURES } from '@/lib/validation/area-labels';

/**
 * The site's form kit (spec section 9: outlined fields; house rules: the Japanese message next to
 * its field). Every field here renders the same parts: a bold label with the 必須 badge, a hint,
 * the control with `aria-invalid` and `aria-describedby` (hint, then error) and the error under
 * it. Field errors carry no role: the error summary (./error-summary.tsx) is the one alert.
 */

/** DOM id of a field from its form name ('address.postalCode' -> 'f-address-postalCode'). */
export const fieldId = (name: string) => `f-${name.replace(/\./g, '-')}`;

/** The ids aria-describedby names: the hint, then the error, each only when shown. */
export function describedBy(id: string, hint?: unknown, error?: unknown): string | undefined {
  return (
    [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
  );
}

/** Outlined control (text, select, textarea): brand border when in error, accent when focused. */
export const controlClass = (error?: unknown) =>
  `min-h-12 w-full rounded border bg-white px-3 text-base outline-none focus:border-2 focus:border-accent ${error ? 'border-brand' : 'border-gray-500'}`;

/** The 必須 badge after a label or legend. */
export function RequiredBadge() {
  return (
    <span className="text-keep ml-2 rounded bg-brand px-1.5 py-0.5 text-xs font-bold text-white">
      必須
    </span>
  );
}

/** A field's hint (id `${id}-hint`); nothing when empty. */
export function FieldHint({ id, children }: { id: string; children?: ReactNode }) {
  return <FieldNote id={`${id}-hint`} className="text-sm text-gray-700" text={children} />;
}

/** A field's Japanese error message (id `${id}-error`); nothing when there is none. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  return (
    <FieldNote id={`${id}-error`} className="text-sm font-bold text-brand-dark" text={message} />
  );
}

/** A line under a field's label or control, named by aria-describedby; nothing when empty. */
function FieldNote({ id, className, text }: { id: string; className: string; text?: ReactNode }) {
  return text ? (
    <p id={id} className={className}>
      {text}
    </p>
  ) : null;
}

/** Props every labelled field takes besides its control's own. */
export interface FieldProps {
  label: string;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
}

/** Label, hint, control and error of one field; `control` gets the id and the aria attributes. */
function Field({
  id,
  label,
  error,
  hint,
  required,
  className = '',
  control,
}: FieldProps & {
  id: string;
  control: (aria: {
    id: string;
    'aria-invalid'?: true;
    'aria-required'?: true;
    'aria-describedby'?: string;
  }) => ReactNode;
}) {
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="font-bold">
        {label}
        {required ? <RequiredBadge /> : null}
      </label>
      <FieldHint id={id}>{hint}</FieldHint>
      {control({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-required': required || undefined,
        'aria-describedby': describedBy(id, hint, error),
      })}
      <FieldError id={id} message={error} />
    </div>
  );
}

/** The attributes Field gives a control (id and aria). */
type ControlAria = Parameters<Parameters<typeof Field>[0]['control']>[0];

/**
 * A control as a labelled field: the field's props (label, error, hint, required, className)
 * taken apart, the id from `id` or `name`, and `draw` given the control's own props, the aria
 * attributes and the outlined class.
 */
function labelled<P extends FieldProps & { id?: string; name?: string }>(
  { label, error, hint, required, className, ...own }: P,
  draw: (own: Omit<P, keyof FieldProps>, aria: ControlAria, outline: string) => ReactNode,
) {
  const id = own.id ?? fieldId(own.name ?? '');
  return (
    <Field
      {...{ id, label, error, hint, required, className }}
      control={(aria) => draw(own, aria, controlClass(error))}
    />
  );
}

/** A text input with its label, hint and error; id from `id` or `name`. Extra props go to <input>. */
export function InputField(props: FieldProps & ComponentProps<'input'>) {
  return labelled(props, (own, aria, outline) => <input className={outline} {...own} {...aria} />);
}

/** A <select> with its label, hint and error; its <option>s are the children. */
export function SelectField(props: FieldProps & ComponentProps<'select'>) {
  return labelled(props, (own, aria, outline) => <select className={outline} {...own} {...aria} />);
}

/** 都道府県 as a select of the 47 prefectures (Japan Post names), with '選択してください' first. */
export function PrefectureField(props: Omit<FieldProps, 'label'> & ComponentProps<'select'>) {
  return (
    <SelectField label="都道府県" {...props}>
      <option value="">選択してください</option>
      {PREFECTURES.map((p) => (
        <option key={p} value={p}>
          {p}
        </option>
      ))}
    </SelectField>
  );
}

/** A <textarea> (5 rows) with its label, hint and error. */
export function TextAreaField(props: FieldProps & ComponentProps<'textarea'>) {
  return labelled(props, (own, aria, outline) => (
    <textarea rows={5} className={`${outline} py-2`} {...own} {...aria} />
  ));
}

/** One check box with its label (consents, agreements, choices), hint and error under it. */
export function CheckboxField({
  label,
  error,
  hint,
  required,
  className = '',
  ...input
}: Omit<FieldProps, 'label'> & { label: ReactNode } & ComponentProps<'input'>) {
  const id = input.id ?? fieldId(input.name ?? '');
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="flex min-h-12 cursor-pointer items-center gap-3">
        <input
          type="checkbox"
          className="size-5 shrink-0 accent-brand"
          {...input}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
        />
        <span>
          {label}
          {required ? <RequiredBadge /> : null}
        </span>
      </label>
      <FieldHint id={id}>{hint}</FieldHint>
      <FieldError id={id} message={error} />
    </div>
  );
}

/**
 * A group of radio buttons or check boxes (or other controls, e.g. date selects) in a fieldset
 * with its legend, hint and one error. `id` is the group's first control's id: hint and error
 * ids derive from it, and the error summary links to it.
 */
export function ChoiceGroup({
  id,
  legend,
  error,
  hint,
  required,
  className = '',
  children,
}: {
  id: string;
  legend: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <fieldset
      aria-describedby={describedBy(id, hint, error)}
      aria-invalid={error ? true : undefined}
      className={`flex flex-col gap-2 ${className}`}
    >
      <legend className="mb-1 font-bold">
        {legend}
        {required ? <RequiredBadge /> : null}
      </legend>
      <FieldHint id={id}>{hint}</FieldHint>
      <div className="flex flex-wrap items-center gap-3">{children}</div>
      <FieldError id={id} message={error} />
    </fieldset>
  );
}

/** One radio button or check box of a ChoiceGroup, as a large bordered target (the chosen one outlined). */
export function ChoiceOption({
  children,
  ...input
}: { children: ReactNode } & ComponentProps<'input'>) {
  return (
    <label className="flex min-h-12 cursor-pointer items-center gap-2 rounded border border-gray-500 bg-white px-4 has-[:checked]:border-2 has-[:checked]:border-brand">
      <input className="size-5 accent-brand" {...input} />
      {children}
    </label>
  );
}

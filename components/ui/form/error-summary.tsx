'use client';

import { memo, useDeferredValue, useEffect, useId, useRef, type ReactNode, type Ref } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormSetFocus } from 'react-hook-form';
import { fieldId } from './field';

/** Badge words inside a label that are not part of the field's name. */
const BADGES = /必須|任意/g;

/**
 * The visible name of the form field `id` (its <label>, or the <legend> of the group it belongs
 * to), without the 必須 / 任意 badges; null when there is none or outside the browser. Read from
 * the page so the error summary says the same name the visitor sees next to the field.
 */
export function fieldLabelText(id: string): string | null {
  if (typeof document === 'undefined') return null;
  const el = document.getElementById(id);
  if (!el) return null;
  const isChoice =
    el instanceof HTMLInputElement && (el.type === 'radio' || el.type === 'checkbox');
  const legend = el.closest('fieldset')?.querySelector('legend');
  const label =
    isChoice && legend
      ? legend
      : (document.querySelector(`label[for="${CSS.escape(id)}"]`) ?? el.closest('label') ?? legend);
  const text = label?.textContent?.replace(BADGES, '').replace(/\s+/g, ' ').trim();
  return text || null;
}

/**
 * An error summary line that names its field: "メールアドレス：形式が正しくありません". A message
 * that already names the field ("姓を入力してください") is kept as it is.
 */
export function summaryLine(id: string, message: string): string {
  const label = fieldLabelText(id);
  return label && !message.includes(label) ? `${label}：${message}` : message;
}

/**
 * Every field message of a react-hook-form errors object as { name, message } in form order
 * (nested objects and arrays included). The form-level `root` error is not a field: the summary
 * shows it unlinked.
 */
export function flattenErrors(
  errors: FieldErrors,
  prefix = '',
): { name: string; message: string }[] {
  const out: { name: string; message: string }[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object' || key === 'ref' || (!prefix && key === 'root'))
      continue;
    const name = prefix ? `${prefix}.${key}` : key;
    const message = (value as { message?: unknown }).message;
    if (typeof message === 'string' && message) out.push({ name, message });
    else out.push(...flattenErrors(value as FieldErrors, name));
  }
  return out;
}

/** The field a summary line moves focus to: phone parts are shown in their one `.number` field. */
const targetOf = (name: string) => name.replace(/\.phone[123]$/, '.number');

/**
 * The error summary above a form (house rules: messages next to fields, plus a summary that
 * takes focus): a heading with the count, the form-level message (`message`, else the errors'
 * `root`), and a line per field error naming the field, linking to it and moving focus there
 * (`setFocus` of react-hook-form when no element has the field's id). Nothing when there is
 * nothing to say. It takes focus when `focusKey` changes to a positive value (each refused
 * submit), or through `ref` (tabIndex -1, role alert).
 */
export function ErrorSummary<T extends FieldValues>({
  errors,
  message,
  focusKey = 0,
  setFocus,
  ref,
}: {
  errors: FieldErrors<T>;
  message?: string | null;
  focusKey?: number;
  setFocus?: UseFormSetFocus<T>;
  ref?: Ref<HTMLDivElement>;
}) {
  const own = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const items = flattenErrors(errors);
  const note = message || (typeof errors.root?.message === 'string' ? errors.root.message : '');
  const visible = items.length > 0 || Boolean(note);
  useEffect(() => {
    if (visible && focusKey > 0) own.current?.focus();
  }, [focusKey, visible]);
  if (!visible) return null;
  return (
    <div
      ref={(el) => {
        own.current = el;
        if (typeof ref === 'function') ref(el);
        else if (ref) ref.current = el;
      }}
      tabIndex={-1}
      role="alert"
      aria-labelledby={titleId}
      data-testid="error-summary"
      className="rounded border-2 border-brand bg-brand-soft p-4 outline-none focus-visible:outline-3 focus-visible:outline-accent"
    >
      <h2 id={titleId} className="font-bold text-brand-dark">
        入力内容をご確認ください{items.length > 0 ? `（${items.length}件）` : ''}
      </h2>
      {note ? <p className="mt-2">{note}</p> : null}
      {items.length > 0 ? (
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {items.map((item) => {
            const id = fieldId(targetOf(item.name));
            return (
              <li key={item.name}>
                <a
                  href={`#${id}`}
                  onClick={(e) => {
                    e.preventDefault();
                    const el = document.getElementById(id);
                    if (el) el.focus();
                    // A line's name is a path of the errors of the form's values T.
                    else setFocus?.(targetOf(item.name) as Path<T>);
                  }}
                  className="text-brand-dark underline"
                >
                  {summaryLine(id, item.message)}
                </a>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * The fields under an ErrorSummary, which take a refused submit's errors one render after it.
 * `submitCount` is the form's (react-hook-form's `formState.submitCount`). In the render that
 * carries a submit's result the summary draws the errors (and takes focus), and `children` render
 * again in a deferred render after that frame, so on a phone the tap is answered without first
 * laying out every field's message and border. Every other render (a value typed or chosen, a
 * field checked on blur, the deferred one) renders `children` at once as usual; a control that
 * must follow its value while the fields wait (RadioGroup) subscribes to it itself. No DOM of its
 * own: the fields stay the form's children, and read their messages from the form as they render.
 */
export function FieldsAfterSummary({
  submitCount,
  children,
}: {
  submitCount: number;
  children: ReactNode;
}) {
  const shown = useDeferredValue(submitCount);
  return (
    <Behind submitCount={submitCount} shown={shown}>
      {children}
    </Behind>
  );
}

/** Keeps its last output while `submitCount` is ahead of `shown` (the submit's render), else renders. */
const Behind = memo(
  function Behind({ children }: { submitCount: number; shown: number; children: ReactNode }) {
    return children;
  },
  (_, next) => next.submitCount !== next.shown,
);

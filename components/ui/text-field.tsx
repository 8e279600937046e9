import { useId, type ComponentProps } from 'react';

/**
 * An outlined text field (spec section 9) with its label, an optional hint and an error message
 * shown next to the field (house rules). Extra props go to the <input>.
 */
export function TextField({
  label,
  hint,
  error,
  className = '',
  ...input
}: { label: string; hint?: string; error?: string; className?: string } & ComponentProps<'input'>) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-bold">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        className={`min-h-12 rounded border bg-white px-3 text-base outline-none focus:border-2 focus:border-accent ${error ? 'border-brand' : 'border-gray-400'}`}
        {...input}
      />
      {hint ? (
        <p id={hintId} className="text-xs text-gray-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-brand-dark" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

import type { ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button-class';

/**
 * A form's primary submit button: disabled while the form is submitting (`busy`), when it says
 * `busyLabel` instead of its text. `wide`: full width on phones, its own width from 600 px.
 */
export function SubmitButton({
  busy,
  busyLabel = '送信しています…',
  size = 'lg',
  wide = false,
  children,
}: {
  busy: boolean;
  busyLabel?: string;
  size?: 'md' | 'lg';
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      disabled={busy}
      className={`${buttonClass('primary', size)}${wide ? ' w-full sm:w-auto' : ''}`}
    >
      {busy ? busyLabel : children}
    </button>
  );
}

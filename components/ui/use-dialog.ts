'use client';

import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * State and handlers for a native modal <dialog> (drawer, phone-consultation modal): showModal()
 * on open, Esc closes (native cancel), Tab and Shift+Tab wrap inside the dialog so focus never
 * leaves it, a click on the backdrop closes it, and `onClosed` runs once per close.
 */
export function useDialog(onClosed?: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const [isOpen, setOpen] = useState(false);
  const onClosedRef = useRef(onClosed);
  useEffect(() => {
    onClosedRef.current = onClosed;
  }, [onClosed]);

  const open = useCallback(() => {
    const d = ref.current;
    if (d && !d.open) d.showModal();
    setOpen(true);
  }, []);

  const close = useCallback(() => {
    const d = ref.current;
    if (d?.open) d.close();
  }, []);

  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    const handle = () => {
      setOpen(false);
      onClosedRef.current?.();
    };
    d.addEventListener('close', handle);
    return () => d.removeEventListener('close', handle);
  }, []);

  const onKeyDown = useCallback((e: KeyboardEvent<HTMLDialogElement>) => {
    if (e.key !== 'Tab' || !ref.current) return;
    const items = Array.from(ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
      (el) => el.offsetParent !== null || el === document.activeElement,
    );
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (e.shiftKey && (active === first || !ref.current.contains(active))) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && (active === last || !ref.current.contains(active))) {
      e.preventDefault();
      first.focus();
    }
  }, []);

  const onClick = useCallback((e: MouseEvent<HTMLDialogElement>) => {
    if (e.target === ref.current) ref.current.close();
  }, []);

  return { ref, isOpen, open, close, dialogProps: { ref, onKeyDown, onClick } } as const;
}

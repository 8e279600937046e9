'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';

/** Scroll distance (px) from the top within which the header always shows. */
const SHOW_ZONE = 80;

/**
 * The sticky header box: hidden while the visitor scrolls down, shown when they scroll up or are
 * near the top (spec section 4 "Header: hidden on scroll down, shown otherwise").
 * Exposes the state as `data-hidden` for tests and styles.
 */
export function HeaderShell({ children }: { children: ReactNode }) {
  const [hidden, setHidden] = useState(false);
  const lastY = useRef(0);
  useEffect(() => {
    lastY.current = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y > lastY.current && y > SHOW_ZONE) setHidden(true);
      else if (y < lastY.current || y <= SHOW_ZONE) setHidden(false);
      lastY.current = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <header
      data-hidden={hidden ? 'true' : 'false'}
      onFocusCapture={() => setHidden(false)}
      className={`sticky top-0 z-40 border-b border-gray-200 bg-white transition-transform duration-300 ${hidden ? '-translate-y-full' : 'translate-y-0'}`}
    >
      {children}
    </header>
  );
}

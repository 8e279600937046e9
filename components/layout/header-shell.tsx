import type { ReactNode } from 'react';
import { ShellEvents } from './shell-events';

/**
 * The sticky header box: hidden while the visitor scrolls down, shown when they scroll up, are
 * near the top, or move focus into it (spec section 4 "Header: hidden on scroll down, shown
 * otherwise"). Server-rendered; `data-hidden` is flipped by ./shell-dom.ts, mounted here through
 * the ShellEvents leaf, which also runs the header's dialogs and click tracking.
 */
export function HeaderShell({ children }: { children: ReactNode }) {
  return (
    <header
      data-site-header=""
      data-hidden="false"
      className="sticky top-0 z-40 border-b border-gray-200 bg-white transition-transform duration-300 data-[hidden=true]:-translate-y-full"
    >
      <ShellEvents />
      {children}
    </header>
  );
}

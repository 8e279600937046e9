import type { ReactNode } from 'react';
import { ShellEvents } from './shell-events';

/**
 * The id of the header's last element, the target of its render-blocking `expect` link: a browser
 * stops blocking as soon as the target element is inserted, so the target must come after
 * everything that is to be painted together (the header itself would unblock at its start tag).
 */
const HEADER_END_ID = 'site-header-end';

/**
 * The sticky header box: hidden while the visitor scrolls down, shown when they scroll up, are
 * near the top, or move focus into it (spec section 4 "Header: hidden on scroll down, shown
 * otherwise"). Server-rendered; `data-hidden` is flipped by ./shell-dom.ts, mounted here through
 * the ShellEvents leaf, which also runs the header's dialogs and click tracking.
 *
 * The page is not painted before the whole header is parsed: `<link rel="expect" blocking="render">`
 * (HTML "blocking attributes"; React hoists the link into the head) names an empty element at the
 * header's end. Without it a browser whose parser yields inside the header (a busy phone) painted
 * the desktop menu with its first links only, then moved it left as the rest arrived: a layout
 * shift of the menu and the phone button (seen in the layout-stability e2e check on a loaded
 * machine).
 */
export function HeaderShell({ children }: { children: ReactNode }) {
  return (
    <header
      data-site-header=""
      data-hidden="false"
      className="sticky top-0 z-40 border-b border-gray-200 bg-white transition-transform duration-300 data-[hidden=true]:-translate-y-full"
    >
      <link rel="expect" href={`#${HEADER_END_ID}`} blocking="render" />
      <ShellEvents />
      {children}
      <span id={HEADER_END_ID} hidden />
    </header>
  );
}

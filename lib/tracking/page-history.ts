let current: string | null = null;
let previous: string | null = null;

/** Records a page view (pathname only, no query): keeps the current and the previous page. */
export function recordPageView(pathname: string): void {
  if (pathname === current) return;
  previous = current;
  current = pathname;
}

/**
 * The page before `pathname` for error reports (spec section 8 "previous page"): the last
 * recorded page other than `pathname`, else the same-origin referrer's path, else null.
 */
export function previousPageOf(pathname: string, referrer = typeof document === 'undefined' ? '' : document.referrer): string | null {
  if (current && current !== pathname) return current;
  if (previous && previous !== pathname) return previous;
  try {
    if (referrer && typeof location !== 'undefined') {
      const url = new URL(referrer);
      if (url.origin === location.origin && url.pathname !== pathname) return url.pathname;
    }
  } catch {
    /* bad referrer */
  }
  return null;
}

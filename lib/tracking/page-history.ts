/** sessionStorage key keeping the current and previous page across full page loads of a tab. */
export const PAGE_HISTORY_KEY = 'hikari-site:pages';

interface PageHistory {
  current: string | null;
  previous: string | null;
}

let memory: PageHistory | null = null;

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function read(): PageHistory {
  if (memory) return memory;
  try {
    const raw = JSON.parse(
      storage()?.getItem(PAGE_HISTORY_KEY) ?? 'null',
    ) as Partial<PageHistory> | null;
    memory = {
      current: typeof raw?.current === 'string' ? raw.current : null,
      previous: typeof raw?.previous === 'string' ? raw.previous : null,
    };
  } catch {
    memory = { current: null, previous: null };
  }
  return memory;
}

/** Records a page view (pathname only, no query): keeps the current and the previous page. */
export function recordPageView(pathname: string): void {
  const h = read();
  if (pathname === h.current) return;
  memory = { previous: h.current, current: pathname };
  try {
    storage()?.setItem(PAGE_HISTORY_KEY, JSON.stringify(memory));
  } catch {
    /* storage unavailable */
  }
}

/**
 * The page before `pathname` for error reports (spec section 8 "previous page"): the last
 * recorded page other than `pathname` in this tab, else the same-origin referrer's path, else null.
 */
export function previousPageOf(
  pathname: string,
  referrer = typeof document === 'undefined' ? '' : document.referrer,
): string | null {
  const h = read();
  if (h.current && h.current !== pathname) return h.current;
  if (h.previous && h.previous !== pathname) return h.previous;
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

/** Forgets the in-memory copy (tests). */
export function resetPageHistoryCache(): void {
  memory = null;
}

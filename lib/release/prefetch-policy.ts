/** The Network Information API fields we read (not in every browser's typings). */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * Link prefetch policy (spec section 7 "Analytics"): skip prefetch when the visitor asked to save
 * data or the connection is 2g (including slow-2g). Unknown connection → prefetch.
 */
export function shouldPrefetch(connection: ConnectionInfo | undefined | null): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !/(^|-)2g$/.test(connection.effectiveType ?? '');
}

/** shouldPrefetch for the current browser (true on the server). */
export function browserAllowsPrefetch(): boolean {
  if (typeof navigator === 'undefined') return true;
  return shouldPrefetch((navigator as Navigator & { connection?: ConnectionInfo }).connection);
}

/** The events that show a visitor starting to use the page. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/**
 * Runs `fn` once, at the visitor's first sign of using the page: the pointer moving over it, a
 * press, a touch, a key or a focus anywhere in the document. Returns a function that cancels the
 * wait. Work started this way stays out of the page load (a visitor who only reads costs nothing,
 * and Lighthouse's blocking time does not see it), yet starts while the visitor is still filling
 * the form, seconds before a submit could need it.
 */
export function onFirstIntent(fn: () => void): () => void {
  const controller = new AbortController();
  const fire = () => {
    controller.abort();
    fn();
  };
  for (const type of INTENT_EVENTS)
    document.addEventListener(type, fire, {
      capture: true,
      passive: true,
      signal: controller.signal,
    });
  return () => controller.abort();
}

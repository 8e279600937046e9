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
 * the form, seconds before a submit could need it. `fn` runs in a task after the frame that
 * answers that first input, not inside its handler: the input is usually the visitor's first
 * tap on a control (a plan, a field), and its response must not wait for work the visitor did
 * not ask for (a next step's script tags were 16–33 ms of a plan tap at 4× CPU,
 * docs/benchmarks.md).
 */
export function onFirstIntent(fn: () => void): () => void {
  const controller = new AbortController();
  let cancelled = false;
  const fire = () => {
    controller.abort();
    // A frame callback runs just before the next paint; a timer set there runs after it.
    requestAnimationFrame(() =>
      setTimeout(() => {
        if (!cancelled) fn();
      }, 0),
    );
  };
  for (const type of INTENT_EVENTS)
    document.addEventListener(type, fire, {
      capture: true,
      passive: true,
      signal: controller.signal,
    });
  return () => {
    cancelled = true;
    controller.abort();
  };
}

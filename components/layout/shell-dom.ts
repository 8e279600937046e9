import { browserAllowsPrefetch } from '@/lib/release/prefetch-policy';
import { trackMenuClick, type TrackPlace } from '@/lib/tracking/track';

/**
 * The header's client behaviour as plain DOM event delegation on server-rendered markup, so the
 * drawer, the phone-consultation modals and the header ship as HTML, not as React client code.
 * Markup contract (components/layout/*):
 * - `header[data-site-header]`: `data-hidden` 'true' while scrolling down past SHOW_ZONE px,
 *   'false' when scrolling up, near the top, or when focus enters it (spec section 4).
 * - `dialog[data-shell-dialog]` (shellDialogProps): a native modal dialog; Tab and Shift+Tab wrap
 *   inside it, a click on its backdrop closes it; Esc closes natively. `data-track-close-place` +
 *   `-text` push that click event on every close.
 * - `[data-dialog-open="<dialog id>"]` (dialogOpenerProps): opens it with showModal(); triggers
 *   get aria-expanded.
 * - `[data-dialog-close]` (dialogCloserProps on buttons): closes the dialog it is in (links too,
 *   after their navigation starts).
 * The props helpers also give the buttons HTML invoker commands (`command`, `commandfor`) and the
 * dialog `closedby="any"`, so that a browser which has them opens and closes the dialogs before
 * this script runs: on a phone the framework's scripts are evaluated for a second or more after
 * the first paint (docs/benchmarks.md), and a tap on the menu did nothing until then. Where the
 * browser lacks them, the listeners below do the same after hydration; where it has them, both
 * run and the second is a no-op (an open dialog is not opened again, a closed one not closed).
 * - `[data-track-place][data-track-text]`: a click pushes `{ event: 'click', target, label:
 *   '<place>/<text>' }` with target the element's href (or '').
 * - `a[data-shell-link]` (./shell-link.tsx): a plain click (main button, no modifier key, same
 *   origin, no target) navigates with the router given to installShellEvents, as next/link would;
 *   pointing at, touching or focusing it prefetches the target once, except on save-data or 2g
 *   connections (spec section 7). The menus carry no next/link, so a page hydrates no client
 *   component per menu link and prefetches nothing while it loads.
 */

/**
 * Props of a button that opens the shell dialog `dialogId` (a modal `<dialog>` with
 * shellDialogProps): the `data-dialog-open` hook of the listeners below, the invoker command
 * `show-modal` for the browsers that open it without script, and the popup state for assistive
 * technology (aria-expanded is kept by the listeners).
 */
export function dialogOpenerProps(dialogId: string) {
  return {
    'data-dialog-open': dialogId,
    command: 'show-modal',
    commandfor: dialogId,
    'aria-haspopup': 'dialog',
    'aria-expanded': false,
    'aria-controls': dialogId,
  } as const;
}

/**
 * Props of a button that closes the shell dialog `dialogId` it sits in: the `data-dialog-close`
 * hook of the listeners below and the invoker command `close`.
 */
export function dialogCloserProps(dialogId: string) {
  return { 'data-dialog-close': '', command: 'close', commandfor: dialogId } as const;
}

/**
 * Props of a shell dialog: the `data-shell-dialog` hook (focus wrap, backdrop click, close
 * tracking) and `closedby="any"`, the browser's own light dismiss (a click outside it, Esc).
 */
export const shellDialogProps = { 'data-shell-dialog': '', closedby: 'any' } as const;

/** The part of the Next router the shell links use (`useRouter()` of next/navigation). */
export interface ShellRouter {
  push(href: string): void;
  prefetch(href: string): void;
}

/** Scroll distance (px) from the top within which the header always shows. */
export const SHOW_ZONE = 80;

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const closestOf = (target: EventTarget | null, selector: string): HTMLElement | null =>
  target instanceof Element ? target.closest<HTMLElement>(selector) : null;

function setExpanded(dialog: HTMLDialogElement, expanded: boolean): void {
  if (!dialog.id) return;
  for (const trigger of document.querySelectorAll(`[data-dialog-open="${CSS.escape(dialog.id)}"]`))
    trigger.setAttribute('aria-expanded', expanded ? 'true' : 'false');
}

function trackFrom(el: HTMLElement, prefix: 'track' | 'trackClose'): void {
  const place = el.dataset[`${prefix}Place`];
  const text = el.dataset[`${prefix}Text`];
  // The target is the link's own href (none for buttons and dialogs).
  if (place && text) trackMenuClick(place as TrackPlace, text, el.getAttribute('href') ?? '');
}

let router: ShellRouter | null = null;
const prefetched = new Set<string>();

/** The same-origin path of a shell link the router may handle, else null. */
function shellLinkPath(target: EventTarget | null): string | null {
  const link = closestOf(target, 'a[data-shell-link]');
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return null;
  if (link.target && link.target !== '_self') return null;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

function softNavigate(e: MouseEvent): void {
  if (!router || e.defaultPrevented || e.button !== 0) return;
  if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
  const path = shellLinkPath(e.target);
  if (path === null) return;
  e.preventDefault();
  router.push(path);
}

function onIntent(e: Event): void {
  if (!router) return;
  const path = shellLinkPath(e.target);
  if (path === null || prefetched.has(path) || !browserAllowsPrefetch()) return;
  prefetched.add(path);
  router.prefetch(path);
}

function onClick(e: MouseEvent): void {
  softNavigate(e);
  const tracked = closestOf(e.target, '[data-track-place]');
  if (tracked) trackFrom(tracked, 'track');
  const opener = closestOf(e.target, '[data-dialog-open]');
  if (opener) {
    const dialog = document.getElementById(opener.dataset.dialogOpen ?? '');
    if (dialog instanceof HTMLDialogElement && !dialog.open) {
      dialog.showModal();
      setExpanded(dialog, true);
    }
    return;
  }
  const closer = closestOf(e.target, '[data-dialog-close]');
  if (closer) {
    closer.closest('dialog')?.close();
    return;
  }
  if (e.target instanceof HTMLDialogElement && e.target.matches('[data-shell-dialog][open]'))
    e.target.close();
}

function onKeyDown(e: KeyboardEvent): void {
  if (e.key !== 'Tab') return;
  const dialog = document.querySelector<HTMLDialogElement>('dialog[data-shell-dialog][open]');
  if (!dialog) return;
  const items = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => el.offsetParent !== null || el === document.activeElement,
  );
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (e.shiftKey && (active === first || !dialog.contains(active))) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && (active === last || !dialog.contains(active))) {
    e.preventDefault();
    first.focus();
  }
}

function onClose(e: Event): void {
  const dialog = e.target;
  if (!(dialog instanceof HTMLDialogElement) || !dialog.matches('[data-shell-dialog]')) return;
  setExpanded(dialog, false);
  trackFrom(dialog, 'trackClose');
}

function siteHeader(): HTMLElement | null {
  return document.querySelector<HTMLElement>('header[data-site-header]');
}

function createScrollHide(): { onScroll: () => void; onFocusIn: (e: FocusEvent) => void } {
  let lastY = window.scrollY;
  const setHidden = (hidden: boolean) => {
    const header = siteHeader();
    const value = hidden ? 'true' : 'false';
    if (header && header.dataset.hidden !== value) header.dataset.hidden = value;
  };
  return {
    onScroll() {
      const y = window.scrollY;
      if (y > lastY && y > SHOW_ZONE) setHidden(true);
      else if (y < lastY || y <= SHOW_ZONE) setHidden(false);
      lastY = y;
    },
    onFocusIn(e) {
      if (closestOf(e.target, 'header[data-site-header]')) setHidden(false);
    },
  };
}

let installs = 0;
let uninstall: (() => void) | null = null;

/**
 * Installs the delegated listeners once per document (reference-counted: several callers share
 * one set) and returns the function that releases this caller's hold. `shellRouter` (the latest
 * given) handles shell-link clicks and prefetches; without one, shell links navigate natively.
 */
export function installShellEvents(shellRouter?: ShellRouter): () => void {
  if (shellRouter) router = shellRouter;
  installs += 1;
  if (installs === 1) {
    const { onScroll, onFocusIn } = createScrollHide();
    // One signal removes every listener below.
    const listening = new AbortController();
    const { signal } = listening;
    document.addEventListener('click', onClick, { signal });
    document.addEventListener('keydown', onKeyDown, { signal });
    document.addEventListener('close', onClose, { capture: true, signal });
    document.addEventListener('focusin', onFocusIn, { signal });
    document.addEventListener('focusin', onIntent, { signal });
    document.addEventListener('pointerover', onIntent, { passive: true, signal });
    document.addEventListener('touchstart', onIntent, { passive: true, signal });
    window.addEventListener('scroll', onScroll, { passive: true, signal });
    // A dialog the visitor opened by its invoker command before this ran shows on its buttons.
    for (const dialog of document.querySelectorAll<HTMLDialogElement>(
      'dialog[data-shell-dialog][open]',
    ))
      setExpanded(dialog, true);
    // Marks that the shell's clicks are handled (soft navigation, menu click events): a click
    // before this lands is a native navigation without an event. The e2e tests wait for it.
    document.documentElement.dataset.shellEvents = 'on';
    uninstall = () => {
      delete document.documentElement.dataset.shellEvents;
      listening.abort();
    };
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    installs -= 1;
    if (installs === 0) {
      uninstall?.();
      uninstall = null;
      router = null;
      prefetched.clear();
    }
  };
}

/** An analytics event pushed to the tag manager's data layer. */
export type TrackEvent = { event: string } & Record<string, unknown>;

/** The click event of menus and header buttons (spec "Global header": target path + label). */
export interface MenuClickEvent extends TrackEvent {
  event: 'click';
  /** Internal path the button leads to (ends with '/'), or '' for buttons that do not navigate. */
  target: string;
  /** `<place>/<button text>`, place from TRACK_PLACES. */
  label: string;
}

/**
 * Places of a menu click, the first half of the label (spec "Global header": PC header,
 * mobile header, mobile drawer menu, phone consultation modal shown, and closed).
 */
export const TRACK_PLACES = {
  pcHeader: 'PC header',
  mobileHeader: 'mobile header',
  drawer: 'mobile drawer menu',
  modalShown: 'phone consultation modal shown',
  modalClosed: 'phone consultation modal closed',
} as const;
export type TrackPlace = (typeof TRACK_PLACES)[keyof typeof TRACK_PLACES];

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * Pushes an event to `window.dataLayer` (created when missing, as the tag manager expects).
 * Does nothing on the server. Events must never carry personal data (house rules).
 */
export function track(event: TrackEvent): void {
  if (typeof window === 'undefined') return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(event);
}

/** Builds the documented menu click event: `{ event: 'click', target, label: '<place>/<text>' }`. */
export function menuClickEvent(place: TrackPlace, text: string, target = ''): MenuClickEvent {
  return { event: 'click', target, label: `${place}/${text}` };
}

/** Pushes the menu click event of `menuClickEvent`. */
export function trackMenuClick(place: TrackPlace, text: string, target = ''): void {
  track(menuClickEvent(place, text, target));
}

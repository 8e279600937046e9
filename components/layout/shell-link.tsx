import type { ComponentProps } from 'react';
import type { TrackPlace } from '@/lib/tracking/track';

/**
 * A link to a page of the site as plain server markup: the shell's menus (header, sub-header,
 * drawer, footer, logo) and the links of the pages (buttons, cards, breadcrumbs, content
 * call-to-actions), so a page hydrates no client component per link and prefetches nothing while
 * it loads. ./shell-dom.ts (mounted by the header of every public layout) turns a click into a
 * soft navigation of the Next router, prefetches the target when the pointer or focus reaches the
 * link unless the connection is save-data or 2g (spec section 7), and, with `place`, pushes
 * `{ event: 'click', target: href, label: '<place>/<trackText>' }` (spec "Global header",
 * lib/tracking/track.ts). `closesDialog` closes the shell dialog the link sits in (the drawer).
 * Before the shell script runs, or on a page without the header, it is an ordinary link.
 */
export function ShellLink({
  href,
  place,
  trackText,
  closesDialog = false,
  ...rest
}: {
  /** Site path with trailing slash. */
  href: string;
  place?: TrackPlace;
  trackText?: string;
  closesDialog?: boolean;
} & Omit<ComponentProps<'a'>, 'href'>) {
  // Only the attributes a link has: an attribute given as undefined still travels in the page's
  // RSC payload ("$undefined"), and the shell's menus repeat this link some eighty times.
  const attributes = {
    ...(place !== undefined && trackText !== undefined
      ? { 'data-track-place': place, 'data-track-text': trackText }
      : {}),
    ...(closesDialog ? { 'data-dialog-close': '' } : {}),
  };
  return <a href={href} data-shell-link="" {...attributes} {...rest} />;
}

'use client';

import Link from 'next/link';
import type { ComponentProps } from 'react';
import { trackMenuClick, type TrackPlace } from '@/lib/tracking/track';
import { usePrefetchAllowed } from '@/components/platform/use-prefetch-allowed';

/**
 * A menu link that pushes `{ event: 'click', target: href, label: '<place>/<trackText>' }` to the
 * data layer before navigating (spec "Global header", lib/tracking/track.ts), with next/link soft
 * navigation and no prefetch on save-data or 2g connections (spec section 7). `closesDialog`
 * closes the shell dialog the link sits in (the drawer; see ./shell-dom.ts).
 */
export function TrackedLink({
  href,
  place,
  trackText,
  closesDialog = false,
  onClick,
  prefetch,
  ...rest
}: { href: string; place: TrackPlace; trackText: string; closesDialog?: boolean } & Omit<
  ComponentProps<typeof Link>,
  'href'
>) {
  const prefetchAllowed = usePrefetchAllowed();
  return (
    <Link
      href={href}
      prefetch={prefetchAllowed ? prefetch : false}
      data-dialog-close={closesDialog ? '' : undefined}
      onClick={(e) => {
        trackMenuClick(place, trackText, href);
        onClick?.(e);
      }}
      {...rest}
    />
  );
}

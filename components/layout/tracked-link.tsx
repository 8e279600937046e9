'use client';

import Link from 'next/link';
import type { ComponentProps } from 'react';
import { trackMenuClick, type TrackPlace } from '@/lib/tracking/track';
import { usePrefetchAllowed } from '@/components/platform/use-prefetch-allowed';

/**
 * A menu link that pushes `{ event: 'click', target: href, label: '<place>/<trackText>' }` to the
 * data layer before navigating (spec "Global header", lib/tracking/track.ts).
 */
export function TrackedLink({
  href,
  place,
  trackText,
  onClick,
  prefetch,
  ...rest
}: { href: string; place: TrackPlace; trackText: string } & Omit<
  ComponentProps<typeof Link>,
  'href'
>) {
  const prefetchAllowed = usePrefetchAllowed();
  return (
    <Link
      href={href}
      prefetch={prefetchAllowed ? prefetch : false}
      onClick={(e) => {
        trackMenuClick(place, trackText, href);
        onClick?.(e);
      }}
      {...rest}
    />
  );
}

'use client';
import { makePage } from '@keystatic/next/ui/app';
import config from '@/keystatic.config';

// The site runs with `trailingSlash: true`, so Next answers /keystatic/collection/campaigns with a
// redirect to .../campaigns/; Keystatic's router would read the trailing '' as a path segment and
// show "Not found". Its own links have no trailing slash, so drop it once, before it reads the URL.
if (typeof window !== 'undefined' && /^\/keystatic\/.+\/$/.test(window.location.pathname)) {
  const { pathname, search, hash } = window.location;
  window.history.replaceState(
    window.history.state,
    '',
    `${pathname.replace(/\/+$/, '')}${search}${hash}`,
  );
}

/** The Keystatic editor (client side), configured by keystatic.config.ts. */
export const KeystaticApp = makePage(config);

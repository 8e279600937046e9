'use client';
import { makePage } from '@keystatic/next/ui/app';
import { useEffect, useState } from 'react';
import config from '@/keystatic.config';

const Keystatic = makePage(config);

/**
 * The Keystatic editor (client side), configured by keystatic.config.ts. The site runs with
 * `trailingSlash: true`, so a loaded /keystatic/... URL ends with '/', which Keystatic's router reads
 * as an empty last segment ("Not found"); its own links have none. So the slash is dropped after
 * Next's router has settled the URL (its mount rewrites it), and only then is Keystatic rendered.
 */
export function KeystaticApp() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const { pathname, search, hash } = window.location;
    if (/^\/keystatic\/.+\/$/.test(pathname))
      window.history.replaceState(
        window.history.state,
        '',
        `${pathname.replace(/\/+$/, '')}${search}${hash}`,
      );
    // eslint-disable-next-line react-hooks/set-state-in-effect -- render Keystatic once, after the URL is fixed
    setReady(true);
  }, []);
  return ready ? <Keystatic /> : null;
}

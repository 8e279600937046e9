'use client';
import { makePage } from '@keystatic/next/ui/app';
import { useEffect, useState } from 'react';
import config from '@/keystatic.config';
import { PublishNotice } from '@/components/cms/publish-notice';
import { observeSaves } from '@/lib/cms/save-feedback';
import { translateKeystaticUi } from '@/lib/cms/ui-ja';
import { keepFontsLocal } from '@/lib/cms/local-fonts';

const Keystatic = makePage(config);

/**
 * The Keystatic editor (client side), configured by keystatic.config.ts, with what Keystatic
 * cannot be told: its English UI strings in Japanese (lib/cms/ui-ja.ts), a save's problems at
 * their fields and what happens after a save (lib/cms/save-feedback.ts, PublishNotice), and its
 * Google Fonts stylesheet kept off the network (lib/cms/local-fonts.ts).
 *
 * The site runs with `trailingSlash: true`, so a loaded /keystatic/... URL ends with '/', which
 * Keystatic's router reads as an empty last segment ("Not found"); its own links have none. So the
 * slash is dropped after Next's router has settled the URL (its mount rewrites it), and only then
 * is Keystatic rendered.
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
    const stops = [keepFontsLocal(), translateKeystaticUi(document.body), observeSaves()];
    // eslint-disable-next-line react-hooks/set-state-in-effect -- render Keystatic once, after the URL is fixed
    setReady(true);
    return () => stops.forEach((stop) => stop());
  }, []);
  return ready ? (
    <>
      <Keystatic />
      <PublishNotice storage={config.storage.kind} />
    </>
  ) : null;
}

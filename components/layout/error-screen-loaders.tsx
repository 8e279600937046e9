'use client';

import { lazy, Suspense } from 'react';

// Next.js puts the root not-found element into the RSC payload of every page, once per layout
// level (twice on a content page). As server markup the error page's header, drawer and footer
// made up about 85 KB of each page's 143 KB inline payload; as this client reference it is a few
// bytes, and the screen's module loads only when a 404 is shown (issue 10 item 2). On a direct
// 404 request the server waits for the module, so the HTML still carries the whole page.
const LazyNotFoundScreen = lazy(() =>
  import('./error-screen').then((m) => ({ default: m.NotFoundScreen })),
);

/** Spec "Error page", not-found variant: header, error card with 'TOPに戻る', minimal footer. */
export function NotFoundScreen() {
  return (
    <Suspense fallback={<div data-layout="error" className="min-h-dvh" />}>
      <LazyNotFoundScreen />
    </Suspense>
  );
}

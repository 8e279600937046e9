'use client';

import { lazy, Suspense } from 'react';

// The error screens (header, footer, error report) load only when an error or a 404 is shown:
// the root error boundary is part of every page's first-load JavaScript, and Next.js puts the
// root not-found element into the RSC payload of every page, once per layout level (as server
// markup the error page's header, drawer and footer made up about 85 KB of each page's 143 KB
// inline payload; as this client reference it is a few bytes). On a direct 404 request the
// server waits for the module, so the HTML still carries the whole page.
const screens = () => import('./error-screen');
const LazyRouteErrorScreen = lazy(() => screens().then((m) => ({ default: m.RouteErrorScreen })));
const LazyNotFoundScreen = lazy(() => screens().then((m) => ({ default: m.NotFoundScreen })));

const placeholder = <div data-layout="error" className="min-h-dvh" />;

/** Spec "Error page" for errors thrown while rendering a page (app/(site)/error.tsx); see RouteErrorScreen. */
export function RouteErrorPage({ error }: { error: unknown }) {
  return (
    <Suspense fallback={placeholder}>
      <LazyRouteErrorScreen error={error} />
    </Suspense>
  );
}

/** Spec "Error page", not-found variant (app/global-not-found.tsx, app/(site)/not-found.tsx): header, error card, minimal footer. */
export function NotFoundPage() {
  return (
    <Suspense fallback={placeholder}>
      <LazyNotFoundScreen />
    </Suspense>
  );
}

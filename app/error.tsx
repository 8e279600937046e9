'use client';

import { lazy, Suspense } from 'react';

// The error screen (header, footer, error report) loads only when an error happens: the root
// error boundary is part of every page's first-load JavaScript (issue 10 item 2).
const RouteErrorScreen = lazy(() =>
  import('@/components/layout/error-screen').then((m) => ({ default: m.RouteErrorScreen })),
);

/** Spec "Error page" for errors thrown while rendering a page; see RouteErrorScreen. */
export default function ErrorPage({ error }: { error: unknown }) {
  return (
    <Suspense fallback={<div data-layout="error" className="min-h-dvh" />}>
      <RouteErrorScreen error={error} />
    </Suspense>
  );
}

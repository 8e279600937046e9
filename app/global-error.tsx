'use client';

import { lazy, Suspense } from 'react';
import './globals.css';

// Loaded only on error: global-error is part of every page's first-load JavaScript.
const GlobalErrorScreen = lazy(() =>
  import('@/components/layout/error-screen').then((m) => ({ default: m.GlobalErrorScreen })),
);

/** Spec "Error page" when the root layout itself fails: renders its own <html>. */
export default function GlobalError({ error }: { error: unknown }) {
  return (
    <html lang="ja">
      <body>
        <Suspense fallback={null}>
          <GlobalErrorScreen error={error} />
        </Suspense>
      </body>
    </html>
  );
}

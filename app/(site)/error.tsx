'use client';

import { RouteErrorPage } from '@/components/layout/error-screen-loaders';

/** Spec "Error page" for errors thrown while rendering a page; loaded on demand (see the loader). */
export default function ErrorPage({ error }: { error: unknown }) {
  return <RouteErrorPage error={error} />;
}

'use client';

import { useEffect } from 'react';
import { ERROR_TEXTS, ErrorView, errorVariantOf } from '@/components/layout/error-view';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';

/**
 * Spec "Error page" for errors thrown while rendering a page: the not-found variant for status 404
 * or message '404', 'エラーが発生しました。' otherwise. Title is the heading alone; noindex, nofollow.
 * Reporting to the error helper (spec 8, category '共通') is wired by the client platform (issue 5).
 */
export default function ErrorPage({ error }: { error: unknown }) {
  const variant = errorVariantOf(error);
  useEffect(() => {
    if (variant !== 'notFound') console.error(error);
  }, [error, variant]);
  return (
    <div data-layout="error" className="flex min-h-dvh flex-col">
      <title>{ERROR_TEXTS[variant].heading}</title>
      <meta name="robots" content="noindex, nofollow" />
      <SiteHeader hasSubHeader={false} />
      <ErrorView variant={variant} />
      <SiteFooter minimal />
    </div>
  );
}

'use client';

import { useEffect } from 'react';
import { ERROR_TEXTS, ErrorView, errorVariantOf } from '@/components/layout/error-view';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { useClientErrorReport } from '@/components/platform/use-client-error-report';

/**
 * Spec "Error page" for errors thrown while rendering a page: the not-found variant for status 404
 * or message '404', 'エラーが発生しました。' otherwise. Title is the heading alone; noindex, nofollow.
 * Reported once through useClientErrorReport (spec 8: notifyClientError, category '共通'; 404s not
 * reported). Crawlers get no error page, only the log (spec 8).
 */
export default function ErrorPage({ error }: { error: unknown }) {
  const variant = errorVariantOf(error);
  const { isCrawler } = useClientErrorReport(error);
  useEffect(() => {
    if (variant !== 'notFound') console.error(error);
  }, [error, variant]);
  if (isCrawler) return <div data-layout="error" />;
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

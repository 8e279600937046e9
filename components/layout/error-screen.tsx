'use client';

import { useEffect } from 'react';
import { useClientErrorReport } from '@/components/platform/use-client-error-report';
import { ERROR_TEXTS, errorVariantOf, type ErrorVariant } from './error-texts';
import { ErrorView } from './error-view';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * Spec "Error page" for errors thrown while rendering a page (app/(site)/error.tsx, which loads this
 * module only when an error occurs): the not-found variant for status 404 or message '404',
 * 'エラーが発生しました。' otherwise. Title is the heading alone; noindex, nofollow. Reported once
 * through useClientErrorReport (spec 8: notifyClientError, category '共通'; 404s not reported).
 * Crawlers get no error page, only the log (spec 8).
 */
export function RouteErrorScreen({ error }: { error: unknown }) {
  const variant = errorVariantOf(error);
  const { isCrawler } = useClientErrorReport(error);
  useEffect(() => {
    if (variant !== 'notFound') console.error(error);
  }, [error, variant]);
  if (isCrawler) return <div data-layout="error" />;
  return (
    <ErrorLayout variant={variant}>
      <title>{ERROR_TEXTS[variant].heading}</title>
      <meta name="robots" content="noindex, nofollow" />
    </ErrorLayout>
  );
}

/**
 * Spec "Error page", not-found variant (app/global-not-found.tsx and app/(site)/not-found.tsx through error-screen-loaders.tsx, which
 * loads this module on demand). Title and robots come from those files' metadata.
 */
export function NotFoundScreen() {
  return <ErrorLayout variant="notFound" />;
}

/** The error page body: header without sub-header, the error card, legal-only footer. */
function ErrorLayout({ variant, children }: { variant: ErrorVariant; children?: React.ReactNode }) {
  return (
    <div data-layout="error" className="flex min-h-dvh flex-col">
      {children}
      <SiteHeader hasSubHeader={false} />
      <ErrorView variant={variant} />
      <SiteFooter minimal />
    </div>
  );
}

/** Spec "Error page" when the root layout itself fails (app/global-error.tsx, loaded on error). */
export function GlobalErrorScreen({ error }: { error: unknown }) {
  const variant = errorVariantOf(error);
  return (
    <>
      <title>{ERROR_TEXTS[variant].heading}</title>
      <meta name="robots" content="noindex, nofollow" />
      <div className="flex min-h-dvh flex-col">
        <SiteHeader hasSubHeader={false} />
        <ErrorView variant={variant} />
        <SiteFooter minimal />
      </div>
    </>
  );
}

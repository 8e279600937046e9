import type { Metadata } from 'next';
import { ERROR_TEXTS, ErrorView } from '@/components/layout/error-view';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';

export const metadata: Metadata = {
  title: { absolute: ERROR_TEXTS.notFound.heading },
  robots: { index: false, follow: false },
};

/** Spec "Error page", not-found variant: any unknown path (HTTP 404). */
export default function NotFound() {
  return (
    <div data-layout="error" className="flex min-h-dvh flex-col">
      <SiteHeader hasSubHeader={false} />
      <ErrorView variant="notFound" />
      <SiteFooter minimal />
    </div>
  );
}

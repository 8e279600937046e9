import type { Metadata } from 'next';
import { ERROR_TEXTS } from '@/components/layout/error-texts';
import { NotFoundPage } from '@/components/layout/error-screen-loaders';
import { PublicPageScripts } from '@/components/layout/public-page-scripts';

export const metadata: Metadata = {
  title: { absolute: ERROR_TEXTS.notFound.heading },
  robots: { index: false, follow: false },
};

/** Spec "Error page", not-found variant: any unknown path (HTTP 404). See NotFoundPage. */
export default function NotFound() {
  return (
    <>
      <NotFoundPage />
      <PublicPageScripts />
    </>
  );
}

import type { Metadata } from 'next';
import { ERROR_TEXTS } from '@/components/layout/error-texts';
import { NotFoundPage } from '@/components/layout/error-screen-loaders';

export const metadata: Metadata = {
  title: { absolute: ERROR_TEXTS.notFound.heading },
  robots: { index: false, follow: false },
};

/** Spec "Error page", not-found variant, for a draft preview that does not exist. */
export default function PreviewNotFound() {
  return <NotFoundPage />;
}

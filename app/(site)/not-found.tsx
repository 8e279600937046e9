import { NOT_FOUND_METADATA } from '@/components/layout/error-texts';
import { NotFoundPage } from '@/components/layout/error-screen-loaders';
import { PublicPageScripts } from '@/components/layout/public-page-scripts';

export const metadata = NOT_FOUND_METADATA;

/** Spec "Error page", not-found variant: any unknown path (HTTP 404). See NotFoundPage. */
export default function NotFound() {
  return (
    <>
      <NotFoundPage />
      <PublicPageScripts />
    </>
  );
}

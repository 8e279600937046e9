import { NOT_FOUND_METADATA } from '@/components/layout/error-texts';
import { NotFoundPage } from '@/components/layout/error-screen-loaders';

export const metadata = NOT_FOUND_METADATA;

/** Spec "Error page", not-found variant, for a draft preview that does not exist. */
export default function PreviewNotFound() {
  return <NotFoundPage />;
}

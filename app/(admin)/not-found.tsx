import { NOT_FOUND_METADATA } from '@/components/layout/error-texts';
import { NotFoundPage } from '@/components/layout/error-screen-loaders';

export const metadata = NOT_FOUND_METADATA;

/** Spec "Error page", not-found variant, inside the back office (an unknown list or receipt). */
export default function AdminNotFound() {
  return <NotFoundPage />;
}

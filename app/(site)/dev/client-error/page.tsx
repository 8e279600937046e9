import { connection } from 'next/server';
import { notFound } from 'next/navigation';
import { PublicPageScripts } from '@/components/layout/public-page-scripts';
import { ForceClientError } from '@/components/platform/force-client-error';

export const metadata = { robots: { index: false, follow: false } };

/** Test page for the error-reporting end-to-end test; exists only when the server runs with E2E=1. */
export default async function ClientErrorTestPage() {
  await connection();
  if (process.env.E2E !== '1') notFound();
  return (
    <>
      <ForceClientError />
      <PublicPageScripts />
    </>
  );
}

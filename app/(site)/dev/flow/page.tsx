import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

/**
 * The development title only in development: a static `metadata` would also title the
 * production 404 of this path. Outside development the 404 (with the not-found page's metadata)
 * is raised here, before any of this page's metadata is resolved.
 */
export async function generateMetadata(): Promise<Metadata> {
  if (process.env.NODE_ENV !== 'development') notFound();
  return { title: 'Application flow (development)', robots: { index: false, follow: false } };
}

/**
 * /dev/flow/: the live application-flow diagram, in development only. In a production build the
 * branch below is removed (NODE_ENV is inlined), so the view is not bundled and the page is 404.
 */
export default async function FlowDevPage() {
  if (process.env.NODE_ENV === 'development') {
    const { FlowDevView } = await import('@/components/dev/flow-dev-view');
    return (
      <main className="mx-auto max-w-[1100px] p-6">
        <h1 className="mb-4 text-xl font-bold">Application flow</h1>
        <FlowDevView />
      </main>
    );
  }
  notFound();
}

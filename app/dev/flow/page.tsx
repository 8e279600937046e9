import { notFound } from 'next/navigation';

export const metadata = {
  title: 'Application flow (development)',
  robots: { index: false, follow: false },
};

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

import type { Metadata } from 'next';
import { ShellLink } from '@/components/layout/shell-link';
import { notFound } from 'next/navigation';
import { getCampaignPage } from '@/lib/content';
import { documentMetadata } from '@/lib/content/page-metadata';
import { MdxContent } from '@/components/content/mdx-content';
import { Phrases } from '@/components/ui/phrases';

// Validity is judged per request (Japan time): upcoming = 404, ended = notice + noindex.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = getCampaignPage((await params).slug);
  if (!page || page.status === 'upcoming') return {};
  return {
    ...documentMetadata(page.doc),
    robots: page.status === 'ended' ? { index: false, follow: true } : undefined,
  };
}

export default async function CampaignPage({ params }: Props) {
  const page = getCampaignPage((await params).slug);
  if (!page || page.status === 'upcoming') notFound();
  if (page.status === 'ended') {
    return (
      <main className="mx-auto max-w-3xl px-4 py-12 text-center">
        <h1 className="mb-4 text-2xl font-bold">
          <Phrases>{page.doc.title}</Phrases>
        </h1>
        <p className="mb-6" data-testid="campaign-ended">
          このキャンペーンは終了しました。ご好評いただき、ありがとうございました。
        </p>
        <ShellLink
          href="/campaign/"
          className="inline-block rounded-full bg-red-600 px-8 py-3 font-bold text-white no-underline"
        >
          実施中のキャンペーンを見る
        </ShellLink>
      </main>
    );
  }
  return (
    <main className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="mb-4 text-2xl font-bold md:text-3xl">
        <Phrases>{page.doc.title}</Phrases>
      </h1>
      <MdxContent code={page.code} doc={page.doc} />
    </main>
  );
}

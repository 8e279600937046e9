import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getSpecialPage, getSpecials } from '@/lib/content';
import { documentMetadata } from '@/lib/content/page-metadata';
import { ContentArticle } from '@/components/content/content-article';
import { ContentImage } from '@/components/content/content-image';
import { CampaignCard } from '@/components/content/campaign-banner';
import { StoredIntroductionNotice } from '@/components/flows/introduction-notice';

export const dynamicParams = false;
// Featured campaigns follow their validity windows: re-render at most every 60 s.
export const revalidate = 60;

type Props = { params: Promise<{ slug: string }> };

export function generateStaticParams() {
  return getSpecials().map((s) => ({ slug: s.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return documentMetadata(getSpecialPage((await params).slug)?.doc);
}

export default async function SpecialPage({ params }: Props) {
  const page = getSpecialPage((await params).slug);
  if (!page) notFound();
  return (
    <ContentArticle title={page.doc.title} code={page.code} doc={page.doc}>
      <div className="mb-6 empty:hidden">
        <StoredIntroductionNotice />
      </div>
      <ContentImage image={page.doc.hero} lcp className="mb-6 rounded-lg" />
      {page.campaigns.length > 0 ? (
        <section aria-labelledby="featured-campaigns" className="mb-8">
          <h2 id="featured-campaigns" className="mb-3 text-xl font-bold">
            実施中のキャンペーン
          </h2>
          <div className="grid gap-4 sm:grid-cols-2">
            {page.campaigns.map((c) => (
              <CampaignCard key={c.slug} campaign={c} />
            ))}
          </div>
        </section>
      ) : null}
    </ContentArticle>
  );
}

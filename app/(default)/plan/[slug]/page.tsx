import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getPlanPage, getPlans } from '@/lib/content';
import { ContentArticle } from '@/components/content/content-article';
import { ContentImage } from '@/components/content/content-image';

export const dynamicParams = false;

type Props = { params: Promise<{ slug: string }> };

export function generateStaticParams() {
  return getPlans()
    .filter((p) => p.slug !== 'index')
    .map((p) => ({ slug: p.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = getPlanPage((await params).slug);
  return page ? { title: page.doc.title, description: page.doc.description, alternates: { canonical: page.doc.url } } : {};
}

export default async function PlanPage({ params }: Props) {
  const slug = (await params).slug;
  const page = slug === 'index' ? null : getPlanPage(slug);
  if (!page) notFound();
  return (
    <ContentArticle title={page.doc.title} lead={page.doc.summary} code={page.code} doc={page.doc}>
      {page.doc.tab ? <ContentImage image={page.doc.tab} lcp className="mb-6 rounded-lg" /> : null}
    </ContentArticle>
  );
}

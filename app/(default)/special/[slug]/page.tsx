import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getSpecialPage, getSpecials } from '@/lib/content';
import { ContentArticle } from '@/components/content/content-article';
import { ContentImage } from '@/components/content/content-image';

export const dynamicParams = false;

type Props = { params: Promise<{ slug: string }> };

export function generateStaticParams() {
  return getSpecials().map((s) => ({ slug: s.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = getSpecialPage((await params).slug);
  return page ? { title: page.doc.title, description: page.doc.description, alternates: { canonical: page.doc.url } } : {};
}

export default async function SpecialPage({ params }: Props) {
  const page = getSpecialPage((await params).slug);
  if (!page) notFound();
  return (
    <ContentArticle title={page.doc.title} code={page.code} doc={page.doc}>
      <ContentImage image={page.doc.hero} lcp className="mb-6 rounded-lg" />
    </ContentArticle>
  );
}

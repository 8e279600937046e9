import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getSetWariPage, getSetWaris } from '@/lib/content';
import { documentMetadata } from '@/lib/content/page-metadata';
import { ContentArticle } from '@/components/content/content-article';
import { ContentImage } from '@/components/content/content-image';

export const dynamicParams = false;

type Props = { params: Promise<{ slug: string }> };

export function generateStaticParams() {
  return getSetWaris().map((s) => ({ slug: s.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return documentMetadata(getSetWariPage((await params).slug)?.doc);
}

export default async function SetWariPage({ params }: Props) {
  const page = getSetWariPage((await params).slug);
  if (!page) notFound();
  return (
    <ContentArticle title={page.doc.title} lead={page.doc.summary} code={page.code} doc={page.doc}>
      <ContentImage image={page.doc.banner} lcp className="mb-6 rounded-lg" />
    </ContentArticle>
  );
}

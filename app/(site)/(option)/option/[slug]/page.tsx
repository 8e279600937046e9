import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getOptionPage, getOptions } from '@/lib/content';
import { documentMetadata } from '@/lib/content/page-metadata';
import { ContentArticle } from '@/components/content/content-article';
import { ContentImage } from '@/components/content/content-image';

export const dynamicParams = false;

type Props = { params: Promise<{ slug: string }> };

export function generateStaticParams() {
  return getOptions().map((o) => ({ slug: o.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return documentMetadata(getOptionPage((await params).slug)?.doc);
}

export default async function OptionPage({ params }: Props) {
  const slug = (await params).slug;
  const page = slug === 'index' ? null : getOptionPage(slug);
  if (!page) notFound();
  return (
    <ContentArticle title={page.doc.title} lead={page.doc.summary} code={page.code} doc={page.doc}>
      {page.doc.thumbnail ? (
        <ContentImage image={page.doc.thumbnail} lcp className="mb-6 rounded-lg" />
      ) : null}
    </ContentArticle>
  );
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getServicePage, getServices } from '@/lib/content';
import { documentMetadata } from '@/lib/content/page-metadata';
import { ContentArticle } from '@/components/content/content-article';

export const dynamicParams = false;

type Props = { params: Promise<{ slug: string[] }> };

export function generateStaticParams() {
  return getServices().map((s) => ({ slug: s.slug.split('/') }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return documentMetadata(getServicePage((await params).slug.join('/'))?.doc);
}

export default async function ServicePage({ params }: Props) {
  const page = getServicePage((await params).slug.join('/'));
  if (!page) notFound();
  return <ContentArticle title={page.doc.title} code={page.code} doc={page.doc} />;
}

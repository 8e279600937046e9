import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getPlanPage, getPlans } from '@/lib/content';
import { documentMetadata } from '@/lib/content/page-metadata';
import { ContentArticle } from '@/components/content/content-article';
import { ContentImage } from '@/components/content/content-image';
import { SimulationPlanEstimate } from '@/components/apply/simulation-plan-estimate';

export const dynamicParams = false;
/** The estimate follows the campaigns valid now (Japan time), so the page is re-rendered each minute. */
export const revalidate = 60;

type Props = { params: Promise<{ slug: string }> };

export function generateStaticParams() {
  return getPlans()
    .filter((p) => p.slug !== 'index')
    .map((p) => ({ slug: p.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return documentMetadata(getPlanPage((await params).slug)?.doc);
}

export default async function PlanPage({ params }: Props) {
  const slug = (await params).slug;
  const page = slug === 'index' ? null : getPlanPage(slug);
  if (!page) notFound();
  const building = page.doc.buildingType;
  return (
    <ContentArticle
      title={page.doc.title}
      lead={page.doc.summary}
      code={page.code}
      doc={page.doc}
      extra={{
        PlanEstimate: () => (building ? <SimulationPlanEstimate building={building} /> : null),
      }}
    >
      {page.doc.tab ? <ContentImage image={page.doc.tab} lcp className="mb-6 rounded-lg" /> : null}
    </ContentArticle>
  );
}

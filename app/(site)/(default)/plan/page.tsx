import type { Metadata } from 'next';
import { ShellLink } from '@/components/layout/shell-link';
import { getPlanPage, getPlans } from '@/lib/content';
import { documentMetadata } from '@/lib/content/page-metadata';
import { ContentArticle } from '@/components/content/content-article';
import { ContentImage } from '@/components/content/content-image';

/** Used until content/plans/index.mdx exists. */
const FALLBACK = {
  title: '料金プラン',
  description: '戸建て・マンションそれぞれの光回線プランと料金のご案内です。',
  summary: undefined,
  collection: 'Index',
  url: '/plan/',
};

export function generateMetadata(): Metadata {
  return documentMetadata(getPlanPage('index')?.doc ?? FALLBACK);
}

export default function PlanIndexPage() {
  const page = getPlanPage('index');
  const plans = getPlans().filter((p) => p.slug !== 'index');
  return (
    <ContentArticle
      title={page?.doc.title ?? FALLBACK.title}
      lead={page?.doc.summary}
      code={page?.code}
      doc={page?.doc ?? FALLBACK}
    >
      <nav aria-label="建物タイプ別のプラン" className="mb-8 grid gap-4 sm:grid-cols-2">
        {plans.map((p, i) => (
          <ShellLink
            key={p.slug}
            href={p.url}
            className="block overflow-hidden rounded-lg border no-underline"
          >
            {p.tab ? <ContentImage image={p.tab} lcp={i === 0} /> : null}
            <span className="block p-3 font-bold text-gray-900">{p.title}</span>
          </ShellLink>
        ))}
      </nav>
    </ContentArticle>
  );
}

import type { Metadata } from 'next';
import { ShellLink } from '@/components/layout/shell-link';
import { getOptionPage, getOptions } from '@/lib/content';
import { documentMetadata } from '@/lib/content/page-metadata';
import { ContentArticle } from '@/components/content/content-article';
import { ContentImage } from '@/components/content/content-image';

/** Used until content/options/index.mdx exists. */
const FALLBACK = {
  title: 'オプションサービス一覧',
  description:
    '光電話・光テレビ・Wi-Fi・サポートなど、光回線と組み合わせて使えるオプションサービスのご案内です。',
  summary: undefined,
  collection: 'Index',
  url: '/option/',
};

export function generateMetadata(): Metadata {
  return documentMetadata(getOptionPage('index')?.doc ?? FALLBACK);
}

export default function OptionIndexPage() {
  const page = getOptionPage('index');
  const options = getOptions();
  return (
    <ContentArticle
      title={page?.doc.title ?? FALLBACK.title}
      code={page?.code}
      doc={page?.doc ?? FALLBACK}
    >
      <ul className="mb-8 grid gap-4 sm:grid-cols-2 md:grid-cols-3" data-testid="option-list">
        {options.map((o, i) => (
          <li key={o.slug} className="overflow-hidden rounded-lg border bg-white">
            <ShellLink href={o.url} className="block no-underline">
              {o.thumbnail ? <ContentImage image={o.thumbnail} lcp={i === 0} /> : null}
              <div className="p-3">
                <h2 className="font-bold text-gray-900">{o.title}</h2>
                <p className="mt-1 text-sm text-gray-700">{o.summary}</p>
              </div>
            </ShellLink>
          </li>
        ))}
      </ul>
    </ContentArticle>
  );
}

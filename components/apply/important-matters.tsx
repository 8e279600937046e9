import { MdxContent } from '@/components/content/mdx-content';
import type { DocumentPage } from '@/lib/content';
import type { Service } from '@/lib/content/schema';

/**
 * The 重要事項説明 documents rendered on the server (no client JS), each under its title; their
 * links open in a new tab, so the application stays where it is.
 */
export function ImportantMatters({ pages }: { pages: DocumentPage<Service>[] }) {
  return (
    <div className="flex flex-col gap-8">
      {pages.map((p) => (
        <article key={p.doc.slug} aria-labelledby={`im-${p.doc.slug}`}>
          <h3 id={`im-${p.doc.slug}`} className="mb-3 text-lg font-bold">
            {p.doc.title}
          </h3>
          <MdxContent code={p.code} doc={p.doc} linksInNewTab />
        </article>
      ))}
    </div>
  );
}

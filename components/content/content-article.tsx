import { MdxContent, type DocLike, type ExtraMdxComponents } from './mdx-content';
import { Phrases } from '@/components/ui/phrases';

/** The frame of a content page: heading, optional lead and the MDX body (server component). */
export function ContentArticle({
  title,
  lead,
  code,
  doc,
  extra,
  children,
}: {
  title: string;
  lead?: string;
  /** Compiled MDX; omitted when the page has no document body. */
  code?: string;
  doc: DocLike;
  /** Route-bound MDX components (see MdxContent). */
  extra?: ExtraMdxComponents;
  children?: React.ReactNode;
}) {
  return (
    <main className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="mb-4 text-2xl font-bold md:text-3xl">
        <Phrases>{title}</Phrases>
      </h1>
      {lead ? <p className="mb-6 text-gray-700">{lead}</p> : null}
      {children}
      {code ? <MdxContent code={code} doc={doc} extra={extra} /> : null}
    </main>
  );
}

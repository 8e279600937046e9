import { evaluate } from 'next-mdx-remote-client/rsc';
import { REMARK_PLUGINS } from '@/lib/content/mdx-options';
import { ContentBody, contentComponents, type DocLike } from './mdx-content';

/**
 * An editor's draft body compiled at request time (next-mdx-remote-client, server only) with the
 * build's remark plugins and the published pages' component map, so the preview renders what the
 * build will. Only the draft preview route imports this; public pages use MdxContent.
 */
export async function MdxPreview({ source, doc }: { source: string; doc: DocLike }) {
  const { content, error } = await evaluate({
    source,
    options: { mdxOptions: { remarkPlugins: REMARK_PLUGINS }, disableImports: true, disableExports: true },
    components: contentComponents(doc),
  });
  if (error)
    return (
      <p role="alert" className="rounded border border-red-400 bg-red-50 p-4 text-sm">
        本文（MDX）が読めません：{error.message}
      </p>
    );
  return <ContentBody doc={doc}>{content}</ContentBody>;
}

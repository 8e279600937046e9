import type { Metadata } from 'next';

/**
 * The metadata of a content document's page (content/<collection>/*.mdx): its `title` (completed
 * by the site's title template), its `description` as the meta description and its URL as the
 * canonical link. No document (an unknown slug, the page answers 404): no metadata of its own.
 */
export function documentMetadata(
  doc: { title: string; description: string; url: string } | null | undefined,
): Metadata {
  return doc
    ? { title: doc.title, description: doc.description, alternates: { canonical: doc.url } }
    : {};
}

import 'server-only';
import { getServicePage, type DocumentPage } from '@/lib/content';
import type { Service } from '@/lib/content/schema';

/** The documents of the 重要事項説明 on the terms step, in this order. */
export const IMPORTANT_MATTER_SLUGS = ['caution-notes', 'cancellation'] as const;

/**
 * The important-matters explanation: content service/caution-notes and service/cancellation
 * (their compiled MDX), for the terms page to render on the server. Throws when one is missing,
 * since an application must not be taken without it.
 */
export function getImportantMatters(): DocumentPage<Service>[] {
  return IMPORTANT_MATTER_SLUGS.map((slug) => {
    const page = getServicePage(slug);
    if (!page) throw new Error(`content service/${slug} is missing (重要事項説明)`);
    return page;
  });
}

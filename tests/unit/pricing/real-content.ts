import path from 'node:path';
import { listContentFiles, readDocument } from '@/lib/content/frontmatter';
import { validateFrontmatter } from '@/lib/content/validate';
import type {
  CampaignFrontmatter,
  OptionFrontmatter,
  PlanFrontmatter,
  ServiceFrontmatter,
} from '@/lib/content/schema';
import type { ContentSources } from '@/lib/pricing/from-content';

/**
 * The real documents of content/ as the adapter takes them: read from disk with content's reader
 * and parsed by the same zod schemas as the build (defaults applied). Invalid documents throw.
 */
export function realContentSources(
  contentDir = path.join(process.cwd(), 'content'),
): ContentSources {
  const out: ContentSources = { plans: [], options: [], campaigns: [], services: [] };
  for (const file of listContentFiles(contentDir)) {
    const doc = readDocument(contentDir, file);
    if (!doc.collection) continue;
    const parsed = validateFrontmatter(doc.collection, file, doc.data);
    if (!parsed.ok)
      throw new Error(parsed.issues.map((i) => `${i.file}: ${i.field}: ${i.message}`).join('\n'));
    const slug = doc.inner.replace(/\.mdx?$/, '');
    const data = { ...parsed.data, slug };
    if (doc.collection === 'Plan') out.plans.push(data as PlanFrontmatter & { slug: string });
    if (doc.collection === 'Option') out.options.push(data as OptionFrontmatter & { slug: string });
    if (doc.collection === 'Campaign')
      out.campaigns.push(data as CampaignFrontmatter & { slug: string });
    if (doc.collection === 'Service')
      out.services!.push(data as ServiceFrontmatter & { slug: string });
  }
  return out;
}

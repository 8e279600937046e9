import type { MetadataRoute } from 'next';
import { siteOrigin } from '@/lib/site';
import { getIndexablePaths } from '@/lib/content/sitemap';

// Active campaigns change with the clock, not with deployments: render per request.
export const dynamic = 'force-dynamic';

/** sitemap.xml: every indexable route, active campaigns only. SITE_URL sets the origin. */
export default function sitemap(): MetadataRoute.Sitemap {
  const origin = siteOrigin();
  return getIndexablePaths().map((p) => ({ url: `${origin}${p}` }));
}

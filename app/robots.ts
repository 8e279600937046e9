import type { MetadataRoute } from 'next';
import { siteOrigin } from '@/lib/site';

/** robots.txt: everything public is crawlable except the application flow; points to sitemap.xml. */
export default function robots(): MetadataRoute.Robots {
  const origin = siteOrigin();
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        disallow: ['/apply/form2/', '/apply/form3/', '/apply/terms/', '/apply/completed/', '/api/'],
      },
    ],
    sitemap: `${origin}/sitemap.xml`,
  };
}

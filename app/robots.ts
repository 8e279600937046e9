import type { MetadataRoute } from 'next';

/** robots.txt: everything public is crawlable except the application flow; points to sitemap.xml. */
export default function robots(): MetadataRoute.Robots {
  const origin = (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
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

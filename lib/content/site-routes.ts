import { SITE_ROUTES as SPEC_ROUTES } from '../routes';

/** Pages of the application flow and other steps a search engine should not index. */
const NOT_INDEXED = new Set([
  '/area/home/',
  '/option/apply/',
  '/apply/area/',
  '/apply/form2/',
  '/apply/form3/',
  '/apply/terms/',
  '/apply/completed/',
]);

/**
 * Routes of spec section 2 that are NOT generated from content documents (the shell's list in
 * lib/routes.ts, owner 'shell', plus the campaign list), with whether a search engine should index
 * them. Used by the content check (is an internal link a real route?) and by sitemap.xml. Content
 * routes (/campaign/<slug>/, /option/<slug>/ ...) come from the documents themselves, so a
 * document that does not exist is never linked or listed.
 */
export const SITE_ROUTES: readonly { path: string; indexable: boolean }[] = [
  ...SPEC_ROUTES.filter((r) => r.owner === 'shell').map((r) => ({ path: r.path, indexable: !NOT_INDEXED.has(r.path) })),
  { path: '/campaign/', indexable: true },
];

/**
 * Routes of spec section 2 that are NOT generated from content documents (the shell's, the area
 * search's and the application flow's pages), with whether a search engine should index them.
 * Used by the content check (is an internal link a real route?) and by sitemap.xml. Content
 * routes (/campaign/<slug>/, /option/<slug>/ ...) come from the documents themselves.
 */
export const SITE_ROUTES: readonly { path: string; indexable: boolean }[] = [
  { path: '/', indexable: true },
  { path: '/faq/', indexable: true },
  { path: '/company/', indexable: true },
  { path: '/contact/', indexable: true },
  { path: '/privacy/', indexable: true },
  { path: '/support/', indexable: true },
  { path: '/transfer/', indexable: true },
  { path: '/area/', indexable: true },
  { path: '/area/home/', indexable: false },
  { path: '/campaign/', indexable: true },
  { path: '/option/apply/', indexable: false },
  { path: '/apply/area/', indexable: false },
  { path: '/apply/form/', indexable: true },
  { path: '/apply/form2/', indexable: false },
  { path: '/apply/form3/', indexable: false },
  { path: '/apply/terms/', indexable: false },
  { path: '/apply/completed/', indexable: false },
];

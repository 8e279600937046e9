import { NextResponse, type NextRequest } from 'next/server';
import { getCampaignPage } from '@/lib/content';
import { securityHeaders } from '@/lib/security/headers.mjs';
import { isCmsEnabled } from '@/lib/server/cms/enabled';

/**
 * A path no route matches: rewriting to it answers Next's compiled 404 page (status 404,
 * app/global-not-found.tsx rendered into the HTML).
 */
const NOT_FOUND_PATH = '/__not-found__/';

/**
 * Page requests that must answer 404 get the compiled 404 page, rendered on the server:
 * - a path whose percent-encoding is malformed (`/option/%ZZ/`): Next.js answers a dynamic
 *   segment it cannot decode with a bare 500;
 * - `/campaign/<slug>/` of a campaign that does not exist or has not started yet (spec section 2:
 *   upcoming = 404; Japan-time windows of content/campaigns/, clock `CONTENT_NOW` or now). The
 *   dynamic campaign page would answer 404 as well (notFound()), but Next.js then sends an empty
 *   error document and draws the 404 screen only with JavaScript (vercel/next.js#62228), so
 *   crawlers and visitors without JavaScript would see a blank page.
 * - a path without its trailing slash and without a file extension (spec section 2) is redirected
 *   here, 308 with the query kept, carrying the security headers of every other response (Next's
 *   own trailing-slash redirect, switched off in next.config.mjs, sent none).
 * - the editors' CMS (`/keystatic/...`) and draft previews (`/preview/...`) while the CMS is off
 *   (production without KEYSTATIC_ENABLED=1; lib/server/cms/cms.ts). Its API route answers 404 itself.
 * Every other request passes unchanged. Nothing of the request is logged or stored.
 */
export function proxy(request: NextRequest): NextResponse {
  const { pathname } = request.nextUrl;
  if (needsTrailingSlash(pathname)) return trailingSlashRedirect(request);
  if (pathname.startsWith('/api/')) return NextResponse.next();
  const path = decodePath(pathname);
  if (path === null) return notFound(request);
  if (/^\/(keystatic|preview)(\/|$)/.test(path) && !isCmsEnabled()) return notFound(request);
  const slug = /^\/campaign\/([^/]+)\/?$/.exec(path)?.[1];
  if (slug !== undefined) {
    const page = getCampaignPage(slug);
    if (!page || page.status === 'upcoming') return notFound(request);
  }
  return NextResponse.next();
}

function notFound(request: NextRequest): NextResponse {
  return NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url));
}

/** '/plan/home' needs the slash; '/', '/plan/home/', '/sitemap.xml' and '/images/a.webp' do not. */
function needsTrailingSlash(pathname: string): boolean {
  if (pathname.endsWith('/')) return false;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !/\.[A-Za-z0-9]+$/.test(last);
}

function trailingSlashRedirect(request: NextRequest): NextResponse {
  // A plain URL: NextURL drops the added slash again when formatted.
  const url = new URL(request.url);
  url.pathname = `${url.pathname}/`;
  const response = NextResponse.redirect(url, 308);
  for (const { key, value } of securityHeaders({ dev: process.env.NODE_ENV === 'development' }))
    response.headers.set(key, value);
  if (request.nextUrl.pathname.startsWith('/api/'))
    response.headers.set('Cache-Control', 'no-store, max-age=0');
  return response;
}

/** The decoded path, or null when its percent-encoding is malformed. */
function decodePath(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

// Every path but Next's assets and the API paths that end with a slash (`/api/graphql/`): the API
// only for its trailing-slash redirect (its route handlers answer bad input themselves). Running
// the proxy for a path it lets through unchanged cost a GraphQL request through `next start`
// about a quarter of its throughput (docs/benchmarks.md, 2026-11-26 afternoon).
export const config = { matcher: ['/((?!_next/|api/.*/$).*)'] };

import { NextResponse, type NextRequest } from 'next/server';
import { getCampaignPage } from '@/lib/content';
import { isCmsEnabled } from '@/lib/server/cms/enabled';

/**
 * A path no route matches: rewriting to it answers Next's compiled 404 page (status 404, the
 * root layout and app/not-found.tsx rendered into the HTML).
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
 * - the editors' CMS (`/keystatic/...`) and draft previews (`/preview/...`) while the CMS is off
 *   (production without KEYSTATIC_ENABLED=1; lib/server/cms/cms.ts). Its API route answers 404 itself.
 * Every other request passes unchanged. Nothing of the request is logged or stored.
 */
export function proxy(request: NextRequest): NextResponse {
  const path = decodePath(request.nextUrl.pathname);
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

/** The decoded path, or null when its percent-encoding is malformed. */
function decodePath(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

// Pages only: not Next's assets, not the API (its route handlers answer bad input themselves).
export const config = { matcher: ['/((?!_next/|api/).*)'] };

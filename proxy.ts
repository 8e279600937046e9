import { NextResponse, type NextRequest } from 'next/server';
import { getCampaignPage } from '@/lib/content';

/**
 * A path no route matches: rewriting to it answers Next's compiled 404 page (status 404, the
 * root layout and app/not-found.tsx rendered into the HTML).
 */
const NOT_FOUND_PATH = '/__not-found__/';

/**
 * Campaign detail paths whose campaign does not exist or has not started yet (spec section 2:
 * upcoming = 404; Japan-time windows of content/campaigns/, clock `CONTENT_NOW` or now) answer the
 * compiled 404 page instead of reaching the dynamic campaign page. That page would answer 404 as
 * well (notFound()), but Next.js then sends an empty error document and draws the 404 screen only
 * with JavaScript (vercel/next.js#62228), so crawlers and visitors without JavaScript see a blank
 * page. Every other request passes unchanged.
 */
export function proxy(request: NextRequest): NextResponse {
  const segment = /^\/campaign\/([^/]+)\/?$/.exec(request.nextUrl.pathname)?.[1];
  if (segment !== undefined) {
    const slug = decodeSegment(segment);
    const page = slug === null ? null : getCampaignPage(slug);
    if (!page || page.status === 'upcoming') {
      return NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url));
    }
  }
  return NextResponse.next();
}

/** The decoded path segment, or null when its percent-encoding is malformed (no such campaign). */
function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

export const config = { matcher: '/campaign/:slug/' };

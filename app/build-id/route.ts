import { CLIENT_BUILD_ID } from '@/lib/release/release-check';

export const dynamic = 'force-static';

/** The running build's id as text, for release detection (lib/release/release-check.ts). */
export function GET() {
  return new Response(CLIENT_BUILD_ID, {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}

import { lookupPostalCode } from '@/lib/server/lookups/postal';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** GET /api/postal/?zipcode=4600008: zipcloud-shaped answer (lib/server/lookups/postal.ts). */
export function GET(request: Request): Response {
  const body = lookupPostalCode(new URL(request.url).searchParams.get('zipcode'));
  return Response.json(body, {
    headers: { 'cache-control': body.status === 200 ? 'public, max-age=86400' : 'no-store' },
  });
}

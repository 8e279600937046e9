import { findTownCentre } from '@/lib/server/area/town-centre';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * GET /api/town-centre/?prefecture=愛知県&city=名古屋市中区&town=栄: `{ centre: { latitude,
 * longitude, precision, points? } | null }` (lib/server/area/town-centre.ts), where the pin map
 * opens and the points the browser measures the 2 km rule to. A municipality's points (precision
 * 'city', up to thousands) are not sent: the server alone checks that distance.
 */
export async function GET(request: Request): Promise<Response> {
  const q = new URL(request.url).searchParams;
  const centre = await findTownCentre({
    prefecture: (q.get('prefecture') ?? '').slice(0, 10),
    city: (q.get('city') ?? '').slice(0, 50),
    town: (q.get('town') ?? '').slice(0, 50),
  });
  const body = centre?.precision === 'city' ? { ...centre, points: undefined } : centre;
  return Response.json({ centre: body }, { headers: { 'cache-control': 'public, max-age=86400' } });
}

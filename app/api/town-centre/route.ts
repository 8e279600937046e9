import { findTownCentre } from '@/lib/server/area/town-centre';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * GET /api/town-centre/?prefecture=愛知県&city=名古屋市中区&town=栄: `{ centre: { latitude,
 * longitude, precision } | null }` (lib/server/area/town-centre.ts), where the pin map opens.
 */
export async function GET(request: Request): Promise<Response> {
  const q = new URL(request.url).searchParams;
  const centre = await findTownCentre({
    prefecture: (q.get('prefecture') ?? '').slice(0, 10),
    city: (q.get('city') ?? '').slice(0, 50),
    town: (q.get('town') ?? '').slice(0, 50),
  });
  return Response.json({ centre }, { headers: { 'cache-control': 'public, max-age=86400' } });
}

import { readFile } from 'node:fs/promises';
import path from 'node:path';

export const runtime = 'nodejs';

let worker: Promise<Buffer> | null = null;

/**
 * GET /maplibre-worker/: MapLibre GL's web worker (node_modules/maplibre-gl/dist/
 * maplibre-gl-worker.mjs). MapLibre 6 locates its worker next to its own module file at run time,
 * which a bundled chunk does not have, so the pin map sets this URL (same origin, allowed by the
 * CSP's worker-src 'self'). Cached for a year: the URL carries the version.
 */
export async function GET(): Promise<Response> {
  worker ??= readFile(
    path.join(process.cwd(), 'node_modules', 'maplibre-gl', 'dist', 'maplibre-gl-worker.mjs'),
  );
  return new Response(new Uint8Array(await worker), {
    headers: {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
    },
  });
}

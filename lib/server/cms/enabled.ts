/**
 * The CMS (/keystatic/, /api/keystatic/, /preview/) is on in `next dev` and, in production, only
 * with KEYSTATIC_ENABLED=1 (read per request, so the same build serves with or without it).
 * Its own module so the proxy imports nothing else of the CMS.
 */
export function isCmsEnabled(): boolean {
  return process.env.NODE_ENV === 'development' || process.env.KEYSTATIC_ENABLED === '1';
}

/** Path of the route that answers the server's current build id as text (app/build-id/route.ts). */
export const BUILD_ID_PATH = '/build-id/';
/** Delay before the first check: about 1 s after the browser is idle (spec section 4). */
export const FIRST_CHECK_DELAY_MS = 1_000;
/** Polling interval after the first check. */
export const POLL_INTERVAL_MS = 5 * 60_000;

/** The build id this bundle was built with (inlined at build time by next.config.mjs). */
export const CLIENT_BUILD_ID = process.env.NEXT_PUBLIC_BUILD_ID ?? '';

/**
 * A new release is present when the server answers a non-empty build id different from the one
 * the client runs. An empty, missing or failed answer is "no new release" (never reload on doubt).
 */
export function isNewRelease(
  clientBuildId: string,
  serverBuildId: string | null | undefined,
): boolean {
  const server = serverBuildId?.trim();
  return Boolean(clientBuildId && server && server !== clientBuildId);
}

/** Fetches the server's build id; null on any failure. */
export async function fetchServerBuildId(fetchImpl: typeof fetch = fetch): Promise<string | null> {
  try {
    const res = await fetchImpl(BUILD_ID_PATH, { cache: 'no-store' });
    if (!res.ok) return null;
    return (await res.text()).trim();
  } catch {
    return null;
  }
}

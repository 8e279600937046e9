import 'server-only';
import { makeGenericAPIRouteHandler } from '@keystatic/core/api/generic';
import config from '@/keystatic.config';
import { cmsLocalRoot } from './cms';

/**
 * Keystatic's API (/api/keystatic/...) for keystatic.config.ts. Local mode reads and writes the
 * tree under cmsLocalRoot(). GitHub mode (lib/cms/storage.ts) signs editors in with the GitHub App
 * whose credentials come from the environment: KEYSTATIC_GITHUB_CLIENT_ID,
 * KEYSTATIC_GITHUB_CLIENT_SECRET, KEYSTATIC_SECRET, and NEXT_PUBLIC_KEYSTATIC_GITHUB_APP_SLUG for
 * the App's install link (README "Editing content", operators).
 * @throws Error naming the missing variables when GitHub mode lacks credentials (outside `next dev`).
 */
export function makeCmsApiHandler() {
  return makeGenericAPIRouteHandler(
    { config, localBaseDirectory: cmsLocalRoot() },
    { slugEnvName: 'NEXT_PUBLIC_KEYSTATIC_GITHUB_APP_SLUG' },
  );
}

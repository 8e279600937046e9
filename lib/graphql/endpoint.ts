/** The built-in GraphQL endpoint (app/api/graphql/route.ts) used without AWS configuration; with the trailing slash so trailingSlash: true does not answer 308 first. */
export const LOCAL_GRAPHQL_PATH = '/api/graphql/';
/** Spec section 9: region ap-northeast-1 (Tokyo). */
export const AWS_REGION = 'ap-northeast-1';
/**
 * The header the server's CSRF prevention requires on every request to /api/graphql
 * (lib/server/graphql/request-guard.ts: any non-empty value).
 */
export const CSRF_HEADERS: Readonly<Record<string, string>> = { 'x-graphql-csrf': '1' };

/** The parts of an Amplify outputs file (amplify_outputs.json) this site uses. */
export interface AppSyncConfig {
  /** The AppSync GraphQL URL. */
  url: string;
  region: string;
  identityPoolId: string;
  /** The whole outputs object, passed to Amplify.configure. */
  outputs: Record<string, unknown>;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Reads an Amplify outputs JSON (gen 2 shape: `data.url`, `data.aws_region`,
 * `auth.identity_pool_id`). Returns null when absent, unparseable or incomplete: the site then
 * uses /api/graphql. Region defaults to ap-northeast-1.
 */
export function parseAmplifyOutputs(json: string | undefined | null): AppSyncConfig | null {
  if (!json) return null;
  let outputs: unknown;
  try {
    outputs = JSON.parse(json);
  } catch {
    return null;
  }
  if (!isRecord(outputs) || !isRecord(outputs.data) || !isRecord(outputs.auth)) return null;
  const url = outputs.data.url;
  const identityPoolId = outputs.auth.identity_pool_id;
  if (typeof url !== 'string' || typeof identityPoolId !== 'string') return null;
  const region = typeof outputs.data.aws_region === 'string' ? outputs.data.aws_region : AWS_REGION;
  return { url, region, identityPoolId, outputs };
}

/**
 * The AppSync configuration of this build: NEXT_PUBLIC_AMPLIFY_OUTPUTS, set from the environment
 * or from amplify_outputs.json by next.config.mjs. Null → the built-in endpoint.
 */
export function appSyncConfig(): AppSyncConfig | null {
  return parseAmplifyOutputs(process.env.NEXT_PUBLIC_AMPLIFY_OUTPUTS);
}

/** The URL GraphQL requests go to. */
export function graphqlEndpoint(): string {
  return appSyncConfig()?.url ?? LOCAL_GRAPHQL_PATH;
}

/** Headers every GraphQL request carries (CSRF header for the built-in endpoint). */
export function graphqlHeaders(): Record<string, string> {
  return appSyncConfig() ? {} : { ...CSRF_HEADERS };
}

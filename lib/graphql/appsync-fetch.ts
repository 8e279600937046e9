import { signRequest } from '@aws-amplify/core/internals/aws-client-utils';
import type { AppSyncConfig } from './endpoint';
import { UnauthorizedError } from './errors';

/** AWS credentials as the identity pool hands them to guests. */
export interface AwsCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

export type CredentialsProvider = () => Promise<AwsCredentials>;

/** Spec section 9: guest credentials are refreshed after 50 minutes. */
export const CREDENTIALS_REFRESH_MS = 50 * 60_000;

const UNAUTHORIZED =
  /Unauthorized|NotAuthorized|UnrecognizedClientException|InvalidSignatureException|ExpiredToken|security token/i;

/**
 * A fetch that SigV4-signs each request for the AppSync service (spec sections 6 and 9: guest
 * access through the identity pool, region ap-northeast-1). HTTP 401/403 and unauthorised
 * connection failures reject with an Error named and saying 'Unauthorized' (spec section 8).
 */
export function createAppSyncFetch(options: {
  region: string;
  getCredentials: CredentialsProvider;
  fetchImpl?: typeof fetch;
  now?: () => Date;
}): typeof fetch {
  const fetchImpl = options.fetchImpl ?? fetch.bind(globalThis);
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const body =
      request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text();
    const headers: Record<string, string> = {};
    request.headers.forEach((value, key) => {
      headers[key] = value;
    });
    headers.host = url.host;
    let credentials: AwsCredentials;
    try {
      credentials = await options.getCredentials();
    } catch (e) {
      if (e instanceof Error && UNAUTHORIZED.test(`${e.name} ${e.message}`))
        throw new UnauthorizedError();
      throw e;
    }
    const signed = signRequest(
      { url, method: request.method, headers, body },
      {
        credentials,
        signingRegion: options.region,
        signingService: 'appsync',
        signingDate: options.now?.(),
      },
    );
    const { host: _host, ...sendHeaders } = signed.headers;
    void _host;
    const response = await fetchImpl(url.toString(), {
      method: signed.method,
      headers: sendHeaders,
      body,
      signal: init?.signal,
    });
    if (response.status === 401 || response.status === 403) throw new UnauthorizedError();
    return response;
  };
}

/**
 * Guest credentials from the identity pool through aws-amplify, configured on the first call and
 * imported on demand (never on content pages). Refreshed when older than 50 minutes.
 */
export function amplifyGuestCredentials(
  config: AppSyncConfig,
  now: () => number = Date.now,
): CredentialsProvider {
  let configured: Promise<typeof import('aws-amplify/auth')> | null = null;
  let fetchedAt = 0;
  return async () => {
    configured ??= Promise.all([import('aws-amplify'), import('aws-amplify/auth')]).then(
      ([{ Amplify }, auth]) => {
        Amplify.configure(config.outputs as Parameters<typeof Amplify.configure>[0]);
        return auth;
      },
    );
    const auth = await configured;
    const forceRefresh = fetchedAt > 0 && now() - fetchedAt >= CREDENTIALS_REFRESH_MS;
    const session = await auth.fetchAuthSession({ forceRefresh });
    if (!session.credentials) throw new UnauthorizedError();
    if (forceRefresh || fetchedAt === 0) fetchedAt = now();
    return session.credentials;
  };
}

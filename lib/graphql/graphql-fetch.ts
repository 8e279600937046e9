import { appSyncConfig } from './endpoint';

let transport: Promise<typeof fetch> | null = null;

/** The transport: AppSync-signed fetch (aws-amplify loaded on demand) when configured, else fetch. */
function loadTransport(): Promise<typeof fetch> {
  const config = appSyncConfig();
  if (!config) return Promise.resolve(fetch.bind(globalThis));
  return import('./appsync-fetch').then(({ createAppSyncFetch, amplifyGuestCredentials }) =>
    createAppSyncFetch({ region: config.region, getCredentials: amplifyGuestCredentials(config) }),
  );
}

/**
 * The fetch the GraphQL transport (lib/graphql/fetch-caller.ts) sends requests with. Without AWS
 * configuration it is the browser's fetch (the CSRF header comes from graphqlHeaders); with it,
 * each request is SigV4-signed for AppSync (spec sections 6 and 9), aws-amplify imported on the
 * first call only.
 */
export const graphqlFetch: typeof fetch = (input, init) => {
  transport ??= loadTransport().catch((e: unknown) => {
    transport = null;
    throw e;
  });
  return transport.then((f) => f(input, init));
};

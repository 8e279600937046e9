import { loadOnce } from '@/lib/release/load-once';
import { GraphqlRequestError } from './errors';
import type { TypedDocumentString } from './generated/graphql';

/**
 * One operation of lib/graphql/operations.graphql as codegen generates it in
 * lib/graphql/generated/graphql.ts: its text (a String object), typed by the operation's result
 * (`TData`) and variables. Sent as text, so no graphql-js parser or printer reaches the browser.
 */
export type OperationDocument<TData, TVariables> = TypedDocumentString<TData, TVariables>;

/**
 * Runs one operation of lib/graphql/operations.graphql (its OperationDocument) with its
 * variables; resolves with the operation's `data`.
 */
export type GraphqlCaller = <TData, TVariables>(
  document: OperationDocument<TData, TVariables>,
  variables: TVariables,
) => Promise<TData>;

/**
 * The transport (./fetch-caller.ts) imported on its first use (loadOnce: a failed import is tried
 * again next time); a failed import rejects as a GraphqlRequestError of status 0, like a failed
 * connection.
 */
const transport = loadOnce(() =>
  import('./fetch-caller').then(
    (m): GraphqlCaller => m.createFetchCaller(),
    (e: unknown) => {
      throw new GraphqlRequestError(e instanceof Error ? e.message : 'Load error', 0);
    },
  ),
);

/**
 * The site's one GraphQL caller, loaded on the first call so that it is in no page's first-load
 * JavaScript (the transport and, with AppSync, aws-amplify come on demand). Every operation goes through ./fetch-caller.ts: retried by ./retry-policy.ts (a
 * mutation only with an idempotency key, sent as the Idempotency-Key header too), AppSync-signed
 * when configured (else /api/graphql with the CSRF header); rejects with GraphqlRequestError
 * (HTTP, network or GraphQL failure, a missing `data`, or the transport failing to load) or with
 * the AppSync Unauthorized error (spec section 8).
 */
export const requestGraphql: GraphqlCaller = (document, variables) =>
  transport().then((call) => call(document, variables));

import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { loadOnce } from '@/lib/release/load-once';
import { GraphqlRequestError } from './errors';

/**
 * Runs one operation of lib/graphql/operations.graphql (its TypedDocumentNode from
 * lib/graphql/generated/graphql.ts) with its variables; resolves with the operation's `data`.
 */
export type GraphqlCaller = <TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
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
 * JavaScript (the transport, the `graphql` printer and, with AppSync, aws-amplify come on
 * demand). Every operation goes through ./fetch-caller.ts: retried by ./retry-policy.ts (a
 * mutation only with an idempotency key, sent as the Idempotency-Key header too), AppSync-signed
 * when configured (else /api/graphql with the CSRF header); rejects with GraphqlRequestError
 * (HTTP, network or GraphQL failure, a missing `data`, or the transport failing to load) or with
 * the AppSync Unauthorized error (spec section 8).
 */
export const requestGraphql: GraphqlCaller = (document, variables) =>
  transport().then((call) => call(document, variables));

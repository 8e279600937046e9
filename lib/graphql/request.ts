import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { GraphqlRequestError } from './errors';

/**
 * Runs one operation of lib/graphql/operations.graphql (its TypedDocumentNode from
 * lib/graphql/generated/graphql.ts) with its variables; resolves with the operation's `data`.
 */
export type GraphqlCaller = <TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
) => Promise<TData>;

let loaded: Promise<GraphqlCaller> | null = null;

/**
 * The site's one GraphQL caller: @apollo/client with the retry policy (lib/graphql/client.ts),
 * imported on the first call so that it is in no page's first-load JavaScript. AppSync-signed when
 * configured, else /api/graphql with the CSRF header. Rejects with GraphqlRequestError (HTTP,
 * network or GraphQL failure, a missing `data`, or the caller's code failing to load) or with the
 * AppSync Unauthorized error (spec section 8).
 */
export const requestGraphql: GraphqlCaller = (document, variables) => {
  loaded ??= import('./client').then(
    ({ sharedCaller }) => sharedCaller(),
    (e: unknown) => {
      loaded = null;
      throw new GraphqlRequestError(e instanceof Error ? e.message : 'Load error', 0);
    },
  );
  return loaded.then((call) => call(document, variables));
};

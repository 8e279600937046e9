import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { loadOnce } from '@/lib/release/load-once';
import { GraphqlRequestError } from './errors';
import { idempotencyKeyOf } from './retry-policy';

/**
 * Runs one operation of lib/graphql/operations.graphql (its TypedDocumentNode from
 * lib/graphql/generated/graphql.ts) with its variables; resolves with the operation's `data`.
 */
export type GraphqlCaller = <TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
) => Promise<TData>;

/**
 * A caller module imported on its first use (loadOnce: a failed import is tried again next time);
 * a failed import rejects as a GraphqlRequestError of status 0, like a failed connection.
 */
function onDemand(load: () => Promise<GraphqlCaller>): () => Promise<GraphqlCaller> {
  return loadOnce(() =>
    load().catch((e: unknown) => {
      throw new GraphqlRequestError(e instanceof Error ? e.message : 'Load error', 0);
    }),
  );
}

const fetchCaller = onDemand(() => import('./fetch-caller').then((m) => m.createFetchCaller()));
const apolloCaller = onDemand(() => import('./client').then((m) => m.sharedCaller()));

/** Whether the document is a mutation whose variables carry an idempotency key (applyCTC). */
function isKeyedMutation(document: TypedDocumentNode<unknown, never>, variables: unknown): boolean {
  return (
    document.definitions.some(
      (d) => d.kind === 'OperationDefinition' && d.operation === 'mutation',
    ) && idempotencyKeyOf(variables) !== null
  );
}

/**
 * The site's one GraphQL caller, loaded on the first call so that it is in no page's first-load
 * JavaScript. A mutation with an idempotency key (applyCTC) goes through @apollo/client
 * (lib/graphql/client.ts: the Idempotency-Key header and the retried mutation); every other
 * operation, among them the settings call and the error report of every content page, through the
 * small fetch caller of lib/graphql/fetch-caller.ts, so that content pages never download Apollo.
 * Both retry by lib/graphql/retry-policy.ts, are AppSync-signed when configured (else
 * /api/graphql with the CSRF header) and reject with GraphqlRequestError (HTTP, network or
 * GraphQL failure, a missing `data`, or the caller's code failing to load) or with the AppSync
 * Unauthorized error (spec section 8).
 */
export const requestGraphql: GraphqlCaller = (document, variables) =>
  (isKeyedMutation(document as TypedDocumentNode<unknown, never>, variables)
    ? apolloCaller()
    : fetchCaller()
  ).then((call) => call(document, variables));

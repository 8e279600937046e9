import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { RetryLink } from '@apollo/client/link/retry';
import { ServerError } from '@apollo/client/errors';
import { Kind, OperationTypeNode, type DocumentNode } from 'graphql';
import { graphqlEndpoint, graphqlFetch, graphqlHeaders } from './endpoint';
import { retryDelay, shouldRetry } from './retry-policy';

/** Where an operation's idempotency key is looked for: context, or the variables (top or input). */
export function idempotencyKeyOf(operation: {
  variables?: Record<string, unknown>;
  getContext(): Record<string, unknown>;
}): string | null {
  const fromContext = operation.getContext().idempotencyKey;
  if (typeof fromContext === 'string' && fromContext) return fromContext;
  const v = operation.variables ?? {};
  const input = v.input as Record<string, unknown> | undefined;
  const key = v.idempotencyKey ?? input?.idempotencyKey;
  return typeof key === 'string' && key ? key : null;
}

function operationTypeOf(query: DocumentNode): 'query' | 'mutation' | 'subscription' {
  const def = query.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
  if (def?.kind !== Kind.OPERATION_DEFINITION) return 'query';
  return def.operation === OperationTypeNode.MUTATION
    ? 'mutation'
    : def.operation === OperationTypeNode.SUBSCRIPTION
      ? 'subscription'
      : 'query';
}

/**
 * The retry link of spec sections 8 and 9, driven by lib/graphql/retry-policy.ts: HTTP 429/500/
 * 502/503/504 and throttling/timeout errors, at most 3 attempts, exponential backoff with jitter
 * capped at 5 minutes; mutations only with an idempotency key.
 */
export function createRetryLink(random: () => number = Math.random): RetryLink {
  return new RetryLink({
    attempts: (attempt, operation, error) =>
      shouldRetry({
        attempt,
        status: ServerError.is(error) ? error.statusCode : null,
        errorName: error.name,
        operationType: operationTypeOf(operation.query),
        idempotencyKey: idempotencyKeyOf(operation),
      }),
    delay: (attempt) => retryDelay(attempt, random),
  });
}

/** Sends an operation's idempotency key as the Idempotency-Key header too (server replays). */
const idempotencyHeaderLink = new ApolloLink((operation, forward) => {
  const key = idempotencyKeyOf(operation);
  if (key) {
    operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({
      headers: { ...headers, 'idempotency-key': key },
    }));
  }
  return forward(operation);
});

/** Builds an Apollo client for the site's GraphQL endpoint (built-in or AppSync). */
export function createApolloClient(
  options: { fetchImpl?: typeof fetch; uri?: string; random?: () => number } = {},
): ApolloClient {
  const http = new HttpLink({
    uri: options.uri ?? graphqlEndpoint(),
    fetch: options.fetchImpl ?? graphqlFetch,
    headers: graphqlHeaders(),
  });
  return new ApolloClient({
    link: ApolloLink.from([idempotencyHeaderLink, createRetryLink(options.random), http]),
    cache: new InMemoryCache(),
    defaultOptions: { query: { fetchPolicy: 'network-only' }, mutate: { fetchPolicy: 'no-cache' } },
  });
}

let shared: ApolloClient | null = null;

/**
 * The page's Apollo client (one per page). Import this module only from components that call
 * the API (application steps, area search, contact, transfer): never from content pages.
 */
export function getApolloClient(): ApolloClient {
  shared ??= createApolloClient();
  return shared;
}

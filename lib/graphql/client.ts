import {
  ApolloClient,
  ApolloLink,
  CombinedGraphQLErrors,
  HttpLink,
  InMemoryCache,
  ServerError,
  ServerParseError,
  type OperationVariables,
  type TypedDocumentNode,
} from '@apollo/client';
import { RetryLink } from '@apollo/client/link/retry';
import { isMutationOperation } from '@apollo/client/utilities';
import { map } from 'rxjs';
import { graphqlEndpoint, graphqlHeaders } from './endpoint';
import { graphqlFetch } from './graphql-fetch';
import { GraphqlRequestError, requestError, type GraphqlErrorEntry } from './errors';
import { idempotencyKeyOf, retryDelay, shouldRetry, type RetryInput } from './retry-policy';

/**
 * The Apollo side of the site's one GraphQL caller (lib/graphql/request.ts imports this module on
 * the first call, so @apollo/client is in no page's first-load JavaScript).
 */

/** An operation's idempotency key: from its context, else from its variables (idempotencyKeyOf). */
function operationIdempotencyKey(operation: {
  variables?: Record<string, unknown>;
  getContext(): Record<string, unknown>;
}): string | null {
  const fromContext = operation.getContext().idempotencyKey;
  if (typeof fromContext === 'string' && fromContext) return fromContext;
  return idempotencyKeyOf(operation.variables);
}

/**
 * The retry link of spec sections 8 and 9, driven by lib/graphql/retry-policy.ts: HTTP 429/500/
 * 502/503/504 and throttling/timeout errors, at most 3 attempts, exponential backoff with jitter
 * capped at 5 minutes; mutations only with an idempotency key.
 */
function createRetryLink(random: () => number = Math.random): RetryLink {
  return new RetryLink({
    attempts: (attempt, operation, error) =>
      shouldRetry({
        attempt,
        status: ServerError.is(error) ? error.statusCode : null,
        errorName: error.name,
        operationType: operation.operationType as RetryInput['operationType'],
        idempotencyKey: operationIdempotencyKey(operation),
      }),
    delay: (attempt) => retryDelay(attempt, random),
  });
}

/** Sends an operation's idempotency key as the Idempotency-Key header too (server replays). */
const idempotencyHeaderLink = new ApolloLink((operation, forward) => {
  const key = operationIdempotencyKey(operation);
  if (key) {
    operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({
      headers: { ...headers, 'idempotency-key': key },
    }));
  }
  return forward(operation);
});

/**
 * Turns a non-2xx answer that HttpLink parsed as a GraphQL result (graphql-yoga answers
 * `application/graphql-response+json`, e.g. 429 RATE_LIMITED) into the ServerError Apollo raises
 * for the same status in `application/json`, so the retry link sees every HTTP status.
 */
const httpStatusLink = new ApolloLink((operation, forward) =>
  forward(operation).pipe(
    map((result) => {
      const response = (operation.getContext() as { response?: Response }).response;
      if (response && response.status >= 300)
        throw new ServerError(`Response not successful: Received status code ${response.status}`, {
          response,
          bodyText: JSON.stringify(result),
        });
      return result;
    }),
  ),
);

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
    link: ApolloLink.from([
      idempotencyHeaderLink,
      createRetryLink(options.random),
      httpStatusLink,
      http,
    ]),
    cache: new InMemoryCache(),
    // Every call asks the server: answers are per visitor and per moment (area, settings, receipts).
    defaultOptions: { query: { fetchPolicy: 'no-cache' }, mutate: { fetchPolicy: 'no-cache' } },
  });
}

/**
 * What a failed call rejects with: GraphqlRequestError with the HTTP status (0 for a network
 * failure, 200 for a GraphQL error in a 2xx answer), the first GraphQL error's message, code,
 * field messages and extensions. The AppSync fetch's Unauthorized error (spec section 8) passes
 * unchanged.
 */
function toRequestError(error: unknown): Error {
  if (error instanceof GraphqlRequestError) return error;
  if (error instanceof Error && error.name === 'Unauthorized') return error;
  if (CombinedGraphQLErrors.is(error)) return requestError(error.message, 200, error.errors[0]);
  if (ServerError.is(error)) {
    let body: { errors?: GraphqlErrorEntry[] } | null = null;
    try {
      body = JSON.parse(error.bodyText) as { errors?: GraphqlErrorEntry[] };
    } catch {
      // An HTML or empty error page: only the status is known.
    }
    return requestError(`HTTP ${error.statusCode}`, error.statusCode, body?.errors?.[0]);
  }
  if (ServerParseError.is(error)) {
    const status = error.statusCode;
    return requestError(`HTTP ${status}`, status < 300 ? 200 : status);
  }
  return new GraphqlRequestError(error instanceof Error ? error.message : 'Network error', 0);
}

/**
 * The caller over an Apollo client: a query or mutation by its document's operation type;
 * resolves with `data`, rejects with toRequestError's error (also when `data` is missing).
 */
export function createCaller(client: ApolloClient) {
  return async <TData, TVariables extends OperationVariables>(
    document: TypedDocumentNode<TData, TVariables>,
    variables: TVariables,
  ): Promise<TData> => {
    let data: TData | null | undefined;
    try {
      // The options' `variables` key is conditional on TVariables, which stays generic here.
      const result = isMutationOperation(document)
        ? await client.mutate({ mutation: document, variables } as ApolloClient.MutateOptions<
            TData,
            TVariables
          >)
        : await client.query({ query: document, variables } as ApolloClient.QueryOptions<
            TData,
            TVariables
          >);
      data = result.data as TData | null | undefined;
    } catch (e) {
      throw toRequestError(e);
    }
    if (data == null) throw new GraphqlRequestError('HTTP 200', 200);
    return data;
  };
}

let shared: ReturnType<typeof createCaller> | null = null;

/** The page's one caller (one Apollo client per page), for lib/graphql/request.ts. */
export function sharedCaller(): ReturnType<typeof createCaller> {
  shared ??= createCaller(createApolloClient());
  return shared;
}

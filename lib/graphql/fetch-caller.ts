import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { print } from 'graphql';
import { graphqlEndpoint, graphqlHeaders } from './endpoint';
import { GraphqlRequestError, requestError, type GraphqlErrorEntry } from './errors';
import { graphqlFetch } from './graphql-fetch';
import { retryDelay, shouldRetry, type RetryInput } from './retry-policy';

/** The operation of a generated document: its type and name. */
function operationOf(document: TypedDocumentNode<unknown, never>): {
  type: RetryInput['operationType'];
  name?: string;
} {
  for (const definition of document.definitions)
    if (definition.kind === 'OperationDefinition')
      return { type: definition.operation, name: definition.name?.value };
  throw new GraphqlRequestError('No operation in the document', 0);
}

type Answer<TData> = { data?: TData | null; errors?: GraphqlErrorEntry[] } | null;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The light side of the site's one GraphQL caller (lib/graphql/request.ts): a POST of the
 * document's printed text and its variables over graphqlFetch (AppSync-signed when configured,
 * else /api/graphql with the CSRF header), without @apollo/client, so that the settings call and
 * the error report of every content page do not load it. Same contract as the Apollo caller
 * (lib/graphql/client.ts, the same unit tests run against both): retries by
 * lib/graphql/retry-policy.ts (a mutation here carries no idempotency key, so it is never
 * retried); resolves with `data`; rejects with GraphqlRequestError (status 0 for a network
 * failure, 200 for a GraphQL error in a 2xx answer, else the HTTP status, with the first error's
 * message, code, field messages and extensions) or with the AppSync Unauthorized error unchanged
 * (spec section 8).
 */
export function createFetchCaller(
  options: { fetchImpl?: typeof fetch; uri?: string; random?: () => number } = {},
) {
  const send = options.fetchImpl ?? graphqlFetch;
  return async <TData, TVariables extends OperationVariables>(
    document: TypedDocumentNode<TData, TVariables>,
    variables: TVariables,
  ): Promise<TData> => {
    const operation = operationOf(document as TypedDocumentNode<unknown, never>);
    const body = JSON.stringify({
      operationName: operation.name,
      query: print(document),
      variables,
    });
    for (let attempt = 1; ; attempt += 1) {
      let status: number | null = null;
      let failure: Error;
      try {
        const response = await send(options.uri ?? graphqlEndpoint(), {
          method: 'POST',
          headers: {
            accept: 'application/graphql-response+json,application/json;q=0.9',
            'content-type': 'application/json',
            ...graphqlHeaders(),
          },
          body,
        });
        status = response.status;
        let answer: Answer<TData> = null;
        try {
          answer = JSON.parse(await response.text()) as Answer<TData>;
        } catch {
          // An HTML or empty error page: only the status is known.
        }
        if (!response.ok) failure = requestError(`HTTP ${status}`, status, answer?.errors?.[0]);
        else if (answer?.errors?.length)
          throw requestError(answer.errors[0]?.message ?? 'GraphQL error', 200, answer.errors[0]);
        else if (answer?.data == null) throw new GraphqlRequestError('HTTP 200', 200);
        else return answer.data;
      } catch (e) {
        if (e instanceof GraphqlRequestError) throw e;
        if (e instanceof Error && e.name === 'Unauthorized') throw e;
        failure = e instanceof Error ? e : new Error('Network error');
      }
      const retry = shouldRetry({
        attempt,
        status,
        errorName: failure.name,
        operationType: operation.type,
        idempotencyKey: null,
      });
      if (!retry)
        throw failure instanceof GraphqlRequestError
          ? failure
          : new GraphqlRequestError(failure.message, 0);
      await wait(retryDelay(attempt, options.random));
    }
  };
}

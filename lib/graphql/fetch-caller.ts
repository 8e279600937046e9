import { graphqlEndpoint, graphqlHeaders } from './endpoint';
import { answerError, GraphqlRequestError, type GraphqlErrorEntry } from './errors';
import { graphqlFetch } from './graphql-fetch';
import type { OperationDocument } from './request';
import { idempotencyKeyOf, retryDelay, shouldRetry, type RetryInput } from './retry-policy';

/** The leading keyword and name of an operation's text (GraphQL spec, OperationDefinition). */
const OPERATION_HEAD = /^(query|mutation|subscription)\b\s*([_A-Za-z][_0-9A-Za-z]*)?/;

/**
 * The text of a generated document (each holds one operation, as codegen printed it, between
 * blank lines) and that operation's type and name, read from its first words: a document that
 * does not open with an operation is refused (no request is sent).
 */
function operationOf(document: OperationDocument<unknown, never>): {
  query: string;
  type: RetryInput['operationType'];
  name?: string;
} {
  const query = document.toString().trim();
  const head = OPERATION_HEAD.exec(query);
  if (head) return { query, type: head[1] as RetryInput['operationType'], name: head[2] };
  // The query shorthand, `{ … }` (an anonymous query).
  if (query.startsWith('{')) return { query, type: 'query' };
  throw new GraphqlRequestError('No operation in the document', 0);
}

type Answer<TData> = { data?: TData | null; errors?: GraphqlErrorEntry[] } | null;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The site's one GraphQL transport, behind requestGraphql (lib/graphql/request.ts loads it on the
 * first call): a POST of the generated document's text (codegen's print of the operation, so the
 * server parses what graphql-js would print) and its variables over
 * graphqlFetch (AppSync-signed when configured, else /api/graphql with the CSRF header).
 * - Retries by lib/graphql/retry-policy.ts (spec sections 8 and 9): queries on a retryable
 *   status or error name; a mutation only when its variables carry an idempotency key (applyCTC),
 *   which is also sent as the Idempotency-Key header so the server replays the first answer.
 * - Resolves with `data`; rejects with the GraphqlRequestError of errors.ts answerError (status 0
 *   for a network failure, 200 for a GraphQL error in a 2xx answer or a missing `data`, else the
 *   HTTP status, with the first error's message, code, field messages and extensions), or with the
 *   AppSync Unauthorized error unchanged (spec section 8).
 * `fetchImpl`, `uri` and `random` (the backoff's jitter) are for tests.
 */
export function createFetchCaller(
  options: { fetchImpl?: typeof fetch; uri?: string; random?: () => number } = {},
) {
  const send = options.fetchImpl ?? graphqlFetch;
  return async <TData, TVariables>(
    document: OperationDocument<TData, TVariables>,
    variables: TVariables,
  ): Promise<TData> => {
    const operation = operationOf(document as OperationDocument<unknown, never>);
    const idempotencyKey = operation.type === 'mutation' ? idempotencyKeyOf(variables) : null;
    const body = JSON.stringify({
      operationName: operation.name,
      query: operation.query,
      variables,
    });
    const headers: Record<string, string> = {
      accept: 'application/graphql-response+json,application/json;q=0.9',
      'content-type': 'application/json',
      ...graphqlHeaders(),
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    };
    for (let attempt = 1; ; attempt += 1) {
      let status: number | null = null;
      let failure: Error;
      try {
        const response = await send(options.uri ?? graphqlEndpoint(), {
          method: 'POST',
          headers,
          body,
        });
        status = response.status;
        let answer: Answer<TData> = null;
        try {
          answer = JSON.parse(await response.text()) as Answer<TData>;
        } catch {
          // An HTML or empty error page: only the status is known.
        }
        if (response.ok && !answer?.errors?.length && answer?.data != null) return answer.data;
        failure = answerError(response.ok ? 200 : status, answer?.errors?.[0]);
        // A GraphQL error in a 2xx answer is the server's verdict: never retried.
        if (response.ok) throw failure;
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
        idempotencyKey,
      });
      if (!retry)
        throw failure instanceof GraphqlRequestError
          ? failure
          : new GraphqlRequestError(failure.message, 0);
      await wait(retryDelay(attempt, options.random));
    }
  };
}

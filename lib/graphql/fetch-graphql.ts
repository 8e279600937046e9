import { graphqlEndpoint, graphqlFetch, graphqlHeaders } from './endpoint';

/** A failed GraphQL call: HTTP status (0 for a network failure) and the first error message. */
export class GraphqlRequestError extends Error {
  constructor(
    message: string,
    readonly statusCode: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'GraphqlRequestError';
  }
}

/**
 * A minimal GraphQL POST without Apollo, for the few calls every page makes (settings,
 * notifyClientError): keeps content pages free of @apollo/client. Resolves to `data`; rejects
 * with GraphqlRequestError on an HTTP error, a GraphQL error or a missing `data`.
 */
export async function requestGraphql<T>(
  query: string,
  variables: Record<string, unknown> = {},
  fetchImpl: typeof fetch = graphqlFetch,
): Promise<T> {
  let res: Response;
  try {
    res = await fetchImpl(graphqlEndpoint(), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json',
        ...graphqlHeaders(),
      },
      body: JSON.stringify({ query, variables }),
    });
  } catch (e) {
    if (e instanceof Error && e.name === 'Unauthorized') throw e;
    throw new GraphqlRequestError(e instanceof Error ? e.message : 'Network error', 0);
  }
  type Body = { data?: T | null; errors?: { message?: string; extensions?: { code?: string } }[] };
  const body = (await res.json().catch(() => null)) as Body | null;
  const first = body?.errors?.[0];
  if (!res.ok || first || body?.data == null) {
    throw new GraphqlRequestError(
      first?.message ?? `HTTP ${res.status}`,
      res.ok ? 200 : res.status,
      first?.extensions?.code,
    );
  }
  return body.data;
}

/** One field's message of a BAD_USER_INPUT answer: the schema's Japanese text at a path ('input.phone'). */
export interface FieldMessage {
  path: string;
  message: string;
}

/** A failed GraphQL call: HTTP status (0 for a network failure) and the first error's message. */
export class GraphqlRequestError extends Error {
  constructor(
    message: string,
    readonly statusCode: number,
    readonly code?: string,
    /** BAD_USER_INPUT only: the schema's Japanese message per field path (e.g. 'input.phone'). */
    readonly fields: readonly FieldMessage[] = [],
    /** The first GraphQL error's extensions (e.g. applyCTC's estimateUpdate). */
    readonly extensions: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    this.name = 'GraphqlRequestError';
  }
}

/** One entry of an answer's `errors` list, as far as the callers read it. */
export interface GraphqlErrorEntry {
  message?: string;
  extensions?: Record<string, unknown>;
}

/**
 * The one mapping of a failed answer to what a call rejects with (lib/graphql/fetch-caller.ts):
 * a GraphqlRequestError with the HTTP status (`status`; 200 for a GraphQL error in a 2xx answer)
 * and the first GraphQL error's message (else 'HTTP <status>'), its `extensions.code`, the field
 * messages of a BAD_USER_INPUT (`extensions.fields`) and all its extensions.
 */
export function answerError(status: number, first?: GraphqlErrorEntry): GraphqlRequestError {
  const extensions = first?.extensions ?? {};
  const fields = Array.isArray(extensions.fields) ? (extensions.fields as FieldMessage[]) : [];
  const code = typeof extensions.code === 'string' ? extensions.code : undefined;
  return new GraphqlRequestError(
    first?.message ?? `HTTP ${status}`,
    status,
    code,
    fields,
    extensions,
  );
}

/** The error the AppSync fetch raises for an unauthorised connection failure (spec section 8). */
export class UnauthorizedError extends Error {
  constructor() {
    super('Unauthorized');
    this.name = 'Unauthorized';
  }
}

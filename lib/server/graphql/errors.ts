import { GraphQLError } from 'graphql';
import type { ZodError } from 'zod';

export interface FieldIssue {
  /** Dotted path of the field in the input, e.g. 'customerData.mail'. */
  path: string;
  message: string;
}

/**
 * The client-facing error of a zod validation failure: code BAD_USER_INPUT, the message names the
 * fields, extensions.fields lists each field path with its message. Nothing is stored.
 */
export function badUserInput(error: ZodError, prefix?: string): GraphQLError {
  const fields: FieldIssue[] = error.issues.map((issue) => ({
    path: [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || '(root)',
    message: issue.message,
  }));
  return badUserInputFields(fields);
}

/**
 * BAD_USER_INPUT from field issues (see badUserInput); `extra` adds extensions beside them
 * (applyCTC's estimateUpdate; undefined values are left out).
 */
export function badUserInputFields(
  fields: FieldIssue[],
  extra: Record<string, unknown> = {},
): GraphQLError {
  const names = [...new Set(fields.map((f) => f.path))];
  const defined = Object.fromEntries(Object.entries(extra).filter(([, v]) => v !== undefined));
  return new GraphQLError(`Invalid input: ${names.join(', ')}`, {
    extensions: { code: 'BAD_USER_INPUT', fields, ...defined },
  });
}

/** An expected, client-facing error with a code (not masked). */
export function userError(
  code: string,
  message: string,
  extensions: Record<string, unknown> = {},
): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...extensions } });
}

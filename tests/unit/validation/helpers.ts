import { expect } from 'vitest';
import type { z } from 'zod';

/** The [path, message] pairs of a failed parse ('a.b' paths), or [] when it succeeded. */
export function issuesOf(schema: z.ZodType, input: unknown): [string, string][] {
  const result = schema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((i) => [i.path.map(String).join('.'), i.message]);
}

/** Parses and returns the output, failing the test with the issues when the input is refused. */
export function parseOk<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    throw new Error(
      `expected success, got ${JSON.stringify(result.error.issues.map((i) => [i.path.join('.'), i.message]))}`,
    );
  }
  return result.data;
}

/** Asserts the parse fails with `message` at `path` (other issues may exist too). */
export function expectIssue(
  schema: z.ZodType,
  input: unknown,
  path: string,
  message: string,
): void {
  expect(issuesOf(schema, input)).toContainEqual([path, message]);
}

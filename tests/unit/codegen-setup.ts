import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

/**
 * The client preset's output: the typed operation documents (each operation's text as a
 * TypedDocumentString) are runtime code the tests import.
 */
const GENERATED = 'lib/graphql/generated/graphql.ts';
const SOURCES = [
  'codegen.ts',
  'lib/graphql/operations.graphql',
  'lib/server/graphql/schema.graphql',
];

/**
 * Vitest global setup: runs graphql-codegen (`npm run codegen`, as typecheck and build do) when
 * its output is missing or older than its sources, so `npx vitest run` works on a fresh clone.
 */
export default function setup(): void {
  const built = existsSync(GENERATED) ? statSync(GENERATED).mtimeMs : 0;
  if (SOURCES.every((f) => statSync(f).mtimeMs <= built)) return;
  execFileSync('npx', ['graphql-codegen', '--config', 'codegen.ts', '--silent'], {
    stdio: 'inherit',
  });
}

import 'server-only';
import {
  GraphQLError,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
  type Source,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { Plugin } from 'graphql-yoga';

type Compiled = CompiledQuery | undefined;

/**
 * Runs each operation through graphql-jit: compiled once per parsed document and operation
 * (yoga's parser cache hands the same DocumentNode back for the same text), then executed as plain
 * generated code. Yoga's own executor (@graphql-tools/executor) walks the document, snapshots and
 * coerces the variables and resolves every field through its generic machinery on every request:
 * on the API server that was about 37 µs of a searchCommufaArea's 160 µs of CPU, against 64 µs for
 * a whole `{ __typename }` (docs/benchmarks.md, "Round of 2026-11-26, night").
 *
 * Only documents that passed validation get here (onExecute runs after it), so a client can make
 * the server compile only valid operations within the query limits (yoga.ts QUERY_LIMITS), each
 * once: 50–400 µs a compile, about one to three requests' worth. The compiled code lives as long
 * as yoga's parser cache keeps the document (a WeakMap on it), so it is bounded as that cache is.
 *
 * The error contract stays yoga's: a request whose variables do not coerce (graphql-jit then answers
 * `{ errors }` without `data`, with wording and status of its own) is executed again by yoga's
 * executor, which answers it as before (HTTP 400, the variable's own name and location); an
 * operation graphql-jit cannot compile runs on yoga's executor. Resolver errors keep their
 * `extensions` and `originalError`, so masking (yoga.ts) treats them as before; each is made
 * again as a graphql-js error with its source positions (graphql-jit's carry only `locations`,
 * which yoga drops when it rebuilds an error for the response), so answers keep `locations`.
 */
export function compiledExecutionPlugin(): Plugin {
  // Per yoga server (one schema each): the compiled form of each document's operations.
  const compiledByDocument = new WeakMap<DocumentNode, Map<string, Compiled>>();

  function compiledOf(
    schema: GraphQLSchema,
    document: DocumentNode,
    operationName: string | undefined,
  ): Compiled {
    let byOperation = compiledByDocument.get(document);
    if (!byOperation) compiledByDocument.set(document, (byOperation = new Map()));
    const key = operationName ?? '';
    if (byOperation.has(key)) return byOperation.get(key);
    const result = compileQuery(schema, document, operationName);
    const compiled = isCompiledQuery(result) ? result : undefined;
    byOperation.set(key, compiled);
    return compiled;
  }

  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      const compiled = compiledOf(args.schema, args.document, args.operationName ?? undefined);
      if (!compiled) return;
      setExecuteFn((execArgs) => {
        // A result without `data` is a request error: the variables did not coerce.
        const orYogas = (result: ExecutionResult) => {
          if (!('data' in result)) return executeFn(execArgs);
          const source = execArgs.document.loc?.source;
          if (!result.errors || !source) return result;
          // `errors` first, as graphql-js orders them.
          const { errors, ...rest } = result;
          return { errors: errors.map((error) => located(error, source)), ...rest };
        };
        const result = compiled.query(
          execArgs.rootValue,
          execArgs.contextValue,
          execArgs.variableValues,
        );
        return result instanceof Promise ? result.then(orYogas) : orYogas(result);
      });
    },
  };
}

/**
 * `error` as graphql-js makes it: with the positions in `source` of its `locations` (1-based lines
 * and columns, lines ended by \n, \r\n or \r as graphql-js counts them), its path, original
 * error and extensions ({} when it has none).
 */
function located(error: GraphQLError, source: Source): GraphQLError {
  const lineStarts = [0];
  for (const match of source.body.matchAll(/\r\n|[\n\r]/g)) {
    lineStarts.push(match.index + match[0].length);
  }
  const positions = (error.locations ?? []).map(
    ({ line, column }) => (lineStarts[line - 1] ?? 0) + column - 1,
  );
  return new GraphQLError(error.message, {
    source,
    positions: positions.length > 0 ? positions : undefined,
    path: error.path,
    originalError: error.originalError,
    extensions: error.extensions,
  });
}

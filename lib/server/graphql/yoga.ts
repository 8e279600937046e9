import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { GraphQLError, NoSchemaIntrospectionCustomRule } from 'graphql';
import {
  createSchema,
  createYoga,
  maskError,
  type Plugin,
  type YogaServerInstance,
} from 'graphql-yoga';
import { compiledExecutionPlugin } from './compiled-execution';
import { getDatabase, type Database } from '../db/client';
import { mutationRateLimitPlugin, type RateLimitOptions } from '../security/rate-limit';
import { requestGuardPlugin, CSRF_HEADER } from './request-guard';
import { resolvers } from './resolvers';
import type { ServerContext } from './context';

export const GRAPHQL_ENDPOINT = '/api/graphql';

export interface GraphqlServerOptions {
  /** Database to use; default the process-wide one (DATA_DIR or DATABASE_URL). */
  database?: Database | (() => Promise<Database>);
  /** Development mode: introspection and GraphiQL on. Default NODE_ENV === 'development'. */
  dev?: boolean;
  /** Request body limit in bytes (default GRAPHQL_MAX_BODY_BYTES or 100 000). */
  maxBodyBytes?: number;
  /**
   * Mutation rate limits (rate-limit.ts OPERATION_BUDGETS per operation; window
   * MUTATION_RATE_WINDOW_SECONDS or 60 s; MUTATION_RATE_LIMIT / MUTATION_GLOBAL_RATE_LIMIT
   * override the per-client / global points of every operation; TRUSTED_PROXY_HOPS, default 0).
   */
  rateLimit?: RateLimitOptions;
  /** Extra plugins (tests). */
  plugins?: Plugin[];
}

/** Query limits (graphql-armor): also documented in the README. */
export const QUERY_LIMITS = {
  maxDepth: 8,
  maxTokens: 1000,
  maxAliases: 5,
  maxDirectives: 10,
  maxCost: 5000,
} as const;

function loadTypeDefs(): string {
  return readFileSync(path.join(process.cwd(), 'lib/server/graphql/schema.graphql'), 'utf8');
}

function noIntrospectionPlugin(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(NoSchemaIntrospectionCustomRule);
    },
  };
}

/**
 * A document that does not parse answers HTTP 400 with code GRAPHQL_PARSE_FAILED for every
 * client. Yoga marks it so only when the error is an instance of the graphql it imports (hence one
 * graphql in the server bundle: next.config.mjs serverExternalPackages), and then answers 200 to
 * clients that accept application/json (its "spec" flag); a malformed request is a client error
 * whatever the Accept header.
 */
function parseErrorStatusPlugin(): Plugin {
  return {
    onResultProcess({ result }) {
      for (const single of Array.isArray(result) ? result : [result]) {
        const errors = (single as { errors?: readonly unknown[] }).errors ?? [];
        for (const error of errors) {
          if (!(error instanceof GraphQLError)) continue;
          // Errors made by graphql-jit (compiled-execution.ts) may have no extensions.
          if (error.extensions?.code !== 'GRAPHQL_PARSE_FAILED') continue;
          (error.extensions as Record<string, unknown>).http = { status: 400 };
        }
      }
    },
  };
}

/** Logs unexpected errors without their messages (which may carry SQL parameters or personal data). */
function logUnexpected(error: unknown): void {
  const original = error instanceof GraphQLError ? error.originalError : error;
  if (!original || original instanceof GraphQLError) return;
  const cause = (original as { cause?: { code?: string; name?: string } }).cause;
  console.error(
    `[graphql] unexpected ${original instanceof Error ? original.name : typeof original}` +
      (cause?.code ? ` (postgres ${cause.code})` : '') +
      (error instanceof GraphQLError && error.path ? ` at ${error.path.join('.')}` : ''),
  );
}

/**
 * The GraphQL server of /api/graphql (graphql-yoga, schema-first lib/server/graphql/schema.graphql):
 * masked errors (unexpected errors become 'Unexpected error.'), graphql-armor limits, batching
 * off, JSON-only POST with the `x-graphql-csrf` header, body-size limit, mutation rate limits
 * per operation (per client when a trusted proxy names it), introspection and GraphiQL only in
 * development, operations executed as compiled code (compiled-execution.ts).
 */
export function createGraphqlServer(
  options: GraphqlServerOptions = {},
): YogaServerInstance<object, ServerContext> {
  const dev = options.dev ?? process.env.NODE_ENV === 'development';
  const maxBodyBytes =
    options.maxBodyBytes ?? Number(process.env.GRAPHQL_MAX_BODY_BYTES ?? 100_000);
  const envNumber = (name: string) => (process.env[name] ? Number(process.env[name]) : undefined);
  const rateLimit: RateLimitOptions = options.rateLimit ?? {
    durationSeconds: envNumber('MUTATION_RATE_WINDOW_SECONDS') ?? 60,
    points: envNumber('MUTATION_RATE_LIMIT'),
    globalPoints: envNumber('MUTATION_GLOBAL_RATE_LIMIT'),
  };
  const database = options.database;
  const resolveDatabase = async (): Promise<Database> =>
    typeof database === 'function' ? database() : (database ?? getDatabase());

  return createYoga<object, ServerContext>({
    graphqlEndpoint: GRAPHQL_ENDPOINT,
    schema: createSchema<ServerContext>({ typeDefs: loadTypeDefs(), resolvers }),
    // Unexpected errors are logged by logUnexpected without their messages (SQL parameters,
    // personal data); yoga's own logger would print them whole.
    logging: {
      debug: () => {},
      info: () => {},
      warn: (...args) => console.warn(...args),
      error: () => {},
    },
    batching: false,
    // The body limit is requestGuardPlugin's: a Content-Length is required and at most
    // maxBodyBytes, and Node's HTTP parser (behind `next start` and scripts/api-server.ts) never
    // hands on more body than that header declares. Yoga's own limit (25 MB by default) piped
    // every body through a TransformStream whose pipeline builds and aborts an AbortController
    // per request: with it on, `{ __typename }` answered 5,150 req/s instead of 12,600 and
    // searchCommufaArea 2,680 instead of 5,600 (docs/benchmarks.md, 2026-11-26 afternoon).
    maxRequestBodySize: false,
    multipart: false,
    landingPage: false,
    graphiql: dev ? { headers: JSON.stringify({ [CSRF_HEADER]: '1' }) } : false,
    maskedErrors: {
      isDev: false,
      maskError(error, message) {
        logUnexpected(error);
        return maskError(error, message, false);
      },
    },
    context: async ({ request }) => ({ db: (await resolveDatabase()).db, request }),
    plugins: [
      requestGuardPlugin({ maxBodyBytes, dev, graphqlEndpoint: GRAPHQL_ENDPOINT }),
      parseErrorStatusPlugin(),
      EnvelopArmorPlugin({
        maxDepth: { n: QUERY_LIMITS.maxDepth },
        maxTokens: { n: QUERY_LIMITS.maxTokens },
        maxAliases: { n: QUERY_LIMITS.maxAliases },
        maxDirectives: { n: QUERY_LIMITS.maxDirectives },
        costLimit: { maxCost: QUERY_LIMITS.maxCost },
        blockFieldSuggestion: { enabled: true },
      }),
      ...(dev ? [] : [noIntrospectionPlugin()]),
      mutationRateLimitPlugin(rateLimit),
      compiledExecutionPlugin(),
      ...(options.plugins ?? []),
    ],
  });
}

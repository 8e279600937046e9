import {
  GraphQLError,
  Kind,
  type DefinitionNode,
  type FieldNode,
  type OperationDefinitionNode,
} from 'graphql';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { Plugin } from 'graphql-yoga';

/** The budget of one mutation per window: per client, and for all clients together. */
export interface OperationBudget {
  points: number;
  globalPoints: number;
}

/**
 * Budgets per mutation (root field) and window. Each operation has its own buckets, so a flood of
 * a cheap mutation (error reports, transfer checks) never uses up the budget of applyCTC; the
 * global buckets cap what all clients together (or clients that cannot be told apart) may do.
 * Figures: a visitor sends one application, a few contacts and checks, some error reports.
 */
export const OPERATION_BUDGETS: Readonly<Record<string, OperationBudget>> = {
  applyCTC: { points: 10, globalPoints: 600 },
  contact: { points: 10, globalPoints: 300 },
  transferRequest: { points: 10, globalPoints: 300 },
  applicationUpSell: { points: 10, globalPoints: 300 },
  checkTransferRequest: { points: 20, globalPoints: 600 },
  notifyClientError: { points: 30, globalPoints: 300 },
};
const DEFAULT_BUDGET: OperationBudget = { points: 10, globalPoints: 300 };

export interface RateLimitOptions {
  /** Window in seconds. */
  durationSeconds: number;
  /** Overrides the per-client points of every operation (tests, MUTATION_RATE_LIMIT). */
  points?: number;
  /** Overrides the global points of every operation (tests, MUTATION_GLOBAL_RATE_LIMIT). */
  globalPoints?: number;
  /**
   * Proxies in front of the server that append the client address to X-Forwarded-For
   * (default TRUSTED_PROXY_HOPS, else 0: no forwarded header is trusted).
   */
  trustedProxyHops?: number;
}

/**
 * The client address of a request, or null when it cannot be known. With `hops` trusted proxies
 * (each appending the address it saw), it is the entry `hops` from the right of X-Forwarded-For:
 * what the outermost trusted proxy saw; anything left of it was written by the client. With 0
 * (the default) nothing is trusted: Next itself only fills the header when the client sent none,
 * so without a proxy every value in it may be the client's choice.
 */
export function clientIpOf(
  request: Request,
  hops = Number(process.env.TRUSTED_PROXY_HOPS ?? 0),
): string | null {
  if (!Number.isInteger(hops) || hops <= 0) return null;
  const parts = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  // Fewer entries than trusted proxies: the request did not come through all of them.
  return parts.length >= hops ? parts[parts.length - hops]! : null;
}

/**
 * Rate limit of mutations (rate-limiter-flexible, in process memory): every root field costs one
 * point in its operation's buckets (OPERATION_BUDGETS): the client's own, when the client address
 * is known (clientIpOf), then the operation's global one. A client over its own limit is refused
 * before it touches the global bucket, so it cannot drain it for others. Over a limit: error
 * RATE_LIMITED with retryAfterSeconds, HTTP 429. Queries are not limited.
 */
export function mutationRateLimitPlugin(options: RateLimitOptions): Plugin {
  const hops = options.trustedProxyHops ?? Number(process.env.TRUSTED_PROXY_HOPS ?? 0);
  const limiters = new Map<string, { client: RateLimiterMemory; global: RateLimiterMemory }>();
  const limitersOf = (operation: string) => {
    let pair = limiters.get(operation);
    if (!pair) {
      const budget = OPERATION_BUDGETS[operation] ?? DEFAULT_BUDGET;
      pair = {
        client: new RateLimiterMemory({
          keyPrefix: `client:${operation}`,
          points: options.points ?? budget.points,
          duration: options.durationSeconds,
        }),
        global: new RateLimiterMemory({
          keyPrefix: `global:${operation}`,
          points: options.globalPoints ?? budget.globalPoints,
          duration: options.durationSeconds,
        }),
      };
      limiters.set(operation, pair);
    }
    return pair;
  };
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      const operation = args.document.definitions.find(
        (d: DefinitionNode): d is OperationDefinitionNode =>
          d.kind === Kind.OPERATION_DEFINITION &&
          (!args.operationName || d.name?.value === args.operationName),
      );
      if (operation?.operation !== 'mutation') return;
      const request = (args.contextValue as { request?: Request }).request;
      const ip = request ? clientIpOf(request, hops) : null;
      const costs = new Map<string, number>();
      for (const selection of operation.selectionSet.selections) {
        const name = selection.kind === Kind.FIELD ? (selection as FieldNode).name.value : '*';
        costs.set(name, (costs.get(name) ?? 0) + 1);
      }
      try {
        for (const [name, cost] of costs) {
          const { client, global } = limitersOf(name);
          if (ip) await client.consume(ip, cost);
          await global.consume('all', cost);
        }
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        const retryAfterSeconds = Math.ceil(error.msBeforeNext / 1000);
        setResultAndStopExecution({
          errors: [
            new GraphQLError('Too many requests. Please wait and try again.', {
              extensions: { code: 'RATE_LIMITED', retryAfterSeconds, http: { status: 429 } },
            }),
          ],
        });
      }
    },
  };
}

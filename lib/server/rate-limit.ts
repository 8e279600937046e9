import { GraphQLError, Kind, type DefinitionNode, type OperationDefinitionNode } from 'graphql';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { Plugin } from 'graphql-yoga';

export interface RateLimitOptions {
  /** Mutations (root fields) one client IP may send per window. */
  points: number;
  /** Window in seconds. */
  durationSeconds: number;
  /** Mutations all clients together may send per window (a backstop if IPs are spoofed). */
  globalPoints?: number;
}

/**
 * The client IP of a request: the X-Forwarded-For entry added by the nearest trusted proxy,
 * counted from the right by TRUSTED_PROXY_HOPS (default 1, one proxy in front that appends the
 * address). Next alone only sets the header when the client did not, so a server exposed without
 * a proxy should set TRUSTED_PROXY_HOPS=0: every request then shares one bucket ('unknown').
 */
export function clientIpOf(
  request: Request,
  hops = Number(process.env.TRUSTED_PROXY_HOPS ?? 1),
): string {
  if (hops <= 0) return 'unknown';
  const forwarded = request.headers.get('x-forwarded-for');
  if (forwarded) {
    const parts = forwarded
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean);
    const picked = parts[Math.max(0, parts.length - hops)];
    if (picked) return picked;
  }
  return request.headers.get('x-real-ip') ?? 'unknown';
}

/**
 * Per-IP rate limit of mutations (rate-limiter-flexible, in memory), plus a global one: every
 * root field of a mutation costs one point. Over a limit: error RATE_LIMITED with
 * retryAfterSeconds, HTTP 429.
 */
export function mutationRateLimitPlugin(options: RateLimitOptions): Plugin {
  const limiter = new RateLimiterMemory({
    points: options.points,
    duration: options.durationSeconds,
  });
  const globalLimiter = new RateLimiterMemory({
    points: options.globalPoints ?? Math.max(options.points, 1000),
    duration: options.durationSeconds,
  });
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      const operation = args.document.definitions.find(
        (d: DefinitionNode): d is OperationDefinitionNode =>
          d.kind === Kind.OPERATION_DEFINITION &&
          (!args.operationName || d.name?.value === args.operationName),
      );
      if (operation?.operation !== 'mutation') return;
      const request = (args.contextValue as { request?: Request }).request;
      const ip = request ? clientIpOf(request) : 'unknown';
      try {
        const cost = Math.max(1, operation.selectionSet.selections.length);
        await limiter.consume(ip, cost);
        await globalLimiter.consume('all', cost);
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

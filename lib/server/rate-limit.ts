import { GraphQLError, Kind, type DefinitionNode, type OperationDefinitionNode } from 'graphql';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { Plugin } from 'graphql-yoga';

export interface RateLimitOptions {
  /** Mutations (root fields) one client IP may send per window. */
  points: number;
  /** Window in seconds. */
  durationSeconds: number;
}

/**
 * The client IP of a request: the entry of X-Forwarded-For added by the nearest trusted proxy
 * (Next's own server adds one), counted from the right by TRUSTED_PROXY_HOPS (default 1);
 * 'unknown' when absent (in-process calls).
 */
export function clientIpOf(request: Request, hops = Number(process.env.TRUSTED_PROXY_HOPS ?? 1)): string {
  const forwarded = request.headers.get('x-forwarded-for');
  if (forwarded) {
    const parts = forwarded.split(',').map((p) => p.trim()).filter(Boolean);
    const picked = parts[Math.max(0, parts.length - Math.max(1, hops))];
    if (picked) return picked;
  }
  return request.headers.get('x-real-ip') ?? 'unknown';
}

/**
 * Per-IP rate limit of mutations (rate-limiter-flexible, in memory): every root field of a
 * mutation costs one point. Over the limit: error RATE_LIMITED with retryAfterSeconds, HTTP 429.
 */
export function mutationRateLimitPlugin(options: RateLimitOptions): Plugin {
  const limiter = new RateLimiterMemory({ points: options.points, duration: options.durationSeconds });
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      const operation = args.document.definitions.find(
        (d: DefinitionNode): d is OperationDefinitionNode =>
          d.kind === Kind.OPERATION_DEFINITION && (!args.operationName || d.name?.value === args.operationName),
      );
      if (operation?.operation !== 'mutation') return;
      const request = (args.contextValue as { request?: Request }).request;
      const ip = request ? clientIpOf(request) : 'unknown';
      try {
        await limiter.consume(ip, Math.max(1, operation.selectionSet.selections.length));
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

import 'server-only';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';

/**
 * Rate limits of the back office and the status lookup, counted in Postgres (rate_limits table,
 * rate-limiter-flexible's RateLimiterDrizzle) so every server process shares them. Keys carry no
 * personal data in clear: a receipt number or an email address is keyed by a prefix and the
 * caller's HMAC (see keyedHash).
 */
export const STATUS_LOOKUP_LIMITS = {
  /** Lookups one client (IP) may make per window. */
  perClient: { points: 10, durationSeconds: 15 * 60 },
  /** Lookups of one receipt number per window, from any client. */
  perReceipt: { points: 5, durationSeconds: 15 * 60 },
} as const;

export const SIGN_IN_LIMITS = {
  /** Sign-in attempts one client (IP) may make per window. */
  perClient: { points: 20, durationSeconds: 15 * 60 },
  /** Sign-in attempts for one email address per window. */
  perAccount: { points: 5, durationSeconds: 15 * 60 },
} as const;

export interface Limiter {
  /** Consumes one point of `key`; resolves to null, or the seconds to wait when over the limit. */
  hit: (key: string) => Promise<number | null>;
}

/** A Postgres-counted limiter of `points` per `durationSeconds`, keys prefixed with `prefix`. */
export function postgresLimiter(
  db: Db,
  prefix: string,
  limit: { points: number; durationSeconds: number },
): Limiter {
  const limiter = new RateLimiterDrizzle({
    storeClient: db,
    schema: rateLimits,
    keyPrefix: prefix,
    points: limit.points,
    duration: limit.durationSeconds,
  });
  return {
    async hit(key) {
      try {
        await limiter.consume(key, 1);
        return null;
      } catch (error) {
        if (error instanceof RateLimiterRes)
          return Math.max(1, Math.ceil(error.msBeforeNext / 1000));
        throw error;
      }
    },
  };
}

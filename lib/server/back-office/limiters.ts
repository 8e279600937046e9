import 'server-only';

/**
 * Rate limits of the back office and the status lookup, counted in the database like every limit
 * (lib/server/rate-limit.ts postgresLimiter) so every server process shares them. Keys carry no
 * personal data in clear: postgresLimiter stores only their keyed hash.
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

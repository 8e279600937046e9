import 'server-only';

/**
 * Rate limits of the back office and the status lookup, counted in the database like every limit
 * (lib/server/security/rate-limit.ts postgresLimiter) so every server process shares them. Keys carry no
 * personal data in clear: postgresLimiter stores only their keyed hash.
 */
export const STATUS_LOOKUP_LIMITS = {
  /** Failed lookups (malformed, unknown, wrong phone) one client (IP) may make per window. */
  perClient: { points: 10, durationSeconds: 15 * 60 },
  /** Failed lookups of one receipt number per window, from any client (the right pair still answers). */
  perReceipt: { points: 5, durationSeconds: 15 * 60 },
} as const;

export const SIGN_IN_LIMITS = {
  /** Failed sign-ins one client (IP) may make per window, whatever the email addresses. */
  perClient: { points: 20, durationSeconds: 15 * 60 },
  /** Failed sign-ins of one client for one email address per window; a success clears them. */
  perClientAccount: { points: 5, durationSeconds: 15 * 60 },
} as const;

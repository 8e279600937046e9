/** HTTP statuses retried (spec section 8). */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([429, 500, 502, 503, 504]);
/** Error names counted as throttling or timeouts (spec section 8, the sign-in library's list). */
export const RETRYABLE_ERROR_NAMES: ReadonlySet<string> = new Set([
  'ThrottlingException',
  'Throttling',
  'TooManyRequestsException',
  'RequestLimitExceeded',
  'RequestThrottled',
  'RequestThrottledException',
  'ProvisionedThroughputExceededException',
  'SlowDown',
  'TimeoutError',
  'RequestTimeout',
  'RequestTimeoutException',
  'AbortError',
]);
/** Spec section 9: max 3 attempts (the first try included). */
export const MAX_ATTEMPTS = 3;
/** Spec section 9: backoff capped at 5 minutes. */
export const MAX_DELAY_MS = 5 * 60_000;
/** First retry waits about this long; each later retry doubles it. */
export const BASE_DELAY_MS = 300;

export interface RetryInput {
  /** Attempt just made, 1-based. */
  attempt: number;
  /** HTTP status of the failed response, when there was one. */
  status?: number | null;
  /** `name` of the thrown error (or the GraphQL error code), when there was one. */
  errorName?: string | null;
  /** 'mutation' operations are retried only with an idempotency key. */
  operationType: 'query' | 'mutation' | 'subscription';
  idempotencyKey?: string | null;
}

/**
 * The idempotency key an operation's variables carry (`idempotencyKey` at the top or in `input`,
 * as applyCTC sends it), or null. Only a mutation with one is retried (shouldRetry).
 */
export function idempotencyKeyOf(variables: unknown): string | null {
  if (typeof variables !== 'object' || variables === null) return null;
  const v = variables as { idempotencyKey?: unknown; input?: { idempotencyKey?: unknown } | null };
  const key = v.idempotencyKey ?? v.input?.idempotencyKey;
  return typeof key === 'string' && key ? key : null;
}

/** Whether a failure is of a retryable kind (status or error name), ignoring attempts. */
export function isRetryableFailure(status?: number | null, errorName?: string | null): boolean {
  return (
    (status != null && RETRYABLE_STATUSES.has(status)) ||
    (errorName != null && RETRYABLE_ERROR_NAMES.has(errorName))
  );
}

/**
 * The retry decision (spec sections 8 and 9): retry a retryable failure while fewer than
 * MAX_ATTEMPTS attempts were made; never a subscription; a mutation only when it carries an
 * idempotency key (so a retried submission cannot create a second application).
 */
export function shouldRetry(input: RetryInput): boolean {
  if (input.attempt >= MAX_ATTEMPTS) return false;
  if (input.operationType === 'subscription') return false;
  if (input.operationType === 'mutation' && !input.idempotencyKey) return false;
  return isRetryableFailure(input.status, input.errorName);
}

/**
 * Delay in ms before the retry following `attempt` (1-based): exponential (BASE_DELAY_MS ·
 * 2^(attempt-1)) plus a random jitter of up to one base delay, capped at MAX_DELAY_MS.
 * `random` returns a number in [0, 1).
 */
export function retryDelay(attempt: number, random: () => number = Math.random): number {
  const exponential = BASE_DELAY_MS * 2 ** Math.max(0, attempt - 1);
  const jitter = random() * BASE_DELAY_MS;
  return Math.min(MAX_DELAY_MS, Math.floor(exponential + jitter));
}

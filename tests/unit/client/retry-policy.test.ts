import { describe, expect, it } from 'vitest';
import {
  BASE_DELAY_MS,
  MAX_ATTEMPTS,
  MAX_DELAY_MS,
  retryDelay,
  shouldRetry,
} from '@/lib/graphql/retry-policy';
import fc from 'fast-check';

describe('shouldRetry (spec 8, 9)', () => {
  it.each([429, 500, 502, 503, 504])('retries a query on HTTP %i', (status) => {
    expect(shouldRetry({ attempt: 1, status, operationType: 'query' })).toBe(true);
  });
  it.each([400, 401, 403, 404, 409, 422, 501, 505])('does not retry HTTP %i', (status) => {
    expect(shouldRetry({ attempt: 1, status, operationType: 'query' })).toBe(false);
  });
  it.each(['ThrottlingException', 'TooManyRequestsException', 'TimeoutError', 'RequestTimeout'])(
    'retries the error name %s',
    (errorName) => {
      expect(shouldRetry({ attempt: 1, errorName, operationType: 'query' })).toBe(true);
    },
  );
  it.each(['TypeError', 'ValidationException', 'Unauthorized'])(
    'does not retry the error name %s',
    (errorName) => {
      expect(shouldRetry({ attempt: 1, errorName, operationType: 'query' })).toBe(false);
    },
  );
  it('stops after 3 attempts in all', () => {
    expect(MAX_ATTEMPTS).toBe(3);
    expect(shouldRetry({ attempt: 2, status: 503, operationType: 'query' })).toBe(true);
    expect(shouldRetry({ attempt: 3, status: 503, operationType: 'query' })).toBe(false);
  });
  it('retries a mutation only with an idempotency key', () => {
    expect(shouldRetry({ attempt: 1, status: 503, operationType: 'mutation' })).toBe(false);
    expect(
      shouldRetry({ attempt: 1, status: 503, operationType: 'mutation', idempotencyKey: '' }),
    ).toBe(false);
    expect(
      shouldRetry({ attempt: 1, status: 503, operationType: 'mutation', idempotencyKey: 'k-1' }),
    ).toBe(true);
  });
  it('never retries a subscription', () => {
    expect(shouldRetry({ attempt: 1, status: 503, operationType: 'subscription' })).toBe(false);
  });
});

describe('retryDelay', () => {
  it.each([
    [1, 0, BASE_DELAY_MS],
    [2, 0, BASE_DELAY_MS * 2],
    [3, 0, BASE_DELAY_MS * 4],
    [1, 0.999, BASE_DELAY_MS * 2 - 1],
  ])('attempt %i with random %f → %i ms', (attempt, r, expected) => {
    expect(retryDelay(attempt, () => r)).toBe(expected);
  });
  it('is capped at 5 minutes', () => {
    expect(MAX_DELAY_MS).toBe(300_000);
    expect(retryDelay(30, () => 0.5)).toBe(300_000);
  });
  it('stays between the exponential floor and floor + one base delay, never above the cap', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }),
        fc.double({ min: 0, max: 0.9999, noNaN: true }),
        (attempt, r) => {
          const d = retryDelay(attempt, () => r);
          const floor = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** (attempt - 1));
          return d >= floor && d <= Math.min(MAX_DELAY_MS, floor + BASE_DELAY_MS);
        },
      ),
    );
  });
});

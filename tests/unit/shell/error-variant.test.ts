import { describe, expect, it } from 'vitest';
import { errorVariantOf } from '@/components/layout/error-texts';

describe('errorVariantOf (spec section 8)', () => {
  it.each([
    [{ status: 404 }, 'notFound'],
    [{ statusCode: 404 }, 'notFound'],
    [new Error('404'), 'notFound'],
    [new Error('Unknown error'), 'error'],
    [{ status: 500 }, 'error'],
    ['404', 'error'],
    [null, 'error'],
  ])('%o -> %s', (error, variant) => {
    expect(errorVariantOf(error)).toBe(variant);
  });
});

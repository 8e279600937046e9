import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { newBuildPlaceOf, type NewBuildPlace } from '@/lib/apply/submission';
import { derivedSecret } from '../../security/crypto';
import type { Db } from '../client';
import { applications } from '../schema';

/*
 * The new-build place (pin and 補足) on the receipt page after a reload. The place is personal
 * data, so the browser never stores it: applyCTC answers, beside the receipt number, a token that
 * only the server can make for that number, the tab keeps it in sessionStorage
 * (lib/state/receipt-place-token.ts), and the receipt page reads the place again by both.
 */

/** The token's shape: 43 base64url characters (HMAC-SHA256). */
export const RECEIPT_PLACE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The token of `receiptNumber`: HMAC-SHA256 under a secret derived from the data-encryption key
 * (lib/server/security/crypto.ts derivedSecret), base64url. Nothing is stored for it; rotating the data key
 * invalidates earlier tokens (the receipt then shows no place after a reload).
 */
export function receiptPlaceToken(receiptNumber: string): string {
  return createHmac('sha256', derivedSecret('receipt place token'))
    .update(receiptNumber)
    .digest('base64url');
}

/**
 * The new-build place of the application `receiptNumber` (newBuildPlaceOf its stored data: pin
 * in WGS84 degrees and 補足), or null when `token` is not that number's token, the receipt is
 * unknown, or the application has an address. Never throws for wrong input.
 */
export async function receiptPlace(
  db: Db,
  receiptNumber: string,
  token: string,
): Promise<NewBuildPlace | null> {
  if (!RECEIPT_PLACE_TOKEN_PATTERN.test(token) || receiptNumber.length > 40) return null;
  const expected = Buffer.from(receiptPlaceToken(receiptNumber));
  const given = Buffer.from(token);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const [row] = await db
    .select({ formData: applications.formData })
    .from(applications)
    .where(eq(applications.receiptNumber, receiptNumber))
    .limit(1);
  return row ? newBuildPlaceOf(row.formData as Parameters<typeof newBuildPlaceOf>[0]) : null;
}

/**
 * sessionStorage key of the receipt's place token: applyCTC's receiptToken for a new build's
 * receipt, with its receipt number. The receipt page reads the pin and 補足 again with it after a
 * reload (applicationReceiptPlace, lib/server/receipt-place.ts); the place itself, personal data,
 * is never stored in the browser. Session, not local: it belongs to this tab's application.
 */
export const RECEIPT_PLACE_TOKEN_KEY = 'hikari-site:receipt-place:v1';

/** A held token: the receipt number it belongs to and the token (43 base64url characters). */
export interface ReceiptPlaceToken {
  receiptNumber: string;
  token: string;
}

/** The held token of `receiptNumber`, or null (none, another receipt's, malformed). Never throws. */
export function loadReceiptPlaceToken(
  storage: Pick<Storage, 'getItem'> | undefined,
  receiptNumber: string,
): string | null {
  try {
    const held = JSON.parse(storage?.getItem(RECEIPT_PLACE_TOKEN_KEY) ?? 'null') as unknown;
    if (!held || typeof held !== 'object') return null;
    const { receiptNumber: n, token } = held as Partial<ReceiptPlaceToken>;
    return n === receiptNumber && typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token)
      ? token
      : null;
  } catch {
    return null;
  }
}

/** Holds the token of a receipt, or forgets the held one with null. Never throws. */
export function saveReceiptPlaceToken(
  storage: Pick<Storage, 'setItem' | 'removeItem'>,
  held: ReceiptPlaceToken | null,
): void {
  try {
    if (held) storage.setItem(RECEIPT_PLACE_TOKEN_KEY, JSON.stringify(held));
    else storage.removeItem(RECEIPT_PLACE_TOKEN_KEY);
  } catch {
    /* storage unavailable: the place shows until the page is reloaded */
  }
}

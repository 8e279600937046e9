// Without zod or wanakana, so that zod-free browser code (the introduction id of lib/flows) can
// use it; lib/validation/normalize.ts re-exports it for the schemas.

/** Dash-like characters people type for a hyphen or a long vowel (IME, copy-paste, half-width). */
export const DASHES = '\u2010\u2011\u2012\u2013\u2014\u2015\u2043\u2212\u30FC\uFE63\uFF0D\uFF70';
const ASCII_ONLY = /^[\x00-\x7F]*$/;
const DASH_IN_DIGITS = new RegExp(`(?<=\\d)[${DASHES}]|[${DASHES}](?=\\d)`, 'g');

/**
 * Full-width ASCII (！-～: digits, latin letters, symbols incl. －) to half-width, the ideographic
 * space to ' ', and dash-like characters next to a digit (ー, －, ―, −, ‐ ...) to '-'.
 * '０５２ー１２３ー４５６７' -> '052-123-4567'. Kana and kanji are left alone.
 */
export function toHalfWidth(value: string): string {
  // ASCII has nothing to convert (most fields: empty, or digits and latin letters).
  if (ASCII_ONLY.test(value)) return value;
  return value
    .replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/\u3000/g, ' ')
    .replace(DASH_IN_DIGITS, '-');
}

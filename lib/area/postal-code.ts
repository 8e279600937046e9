/**
 * Postal-code input of the area form: accepts full-width digits and any hyphen or long-vowel dash
 * ('〒４６０－０００１', '460-0001', '4600001'). Returns 7 half-width digits, or null when the text
 * is not a complete Japanese postal code.
 */
export function normalizePostalCode(text: string): string | null {
  const digits = text
    .normalize('NFKC')
    .replace(/^〒/, '')
    .replace(/[\s\-‐‑‒–—―ー−]/g, '');
  return /^\d{7}$/.test(digits) ? digits : null;
}

/** '4600001' -> '460-0001' for display. */
export function formatPostalCode(digits: string): string {
  return digits.length === 7 ? `${digits.slice(0, 3)}-${digits.slice(3)}` : digits;
}

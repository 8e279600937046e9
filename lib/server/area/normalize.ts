/**
 * Normalises an address part or building name for comparison: NFKC (full-width digits and
 * half-width kana unified), no spaces, lower case, hyphen-like characters as '-'.
 */
export function normalizeBuildingName(value: string): string {
  return value
    .normalize('NFKC')
    .replace(/\s+/g, '')
    .replace(/[‐‑‒–—―−ー－]/g, (c) => (c === 'ー' ? c : '-'))
    .toLowerCase();
}

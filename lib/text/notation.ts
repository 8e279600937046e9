/**
 * The site's one notation for Japanese text that comes from data rather than content (operator
 * CSV, settings): months as 'か月' (not ヶ月, ヵ月, カ月, ケ月) and tax as '（税込）' in full-width
 * brackets (not (税込), 税込み). Content files are written this way already (the unit test
 * tests/unit/content/notation.test.ts guards them); this brings data to the same notation.
 */
export function siteNotation(text: string): string {
  return text
    .replace(/(\d|[〜~])\s*[ヶヵカケ]月/g, '$1か月')
    .replace(/[(（]\s*税込み?\s*[)）]/g, '（税込）');
}

/** A postal code as written on Japanese mail: '4640850' -> '464-0850'; other input unchanged. */
export function formatPostalCode(value: string): string {
  const digits = value.normalize('NFKC').replace(/\D/g, '');
  return digits.length === 7 ? `${digits.slice(0, 3)}-${digits.slice(3)}` : value;
}

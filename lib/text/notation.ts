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

/** An address in the installationInfo / contactInfo shape (spec section 3). */
export interface AddressParts {
  postalCode?: unknown;
  state_kanji?: unknown;
  city_kanji?: unknown;
  town_kanji?: unknown;
  line1_kanji?: unknown;
  line2_kanji?: unknown;
  line3_kanji?: unknown;
}

/**
 * An address on one line as the site writes it: '〒460-0008 愛知県名古屋市中区栄1丁目1-1 建物 部屋'
 * (prefecture to 番地 joined, building and room after a space; empty parts left out).
 */
export function formatAddress(a: AddressParts): string {
  const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));
  const postal = str(a.postalCode) ? `〒${formatPostalCode(str(a.postalCode))}` : '';
  const street = `${str(a.state_kanji)}${str(a.city_kanji)}${str(a.town_kanji)}${str(a.line1_kanji)}`;
  return [postal, street, str(a.line2_kanji), str(a.line3_kanji)].filter(Boolean).join(' ');
}

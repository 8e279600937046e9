import iconv from 'iconv-lite';

/**
 * Encodings of a CSV export (what Excel in Japan opens): UTF-8 with a byte-order mark (Excel
 * detects UTF-8 only by the BOM), or Shift_JIS in Microsoft's variant CP932 (Windows-31J), the
 * one Excel reads and writes; it also covers NEC/IBM extensions such as ① and 髙. Characters
 * CP932 lacks become '?'.
 */
export const CSV_ENCODINGS = ['utf-8', 'shift_jis'] as const;

export type CsvEncoding = (typeof CSV_ENCODINGS)[number];

export const CSV_ENCODING_LABELS: Record<CsvEncoding, string> = {
  'utf-8': 'UTF-8（BOM付き）',
  shift_jis: 'Shift_JIS',
};

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/**
 * Characters that JIS X 0208 maps to one code point and CP932 to another (the "wave dash
 * problem"): text typed on a Mac or a phone uses the left ones (〜 in 約1〜2ヶ月), CP932 has only the
 * right ones, so without this table they would become '?' in the Shift_JIS file.
 */
const JIS_TO_CP932: Record<string, string> = {
  '\u301C': '\uFF5E', // 〜 WAVE DASH → ～ FULLWIDTH TILDE
  '\u2016': '\u2225', // ‖ DOUBLE VERTICAL LINE → ∥ PARALLEL TO
  '\u2212': '\uFF0D', // − MINUS SIGN → － FULLWIDTH HYPHEN-MINUS
  '\u2014': '\u2015', // — EM DASH → ― HORIZONTAL BAR
  '\u00A2': '\uFFE0', // ¢
  '\u00A3': '\uFFE1', // £
  '\u00AC': '\uFFE2', // ¬
};

/** The text as CP932 can hold it (JIS_TO_CP932 applied); what a Shift_JIS export decodes to. */
export function toCp932Text(text: string): string {
  return text.replace(/[\u301C\u2016\u2212\u2014\u00A2\u00A3\u00AC]/g, (c) => JIS_TO_CP932[c] ?? c);
}

/** The bytes of a CSV text in `encoding` (UTF-8 with BOM, or CP932). */
export function encodeCsv(text: string, encoding: CsvEncoding): Buffer {
  if (encoding === 'shift_jis') return iconv.encode(toCp932Text(text), 'cp932');
  return Buffer.concat([BOM, Buffer.from(text, 'utf8')]);
}

/** The charset parameter of the response's Content-Type. */
export function csvCharset(encoding: CsvEncoding): string {
  return encoding === 'shift_jis' ? 'Shift_JIS' : 'utf-8';
}

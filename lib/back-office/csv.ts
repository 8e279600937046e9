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

/** The bytes of a CSV text in `encoding` (UTF-8 with BOM, or CP932). */
export function encodeCsv(text: string, encoding: CsvEncoding): Buffer {
  if (encoding === 'shift_jis') return iconv.encode(text, 'cp932');
  return Buffer.concat([BOM, Buffer.from(text, 'utf8')]);
}

/** The charset parameter of the response's Content-Type. */
export function csvCharset(encoding: CsvEncoding): string {
  return encoding === 'shift_jis' ? 'Shift_JIS' : 'utf-8';
}

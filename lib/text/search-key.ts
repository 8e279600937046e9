import { toKatakana } from 'wanakana';

/** Hyphen-like characters people and data sets use for the long vowel mark or a dash. */
const DASHES = /[-‐‑‒–—―−ｰー－]/g;
const SMALL_KANA: Record<string, string> = {
  ァ: 'ア',
  ィ: 'イ',
  ゥ: 'ウ',
  ェ: 'エ',
  ォ: 'オ',
  ッ: 'ツ',
  ャ: 'ヤ',
  ュ: 'ユ',
  ョ: 'ヨ',
  ヮ: 'ワ',
  ヵ: 'カ',
  ヶ: 'ケ',
};

/**
 * A comparison key for Japanese names as people type them: NFKC (full-width Latin and digits,
 * half-width kana unified), no spaces, hiragana as katakana (wanakana; Latin letters kept, so
 * "UFJ" is not read as romaji), Latin upper case, every dash-like character as 'ー'.
 * `foldSmallKana` also writes small kana as large ones (ャ → ヤ), the way zengin-code's readings
 * are written (全銀協 kana: ミツビシユ－エフジエイ).
 * The same function must be applied to both sides of a comparison.
 */
export function searchKey(value: string, { foldSmallKana = false } = {}): string {
  const key = toKatakana(value.normalize('NFKC').replace(/\s+/g, '').replace(DASHES, 'ー'), {
    passRomaji: true,
  }).toUpperCase();
  return foldSmallKana
    ? key.replace(/[ァィゥェォッャュョヮヵヶ]/g, (c) => SMALL_KANA[c] ?? c)
    : key;
}

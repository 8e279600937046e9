import { toKatakana } from 'wanakana';

/** Hyphen-like characters people and data sets use for the long vowel mark or a dash. */
const DASHES = /[-‐‑‒–—―−ｰー－]/g;
/** The characters wanakana's hiraganaToKatakana shifts (ぁ-ゖ). */
const HIRAGANA = /[\u3041-\u3096]/;
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
  const text = value.normalize('NFKC').replace(/\s+/g, '').replace(DASHES, 'ー');
  // wanakana changes only hiragana here (passRomaji): text without any is left as it is, and most
  // names and addresses are typed in kanji and katakana (every area search makes several keys).
  const key = (HIRAGANA.test(text) ? toKatakana(text, { passRomaji: true }) : text).toUpperCase();
  return foldSmallKana
    ? key.replace(/[ァィゥェォッャュョヮヵヶ]/g, (c) => SMALL_KANA[c] ?? c)
    : key;
}

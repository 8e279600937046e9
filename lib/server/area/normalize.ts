import { searchKey } from '@/lib/text/search-key';

/**
 * Normalises an address part or building name for comparison with `searchKey`: NFKC (full-width
 * digits and half-width kana unified), no spaces, hiragana as katakana (こみゅふぁ栄たわー matches
 * コミュファ栄タワー), Latin upper case, hyphen-like characters as 'ー'.
 */
export function normalizeBuildingName(value: string): string {
  return searchKey(value);
}

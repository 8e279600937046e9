import { toRomaji } from 'wanakana';
import { formatIsoDate, systemClock, todayInJapan } from '@/lib/time';

/*
 * The slug (URL and file name) the CMS suggests from a Japanese title. Kanji have no reading
 * without a dictionary, and a kanji's okurigana alone ('乗りかえ' -> 'rikae') reads as nonsense, so
 * only the words written in katakana (romaji by wanakana) and in Latin letters or digits are kept:
 * 'エンタメセット割' -> 'entamesetto', '50,000円キャッシュバック' -> '50000-kyasshubakku'. A title
 * with none of them gets '<prefix>-<YYYYMMDD>' (the day in Japan). The editor can change it.
 */

/**
 * Suggests a slug for `title` (lowercase a-z, 0-9, words joined by '-'; at least 3 characters), or
 * `<prefix>-<YYYYMMDD>` (today in Japan at `now`, epoch ms) when the title has too little that
 * reads in romaji.
 */
export function suggestSlug(title: string, prefix: string, now: number = systemClock()): string {
  const words: string[] = [];
  for (const run of title.normalize('NFKC').split(/([A-Za-z0-9][A-Za-z0-9,.'-]*|[ァ-ヺーヽヾ]+)/)) {
    if (/^[A-Za-z0-9]/.test(run)) words.push(run.toLowerCase().replace(/[,.']/g, ''));
    else if (/^[ァ-ヺーヽヾ]+$/.test(run)) words.push(toRomaji(run.replace(/ー/g, '')));
  }
  const slug = words
    .join('-')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.replace(/-/g, '').length >= 3) return slug;
  return `${prefix}-${formatIsoDate(todayInJapan(now)).replace(/-/g, '')}`;
}

import { describe, expect, it } from 'vitest';
import { suggestSlug } from '@/lib/cms/slug';

const NOON_JST_2030_06_15 = Date.parse('2030-06-15T12:00:00+09:00');

describe('the slug the CMS suggests from a Japanese title', () => {
  it.each([
    ['夏のE2Eキャンペーン', 'e2e-kyanpen'],
    ['50,000円キャッシュバック', '50000-kyasshubakku'],
    ['au PAY ギフトカードプレゼント', 'au-pay-gifutokadopurezento'],
    ['エンタメセット割', 'entamesetto'],
    ['メッシュWi-Fi 12か月無料', 'messhu-wi-fi-12'],
    ['ＮＥＴＦＬＩＸ（全角）セット', 'netflix-setto'],
  ])('%s -> %s (katakana in romaji, Latin letters and digits kept)', (title, slug) => {
    expect(suggestSlug(title, 'campaign', NOON_JST_2030_06_15)).toBe(slug);
  });

  it.each(['お友だち紹介特典', '光乗りかえ', '', 'au'])(
    '%s: too little reads in romaji -> <prefix>-<day in Japan>',
    (title) => {
      expect(suggestSlug(title, 'campaign', NOON_JST_2030_06_15)).toBe('campaign-20300615');
    },
  );

  it('takes the day in Japan time (23:30 UTC is already the next day in Japan)', () => {
    expect(suggestSlug('特典', 'option', Date.parse('2030-06-15T23:30:00Z'))).toBe('option-20300616');
  });

  it('every suggestion is a valid slug (the slug field\'s rule: a-z, 0-9, single hyphens)', () => {
    for (const t of ['夏のE2Eキャンペーン', 'お友だち紹介特典', 'メッシュWi-Fi 12か月無料', 'ー・ー'])
      expect(suggestSlug(t, 'campaign', NOON_JST_2030_06_15)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});

import { describe, expect, it } from 'vitest';
import { searchBankBranches, searchBanks } from '@/lib/server/banks';

describe('searchBanks: names as people type them', () => {
  // [query, expected first code, expected name] — zengin-code's codes and current names.
  const cases: [string, string, string][] = [
    ['三菱UFJ', '0005', '三菱ＵＦＪ'],
    ['三菱ＵＦＪ', '0005', '三菱ＵＦＪ'],
    ['UFJ', '0005', '三菱ＵＦＪ'],
    ['ufj', '0005', '三菱ＵＦＪ'],
    ['PayPay', '0033', 'ＰａｙＰａｙ'],
    ['ぺいぺい銀行', '0033', 'ＰａｙＰａｙ'],
    ['住信SBI', '0038', 'ドコモＳＭＴＢネット'],
    ['三菱UFJ銀行', '0005', '三菱ＵＦＪ'],
    ['名古屋銀行', '0543', '名古屋'],
    ['みずほ銀行', '0001', 'みずほ'],
    // ten more common banks, kanji, kana and width variants
    ['三井住友銀行', '0009', '三井住友'],
    ['りそな', '0010', 'りそな'],
    ['ゆうちょ銀行', '9900', 'ゆうちょ'],
    ['楽天', '0036', '楽天'],
    ['ソニー銀行', '0035', 'ソニー'],
    ['ｾﾌﾞﾝ銀行', '0034', 'セブン'],
    ['大垣共立銀行', '0152', '大垣共立'],
    ['じゅうろく', '0153', '十六'],
    ['静岡銀行', '0149', '静岡'],
    ['岡崎信用金庫', '1552', '岡崎信金'],
    ['あいち銀行', '0542', 'あいち'],
    ['0005', '0005', '三菱ＵＦＪ'],
  ];
  it.each(cases)('%s → %s first', (query, code, name) => {
    const [first] = searchBanks(query);
    expect(first?.code).toBe(code);
    expect(first?.name.normalize('NFKC')).toBe(name.normalize('NFKC'));
  });

  it('ranks an exact name before longer names that start with it', () => {
    const codes = searchBanks('静岡').map((b) => b.code);
    expect(codes[0]).toBe('0149');
    expect(codes).toContain('0538'); // 静岡中央: a prefix match, listed after
  });

  it('finds nothing for an empty query or a bare type word', () => {
    expect(searchBanks('  ')).toEqual([]);
    expect(searchBanks('銀行')).toEqual([]);
  });
});

describe('searchBankBranches', () => {
  it.each([
    ['今池支店', '263'],
    ['今池', '263'],
    ['いまいけ', '263'],
    ['ｲﾏｲｹｼﾃﾝ', '263'],
    ['263', '263'],
  ])('三菱UFJ %s → 今池 (%s) first', (query, code) => {
    const [first] = searchBankBranches('0005', query);
    expect(first).toMatchObject({ bankCode: '0005', code, name: '今池' });
  });

  it('puts the exact branch before longer names that contain it', () => {
    const names = searchBankBranches('0543', '今池支店').map((b) => b.name);
    expect(names[0]).toBe('今池');
    expect(names).toContain('今池ローンセンター');
  });
});

import { describe, expect, it } from 'vitest';
import { bankDisplayName, searchBankBranches, searchBanks } from '@/lib/server/lookups/banks';

describe('searchBanks: names as people type them', () => {
  // [query, expected first code, expected name] — zengin-code's codes and current names, with 銀行
  // for banks.
  const cases: [string, string, string][] = [
    ['三菱UFJ', '0005', '三菱ＵＦＪ銀行'],
    ['三菱ＵＦＪ', '0005', '三菱ＵＦＪ銀行'],
    ['UFJ', '0005', '三菱ＵＦＪ銀行'],
    ['ufj', '0005', '三菱ＵＦＪ銀行'],
    ['PayPay', '0033', 'ＰａｙＰａｙ銀行'],
    ['ぺいぺい銀行', '0033', 'ＰａｙＰａｙ銀行'],
    ['住信SBI', '0038', 'ドコモＳＭＴＢネット銀行'],
    ['三菱UFJ銀行', '0005', '三菱ＵＦＪ銀行'],
    ['名古屋銀行', '0543', '名古屋銀行'],
    ['みずほ銀行', '0001', 'みずほ銀行'],
    // ten more common banks, kanji, kana and width variants
    ['三井住友銀行', '0009', '三井住友銀行'],
    ['りそな', '0010', 'りそな銀行'],
    ['ゆうちょ銀行', '9900', 'ゆうちょ銀行'],
    ['楽天', '0036', '楽天銀行'],
    ['ソニー銀行', '0035', 'ソニー銀行'],
    ['ｾﾌﾞﾝ銀行', '0034', 'セブン銀行'],
    ['大垣共立銀行', '0152', '大垣共立銀行'],
    ['じゅうろく', '0153', '十六銀行'],
    ['静岡銀行', '0149', '静岡銀行'],
    ['岡崎信用金庫', '1552', '岡崎信金'],
    ['あいち銀行', '0542', 'あいち銀行'],
    ['0005', '0005', '三菱ＵＦＪ銀行'],
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

describe('bankDisplayName: 銀行 only for banks', () => {
  it.each([
    ['0005', '三菱ＵＦＪ', '三菱ＵＦＪ銀行'],
    ['0288', '三菱ＵＦＪ信託', '三菱ＵＦＪ信託銀行'],
    ['9900', 'ゆうちょ', 'ゆうちょ銀行'],
    ['0542', 'あいち', 'あいち銀行'],
    ['1552', '岡崎信金', '岡崎信金'],
    ['2004', '商工中金', '商工中金'],
    ['9375', '沖縄県農協', '沖縄県農協'],
    ['9481', 'ＪＦしまね漁協', 'ＪＦしまね漁協'],
    ['0401', 'シティバンク、エヌ・エイ', 'シティバンク、エヌ・エイ'],
    ['0200', 'ワイズ・ペイメンツ・ジャパン', 'ワイズ・ペイメンツ・ジャパン'],
  ])('%s %s → %s', (code, name, shown) => {
    expect(bankDisplayName(code, name)).toBe(shown);
  });

  it('a credit union found by search keeps its own name', () => {
    expect(searchBanks('岡崎信用金庫')[0]?.name).toBe('岡崎信金');
  });
});

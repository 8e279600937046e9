import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isKatakana } from 'wanakana';
import {
  collapseSpaces,
  digitsOnly,
  toHalfWidth,
  toKatakana,
  trim,
} from '@/lib/validation/normalize';
import { bankInfoSchema, toAccountNameKana } from '@/lib/validation/form3';
import { makeForm2Schema } from '@/lib/validation/form2';
import { expectIssue } from './helpers';
import { NOW, validApplicationInput } from './fixtures';

describe('toHalfWidth', () => {
  it.each([
    ['０５２ー１２３ー４５６７', '052-123-4567'],
    ['４６０－０００８', '460-0008'],
    ['〒４６０‐０００８', '〒460-0008'],
    ['０１２０―１２３―４５６', '0120-123-456'],
    ['0120−123−456', '0120-123-456'],
    ['ＡＢＣｄｅｆ＠ｅｘａｍｐｌｅ．ｊｐ', 'ABCdef@example.jp'],
    ['１ー', '1-'],
    ['コーヒー', 'コーヒー'],
    ['　１２　', ' 12 '],
  ])('%s -> %s', (input, expected) => {
    expect(toHalfWidth(input)).toBe(expected);
  });
});

describe('digitsOnly and trim', () => {
  it.each([
    ['０５２（１２３）４５６７', '0521234567'],
    ['460-0008', '4600008'],
    ['abc', ''],
  ])('digitsOnly(%s) = %s', (input, expected) => {
    expect(digitsOnly(input)).toBe(expected);
  });
  it('trims ideographic spaces too, and collapses inner runs', () => {
    expect(trim('\u3000山田\u3000 ')).toBe('山田');
    expect(collapseSpaces(' a \u3000 b ')).toBe('a b');
  });
});

describe('toKatakana', () => {
  it.each([
    ['やまだ', 'ヤマダ'],
    ['ﾔﾏﾀﾞ', 'ヤマダ'],
    ['  やまだ　 たろう ', 'ヤマダ　タロウ'],
    ['こ-ひ-', 'コーヒー'],
    ['あ〜', 'アー'],
    ['カ゛', 'ガ'],
    ['う゛', 'ヴ'],
    ['ゑびす', 'ヱビス'],
    ['tanaka', 'tanaka'],
    ['山田', '山田'],
  ])('%s -> %s', (input, expected) => {
    expect(toKatakana(input)).toBe(expected);
  });

  it('makes bank holder symbols full-width', () => {
    expect(toAccountNameKana('ｶ)ﾔﾏﾀﾞｼｮｳｼﾞ')).toBe('カ）ヤマダショウジ');
  });
});

const japaneseChar = fc.constantFrom(
  ...'あいうえおかがきぎゃゅょっーんアイウエオカガヴァッーﾔﾏﾀﾞﾟｰ゛゜ 　-－―~〜山田0１2３AaＡ@.()（）・'.split(
    '',
  ),
);
const japaneseText = fc.string({ unit: japaneseChar, maxLength: 20 });
const anyText = fc.oneof(fc.string({ unit: 'binary', maxLength: 30 }), japaneseText);

describe('normalisation properties', () => {
  it.each([
    ['toHalfWidth', toHalfWidth],
    ['digitsOnly', digitsOnly],
    ['toKatakana', toKatakana],
    ['toAccountNameKana', toAccountNameKana],
    ['trim', trim],
    ['collapseSpaces', collapseSpaces],
  ])('%s is idempotent', (_name, f) => {
    fc.assert(fc.property(anyText, (s) => f(f(s)) === f(s)));
  });

  it('any 7 full-width digits normalise to a valid account number', () => {
    const fullWidthDigits = fc
      .array(fc.integer({ min: 0, max: 9 }), { minLength: 7, maxLength: 7 })
      .map((ds) => ({
        ascii: ds.join(''),
        wide: ds.map((d) => String.fromCharCode(0xff10 + d)).join(''),
      }));
    fc.assert(
      fc.property(fullWidthDigits, ({ ascii, wide }) => {
        const bank = { ...validApplicationInput().form3!.bankInfo, accountNo: wide };
        const parsed = bankInfoSchema.safeParse(bank);
        return parsed.success && parsed.data.accountNo === ascii;
      }),
    );
  });

  const kanaChar = fc.constantFrom(
    ...'あいうえおかきくけこがぎぐさしずたちっつてとなにのはばぱまみやゆよらりるれろわをんアイウエオカキクケコガギヴァィッャュョンーﾔﾏﾀ'.split(
      '',
    ),
    'ﾀﾞ',
    'ｶﾞ',
    'ﾊﾟ',
  );
  const kanaText = fc.string({ unit: kanaChar, minLength: 1, maxLength: 12 });
  const form2 = makeForm2Schema({ now: NOW });
  const form2With = (kana: string) => ({ ...validApplicationInput().form2, lastName_kana: kana });

  it('kana-only input (hiragana, katakana, half-width) is accepted and comes out as katakana', () => {
    fc.assert(
      fc.property(kanaText, (kana) => {
        const parsed = form2.safeParse(form2With(kana));
        return parsed.success && isKatakana(parsed.data.lastName_kana);
      }),
    );
  });

  it('any string containing a non-kana character is rejected in a kana field', () => {
    const nonKana = fc.constantFrom(...'abcXYZ019Ａ１山田漢字@#!?。、.,_（'.split(''));
    fc.assert(
      fc.property(kanaText, nonKana, kanaText, (before, bad, after) => {
        expectIssue(
          form2,
          form2With(before + bad + after),
          'lastName_kana',
          '全角カタカナで入力してください',
        );
      }),
    );
  });
});

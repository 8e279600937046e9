import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { linePieces } from '@/lib/text/phrases';
import { Phrases } from '@/components/ui/phrases';

const shown = (text: string) =>
  linePieces(text)
    .map((p) => (p.nowrap ? `[${p.text}]` : p.text))
    .join('|');

describe('linePieces: where Japanese text may break', () => {
  it('breaks a phrase longer than a phone line between its words, never inside one', () => {
    // BudouX keeps 「Web申し込み限定キャッシュバック」 as one phrase: 17 characters.
    expect(shown('Web申し込み限定キャッシュバック（マンション）')).toBe(
      'Web|申し込み限定|キャッシュバック|（マンション）',
    );
    expect(shown('お問い合わせフォームからご連絡ください。')).toBe(
      'お問い合わせ|フォームから|ご連絡ください。',
    );
  });

  it('keeps a hyphenated Latin word whole, and a particle with the word before it', () => {
    expect(shown('メッシュWi-Fiルーターのレンタル')).toBe('メッシュ|[Wi-Fi]|ルーターの|レンタル');
    expect(shown('Wi-Fiの設定')).toBe('[Wi-Fiの]|設定');
    expect(shown('開通までWi-Fi無料レンタル')).toContain('[Wi-Fi]');
  });

  it('gives the text back unchanged, an amount as one piece', () => {
    for (const text of ['2〜12か月目 980円', '実施期間：2026年4月1日（水）〜', '5,170円', ''])
      expect(
        linePieces(text)
          .map((p) => p.text)
          .join(''),
      ).toBe(text);
    expect(linePieces('5,170円')).toEqual([{ text: '5,170円', nowrap: false }]);
  });
});

describe('<Phrases>: the pieces with <wbr> between them', () => {
  it('renders strings phrased and elements as they are, inside .phrases', () => {
    const html = renderToStaticMarkup(
      createElement(Phrases, null, createElement('a', { href: '/contact/' }, 'お問い合わせフォーム'), 'からご連絡ください。Wi-Fi'),
    );
    expect(html).toBe(
      '<span class="phrases"><a href="/contact/">お問い合わせフォーム</a>から<wbr/>ご連絡ください。<wbr/><span class="whitespace-nowrap">Wi-Fi</span></span>',
    );
  });
});

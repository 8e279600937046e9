import { jaModel, Parser } from 'budoux';

/*
 * Where a Japanese line may break (spec section 9 typography: words never split). Chromium's
 * `word-break: auto-phrase` (app/globals.css) keeps BudouX's phrases together, but a phrase wider
 * than the line — 「Web申し込み限定キャッシュバック」 in a phone heading, 14 characters to a line
 * at 24 px — is then broken at any character (「キャッシュバ／ック」), and Latin words with a hyphen
 * break after it (「Wi-／Fi」) as in English. This module adds the opportunities a long phrase
 * needs and takes the others away; components/ui/phrases.tsx renders them.
 */

// The plain parser of the Japanese model (no HTML processor): the other languages' models stay
// out of the browser's bundle (budoux declares its modules free of side effects).
const parser = new Parser(jaModel);

/** One piece of text between two break opportunities; `nowrap` pieces never break inside. */
export interface LinePiece {
  text: string;
  nowrap: boolean;
}

/**
 * A Latin word, its hyphenated parts joined (Wi-Fi, e-Tax, AirMac). Digits stay out: amounts
 * (5,170円) and codes already carry `.text-keep` where they must not break.
 */
const LATIN_WORD = /[A-Za-z][A-Za-z0-9]*(?:[-‐][A-Za-z0-9]+)*/g;
/** A Latin word with a hyphen (Wi-Fi): browsers break after the hyphen, so its piece is nowrap. */
const HYPHENATED = /[A-Za-z0-9][-‐][A-Za-z0-9]/;
/** A katakana letter (ー and ・ included): a katakana word (キャッシュバック, ネット・サービス). */
const KATAKANA = /[\u30A0-\u30FF\u31F0-\u31FF\uFF66-\uFF9F]/;

/** After these a break would leave an opening bracket at a line's end. */
const OPENING = /[（「『【〈《(［]/;
/** Before these a break would start a line with a particle or a closing mark. */
const NO_BREAK_BEFORE = /[\u3040-\u309F、。，．）」』】〉》)］！？：・ー]/;

/**
 * The text as pieces with a break opportunity between each two (rendered as <wbr>):
 * - between BudouX phrases (budoux's default Japanese model);
 * - inside a phrase, before a katakana word and around a Latin word (「Web／申し込み限定
 *   ／キャッシュバック」, 「お問い合わせ／フォームから」), so a phrase longer than a line breaks
 *   between words, never inside one — but never after an opening bracket nor before a particle
 *   (hiragana) or a closing mark;
 * - a piece with a hyphenated Latin word is `nowrap` (「Wi-Fi」, 「Wi-Fiの」 stay whole).
 * Joining the pieces' text gives `text` back unchanged. Text without Japanese or Latin letters
 * (an amount, a date) comes back as one piece.
 */
export function linePieces(text: string): LinePiece[] {
  const pieces: LinePiece[] = [];
  for (const phrase of parser.parse(text)) {
    const cuts = new Set<number>();
    for (const m of phrase.matchAll(LATIN_WORD)) cuts.add(m.index).add(m.index + m[0].length);
    for (let i = 1; i < phrase.length; i++)
      if (KATAKANA.test(phrase[i]!) && !KATAKANA.test(phrase[i - 1]!)) cuts.add(i);
    const allowed = [...cuts]
      .filter(
        (i) =>
          i > 0 &&
          i < phrase.length &&
          !OPENING.test(phrase[i - 1]!) &&
          !NO_BREAK_BEFORE.test(phrase[i]!),
      )
      .sort((a, b) => a - b);
    let last = 0;
    for (const i of [...allowed, phrase.length]) {
      const piece = phrase.slice(last, i);
      pieces.push({ text: piece, nowrap: HYPHENATED.test(piece) });
      last = i;
    }
  }
  return pieces;
}

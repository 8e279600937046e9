import { expect, type Locator } from '@playwright/test';

/**
 * The line of each character of every occurrence of `word` in the text of `scope` (across text
 * nodes, so <wbr> and spans inside the word count as one text), as the browser laid them out:
 * the top of each character's client rect, grouped into lines (tops closer than half the
 * element's line height are one line). Returns one entry per occurrence: the number of lines
 * its characters sit on.
 */
export async function linesOfWord(scope: Locator, word: string): Promise<number[]> {
  return scope.evaluate((root, word) => {
    const nodes: { node: Text; start: number }[] = [];
    let text = '';
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      nodes.push({ node: n as Text, start: text.length });
      text += (n as Text).data;
    }
    const charRect = (i: number): DOMRect | null => {
      const owner = [...nodes].reverse().find((x) => x.start <= i)!;
      const range = document.createRange();
      range.setStart(owner.node, i - owner.start);
      range.setEnd(owner.node, i - owner.start + 1);
      return range.getClientRects()[0] ?? null;
    };
    const out: number[] = [];
    for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + word.length)) {
      const tops: number[] = [];
      for (let i = at; i < at + word.length; i++) {
        const rect = charRect(i);
        if (rect) tops.push(rect.top);
      }
      const parent = nodes.find((x) => x.start + x.node.data.length > at)!.node.parentElement!;
      const lineHeight = parseFloat(getComputedStyle(parent).lineHeight) || 20;
      const lines: number[] = [];
      for (const top of tops)
        if (!lines.some((l) => Math.abs(l - top) < lineHeight / 2)) lines.push(top);
      out.push(lines.length);
    }
    return out;
  }, word);
}

/** Every occurrence of each word in `scope` is laid out on one line (and there is one at least). */
export async function expectWordsUnbroken(scope: Locator, words: readonly string[]) {
  await expect(scope).toBeVisible();
  for (const word of words) {
    const lines = await linesOfWord(scope, word);
    expect(lines.length, `「${word}」 in the text`).toBeGreaterThan(0);
    expect(lines, `lines of each 「${word}」`).toEqual(lines.map(() => 1));
  }
}

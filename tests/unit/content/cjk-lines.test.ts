import { describe, expect, it } from 'vitest';
import { allDocuments } from 'contentlayer/generated';

const CJK = '[\\u3000-\\u30ff\\u3400-\\u9fff\\uff00-\\uffef]';
/** A line break (literal or escaped in the compiled code) between two Japanese characters. */
const SOFT_BREAK = new RegExp(`${CJK}(?:\\\\n|\\n)\\s*${CJK}`, 'g');

/** The compiled MDX with its \uXXXX escapes decoded, so Japanese text can be searched. */
const decoded = (code: string) =>
  code.replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe('MDX paragraphs: Japanese lines are joined at build time', () => {
  it('no compiled document keeps a soft line break between Japanese characters', () => {
    const found = allDocuments.flatMap((doc) =>
      (decoded(doc.body.code).match(SOFT_BREAK) ?? []).map(
        (m) => `${doc._raw.sourceFilePath}: ${JSON.stringify(m)}`,
      ),
    );
    expect(allDocuments.length).toBeGreaterThan(10);
    expect(found).toEqual([]);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MISSPELLED_PRODUCT_NAME } from '@/lib/content/launch-gate';

/** Source files of the site (code and content) under `dir`, recursively. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'generated' ? [] : sourceFiles(file);
    return /\.(tsx?|mdx?|json|graphql)$/.test(e.name) ? [file] : [];
  });
}

describe('one spelling per product name', () => {
  it('no page, label, e-mail or back-office text writes 「ギガゾウ」 for 「ギガぞう」', () => {
    const files = ['app', 'components', 'lib', 'content'].flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(100);
    const found = files
      .filter((f) => f !== path.join('lib', 'content', 'launch-gate.ts'))
      .filter((f) => MISSPELLED_PRODUCT_NAME.test(readFileSync(f, 'utf8')));
    expect(found).toEqual([]);
  });
});

import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteNotation } from '@/lib/text/notation';

/** Every file under `dir` with one of `exts`. */
function filesUnder(dir: string, exts: string[]): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) return filesUnder(p, exts);
    return exts.some((e) => p.endsWith(e)) ? [p] : [];
  });
}

describe('one notation site-wide: （税込）and か月', () => {
  it('content and components write （税込） and か月 only', () => {
    const offending = [
      ...filesUnder('content', ['.mdx']),
      ...filesUnder('components', ['.tsx']),
      ...filesUnder('app', ['.tsx']),
    ].flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, i) => ({ line, at: `${file}:${i + 1}` }))
        .filter(({ line }) => /\(税込み?\)|（税込み）|\d\s*[ヶヵカケ]月/.test(line))
        .map(({ at }) => at),
    );
    expect(offending).toEqual([]);
  });

  it('data in other notations (operator CSV periods, settings) is shown in the site notation', () => {
    expect(siteNotation('約1〜2ヶ月')).toBe('約1〜2か月');
    expect(siteNotation('約3ヵ月')).toBe('約3か月');
    expect(siteNotation('12カ月間')).toBe('12か月間');
    expect(siteNotation('1,100円(税込)')).toBe('1,100円（税込）');
    expect(siteNotation('1,100円（税込み）')).toBe('1,100円（税込）');
    expect(siteNotation('カ月の表記はそのまま')).toBe('カ月の表記はそのまま');
  });
});

describe('opening hours: one figure per window, from one place', () => {
  it('no content file writes hours itself (the contact centre: <ContactCenterHours />; the phone consultation: settings)', () => {
    const written = filesUnder('content', ['.mdx']).filter((file) =>
      /\d{1,2}[:：]\d{2}\s*[〜~～-]\s*\d{1,2}[:：]\d{2}/.test(readFileSync(file, 'utf8')),
    );
    expect(written).toEqual([]);
  });
});

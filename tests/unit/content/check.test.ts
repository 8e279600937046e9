import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { checkContent } from '@/lib/content/check';

const fixture = (name: string) => path.join('tests/fixtures/content', name);
const run = (name: string) =>
  checkContent({ contentDir: `${fixture(name)}/content`, publicDir: `${fixture(name)}/public`, now: Date.parse('2026-06-01T00:00:00+09:00') });
const FILE = (name: string) => `tests/fixtures/content/${name}/content/campaigns/sample.mdx`;

describe('content:check on broken fixtures (tests/fixtures/content/)', () => {
  it('the valid fixture passes', async () => {
    expect((await run('valid')).errors).toEqual([]);
  });

  const cases: [string, string, RegExp][] = [
    ['bad-date-order', 'validUntil', /must be on or after validFrom/],
    ['missing-image', 'banner.src', /image not found/],
    ['wrong-image-size', 'banner.width', /declared 400x180 but .* is 320x180/],
    ['broken-link', 'body (line 28)', /points to no route/],
    ['link-without-slash', 'body (line 28)', /must end with '\/'/],
    ['unknown-layout', 'layout', /unknown layout "landing"/],
  ];
  for (const [name, field, reason] of cases) {
    it(`${name}: one error naming the file and the field '${field}'`, async () => {
      const { errors } = await run(name);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatchObject({ file: FILE(name), field });
      expect(errors[0]!.message).toMatch(reason);
    });
  }

  it('the CLI exits non-zero and prints file and field; exits 0 on the valid fixture', () => {
    const cli = (name: string) =>
      execFileSync('npx', ['tsx', 'scripts/content-check.ts', '--content-dir', `${fixture(name)}/content`, '--public-dir', `${fixture(name)}/public`, '--app-dir', 'app'], { encoding: 'utf8', stdio: 'pipe' });
    expect(cli('valid')).toMatch(/0 error\(s\)/);
    let out = '';
    let status = 0;
    try {
      cli('bad-date-order');
    } catch (e) {
      const err = e as { status: number; stdout: string };
      status = err.status;
      out = err.stdout;
    }
    expect(status).toBe(1);
    expect(out).toContain(`ERROR ${FILE('bad-date-order')}: validUntil:`);
  });

  it('lists ended campaigns and placeholder prices without failing', async () => {
    const report = await checkContent({ contentDir: 'content', publicDir: 'public', now: Date.parse('2026-11-21T12:00:00+09:00') });
    expect(report.expired.some((e) => e.includes('content/campaigns/original-add.mdx'))).toBe(true);
    expect(report.placeholders.some((p) => p.includes('content/campaigns/one-year-980.mdx'))).toBe(true);
  });
});

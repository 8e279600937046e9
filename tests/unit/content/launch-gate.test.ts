import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { checkContent } from '@/lib/content/check';

/*
 * The launch gate of content:check (lib/content/launch-gate.ts) on a fixture holding one line per
 * banned pattern (tests/fixtures/content/launch-gate/), and on the real content.
 */

const DIR = 'tests/fixtures/content/launch-gate';
const CAMPAIGN = `${DIR}/content/campaigns/sample.mdx`;
const run = (stage: 'production' | 'staging', contentDir = `${DIR}/content`, publicDir = `${DIR}/public`) =>
  checkContent({ contentDir, publicDir, now: Date.parse('2026-06-01T00:00:00+09:00'), stage });

describe('the launch gate', () => {
  const expected: [string, string][] = [
    [`${CAMPAIGN}:28`, 'planned'],
    [`${CAMPAIGN}:29`, 'provisional'],
    [`${CAMPAIGN}:30`, 'preparing'],
    [`${CAMPAIGN}:31`, 'unconfirmed'],
    [`${CAMPAIGN}:32`, 'tax-exclusive'],
    [`${CAMPAIGN}:33`, 'editor-note'],
    [`${CAMPAIGN}:34`, 'half-width-punctuation'],
    [`${CAMPAIGN}:35`, 'spelling'],
    [`${CAMPAIGN}:25`, 'placeholder-price'],
    [`${CAMPAIGN}:22`, 'campaign-amount-unset'],
    [`${DIR}/content/options/empty.mdx:14`, 'empty-page'],
    [`${DIR}/content/site/operator.json:2`, 'placeholder-fact'],
    [`${DIR}/content/site/operator.json:19`, 'placeholder-fact'],
  ];

  it('in production each banned pattern is an error naming file:line and the rule', async () => {
    const { errors } = await run('production');
    const found = errors.map((e) => [e.file, e.field]);
    for (const e of expected) expect(found).toContainEqual(e);
  });

  it('in staging the same findings are warnings and nothing fails', async () => {
    const { errors, warnings } = await run('staging');
    expect(errors).toEqual([]);
    const found = warnings.map((e) => [e.file, e.field]);
    for (const e of expected) expect(found).toContainEqual(e);
  });

  it('the CLI fails with SITE_STAGE=production and prints file:line: rule', () => {
    let out = '';
    let status = 0;
    try {
      execFileSync('npx', ['tsx', 'scripts/content-check.ts', '--content-dir', `${DIR}/content`, '--public-dir', `${DIR}/public`, '--app-dir', 'app'], {
        encoding: 'utf8',
        stdio: 'pipe',
        env: { ...process.env, SITE_STAGE: 'production' },
      });
    } catch (e) {
      ({ status, stdout: out } = e as { status: number; stdout: string });
    }
    expect(status).toBe(1);
    expect(out).toContain(`ERROR ${CAMPAIGN}:32: tax-exclusive:`);
  });

  it('the real content passes in staging, lists its placeholders, and has no banned words left', async () => {
    const { errors, warnings, placeholders } = await run('staging', 'content', 'public');
    expect(errors).toEqual([]);
    expect(placeholders.some((p) => p.startsWith('content/site/operator.json'))).toBe(true);
    expect(placeholders.some((p) => p.includes('content/plans/home.mdx'))).toBe(true);
    const textRules = ['planned', 'provisional', 'preparing', 'unconfirmed', 'tax-exclusive', 'editor-note', 'half-width-punctuation', 'spelling', 'empty-page'];
    expect(warnings.filter((w) => textRules.includes(w.field))).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Runs `contentlayer2 build` in a scratch copy with the given fixture as content/ (keeps .contentlayer of the repo intact). */
function buildWith(fixture: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cl-test-'));
  try {
    fs.cpSync('contentlayer.config.ts', path.join(dir, 'contentlayer.config.ts'));
    fs.cpSync('lib', path.join(dir, 'lib'), { recursive: true });
    fs.cpSync('package.json', path.join(dir, 'package.json'));
    fs.cpSync(path.join('tests/fixtures/content', fixture, 'content'), path.join(dir, 'content'), { recursive: true });
    fs.symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'));
    const r = spawnSync(path.resolve('node_modules/.bin/contentlayer2'), ['build'], { cwd: dir, env: { ...process.env, PWD: dir }, encoding: 'utf8' });
    return { status: r.status, output: `${r.stdout}\n${r.stderr}` };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('contentlayer2 build validates frontmatter with the zod schemas', () => {
  it('fails on a bad file, naming its path, the field and the reason', () => {
    const r = buildWith('unknown-layout');
    expect(r.status).not.toBe(0);
    expect(r.output).toContain('content/campaigns/sample.mdx: layout: unknown layout "landing"');
  }, 60_000);

  it('succeeds on a valid file', () => {
    const r = buildWith('valid');
    expect(r.output).toContain('Generated 1 documents');
    expect(r.status).toBe(0);
  }, 60_000);
});

import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const STEP = path.resolve('scripts/precompress.mjs');

/** Runs the build's step on `nextDir` as `npm run build` does; answers the count it printed. */
function precompress(nextDir: string): number {
  const run = spawnSync(process.execPath, [STEP, nextDir], { encoding: 'utf8' });
  expect(run.status, run.stderr).toBe(0);
  const count = /precompress: (\d+) static files/.exec(run.stdout)?.[1];
  expect(count, run.stdout).toBeDefined();
  return Number(count);
}

/** Text that compresses as a bundle does: repeated code with some variety. */
const code = (n: number) =>
  Array.from({ length: n }, (_, i) => `function f${i}(a){return a+${i}}`).join(';');

describe('the build writes compressed copies of its static text files (scripts/precompress.mjs)', () => {
  let nextDir: string;
  const file = (name: string) => path.join(nextDir, 'static', name);

  beforeEach(() => {
    nextDir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    mkdirSync(path.join(nextDir, 'static', 'chunks'), { recursive: true });
    mkdirSync(path.join(nextDir, 'static', 'media'), { recursive: true });
  });
  afterEach(() => rmSync(nextDir, { recursive: true, force: true }));

  it('writes a brotli and a gzip copy of each script and style sheet, each decoding to the file', () => {
    writeFileSync(file('chunks/app.js'), `//# allFunctionsCalledOnLoad\n${code(400)}`);
    writeFileSync(file('chunks/site.css'), `.a{color:red}\n`.repeat(200));

    expect(precompress(nextDir)).toBe(2);
    for (const name of ['chunks/app.js', 'chunks/site.css']) {
      const original = readFileSync(file(name));
      const br = readFileSync(file(`${name}.br`));
      const gz = readFileSync(file(`${name}.gz`));
      expect(brotliDecompressSync(br).equals(original), name).toBe(true);
      expect(gunzipSync(gz).equals(original), name).toBe(true);
      expect(br.length, name).toBeLessThan(gz.length);
      expect(gz.length, name).toBeLessThan(original.length);
    }
  });

  it('leaves small files and images as they are', () => {
    writeFileSync(file('chunks/tiny.js'), 'globalThis.a=1;');
    writeFileSync(file('media/logo.png'), Buffer.alloc(4096, 7));

    expect(precompress(nextDir)).toBe(0);
    expect(existsSync(file('chunks/tiny.js.br'))).toBe(false);
    expect(existsSync(file('media/logo.png.br'))).toBe(false);
  });

  it('writes nothing the second time, and again for a file changed after its copies', () => {
    writeFileSync(file('chunks/app.js'), code(400));
    writeFileSync(file('chunks/flow.js'), code(300));
    expect(precompress(nextDir)).toBe(2);
    expect(precompress(nextDir)).toBe(0);

    // The compile hints ran again, say: the file is newer than its copies.
    writeFileSync(file('chunks/flow.js'), `//# allFunctionsCalledOnLoad\n${code(300)}`);
    const later = new Date(statSync(file('chunks/flow.js.br')).mtimeMs + 5_000);
    utimesSync(file('chunks/flow.js'), later, later);
    expect(precompress(nextDir)).toBe(1);
    expect(brotliDecompressSync(readFileSync(file('chunks/flow.js.br'))).toString()).toMatch(
      /^\/\/# allFunctionsCalledOnLoad\n/,
    );
  });
});

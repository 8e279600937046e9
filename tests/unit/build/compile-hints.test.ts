import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

/** V8's explicit compile hint, as the step writes it. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
/** The step's limit (MAX_HINTED_BYTES): larger scripts stay lazily compiled. */
const MAX_HINTED_BYTES = 512 * 1024;
const STEP = path.resolve('scripts/compile-hints.mjs');

/** Runs the build's step on `nextDir` as `npm run build` does; answers the count it printed. */
function hintScripts(nextDir: string): number {
  const run = spawnSync(process.execPath, [STEP, nextDir], { encoding: 'utf8' });
  expect(run.status, run.stderr).toBe(0);
  const count = /compile hints: (\d+) scripts/.exec(run.stdout)?.[1];
  expect(count, run.stdout).toBeDefined();
  return Number(count);
}

describe('the build marks its client scripts for eager compilation (scripts/compile-hints.mjs)', () => {
  let nextDir: string;
  const chunk = (name: string) => path.join(nextDir, 'static', 'chunks', name);
  const write = (name: string, code: string) => writeFileSync(chunk(name), code);
  const read = (name: string) => readFileSync(chunk(name), 'utf8');

  beforeEach(() => {
    nextDir = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
    mkdirSync(path.join(nextDir, 'static', 'chunks'), { recursive: true });
  });
  afterEach(() => rmSync(nextDir, { recursive: true, force: true }));

  it('puts the hint on the first line of each script, its code unchanged after it', () => {
    write('react.js', 'globalThis.a = 1;\n//# sourceMappingURL=x\n');
    write('flow.js', '(()=>{})();');
    write('styles.css', 'body{}');

    expect(hintScripts(nextDir)).toBe(2);
    expect(read('react.js')).toBe(`${COMPILE_HINT}\nglobalThis.a = 1;\n//# sourceMappingURL=x\n`);
    expect(read('flow.js').split('\n')).toEqual([COMPILE_HINT, '(()=>{})();']);
    expect(read('styles.css')).toBe('body{}');
  });

  it('leaves a library larger than MAX_HINTED_BYTES lazily compiled', () => {
    const large = `globalThis.b = "${'x'.repeat(MAX_HINTED_BYTES)}";`;
    write('map.js', large);
    write('small.js', 'globalThis.c = 1;');

    expect(hintScripts(nextDir)).toBe(1);
    expect(read('small.js')).toBe(`${COMPILE_HINT}\nglobalThis.c = 1;`);
    expect(read('map.js')).toBe(large);
  });

  it('marks a script once: a second run changes nothing', () => {
    write('react.js', 'globalThis.a = 1;');
    hintScripts(nextDir);

    expect(hintScripts(nextDir)).toBe(0);
    expect(read('react.js')).toBe(`${COMPILE_HINT}\nglobalThis.a = 1;`);
  });
});

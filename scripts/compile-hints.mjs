// The build's compile-hints step (run by `npm run build` after `next build`, through
// scripts/post-build.mjs; `node scripts/compile-hints.mjs [nextDir]`, default .next): marks the
// site's client scripts for V8's eager compilation. See hintScripts.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** V8's explicit compile hint (Chrome 136+): on a file's first line, all its functions are eager. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Scripts larger than this stay lazily compiled: they are libraries of which a screen calls a
 * small part (in this build, Keystatic's editor at 2.8 MB and MapLibre at 1.1 MB, loaded on
 * demand), and compiling all of them eagerly would spend CPU and memory on functions that never
 * run. React DOM, the largest script a page runs at start, is 235 KB.
 */
const MAX_HINTED_BYTES = 512 * 1024;

/**
 * Puts COMPILE_HINT on the first line of every client script of the build in `nextDir`
 * (`static/chunks/*.js`) of at most MAX_HINTED_BYTES, once (a script that has it is left as it
 * is). Why: V8 compiles a function at its first call unless told otherwise, and these scripts'
 * functions are called as soon as they arrive (React's start and the hydration of every page; the
 * application flow, its machine and its step right after hydration; a form's schema at the first
 * focus), so their compilation ran on the main thread inside the load's long tasks. Marked, a
 * script is compiled while it streams in, on a background thread. Lighthouse at 4× CPU on the
 * phone-speed host (docs/benchmarks.md, round of 2026-11-29, night) measured the total blocking
 * time of the key pages falling by 22–61 %. Browsers without the hint read a comment. Answers how
 * many scripts it marked.
 */
function hintScripts(nextDir) {
  const dir = path.join(nextDir, 'static', 'chunks');
  let marked = 0;
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (!name.endsWith('.js') || statSync(full).size > MAX_HINTED_BYTES) continue;
    const code = readFileSync(full, 'utf8');
    if (code.startsWith(COMPILE_HINT)) continue;
    writeFileSync(full, `${COMPILE_HINT}\n${code}`);
    marked += 1;
  }
  return marked;
}

const nextDir = process.argv[2] ?? '.next';
const marked = hintScripts(nextDir);
console.log(`compile hints: ${marked} scripts of ${nextDir} marked for eager compilation`);

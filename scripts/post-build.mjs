// What `npm run build` does to Next's output after `next build`, in order (`node
// scripts/post-build.mjs [nextDir]`, default .next). bench:web runs the same on its empty
// reference page, so the reference is built as the site is.
// 1. scripts/compile-hints.mjs: marks the client scripts for V8's eager compilation;
// 2. scripts/precompress.mjs: writes their brotli and gzip copies (after 1, which changes them),
//    which the site's server sends (lib/server/static-assets.mjs).
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const nextDir = process.argv[2] ?? '.next';
for (const step of ['compile-hints.mjs', 'precompress.mjs'])
  execFileSync(process.execPath, [path.join(import.meta.dirname, step), nextDir], {
    stdio: 'inherit',
  });

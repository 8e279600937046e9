/**
 * zod's `locales` namespace as the browser build sees it (next.config.mjs turbopack.resolveAlias):
 * English, zod's default (its classic schemas register it themselves), and Japanese, the site's
 * language. zod's core and classic indexes re-export all of its 64 locales through
 * `export * as locales`, and the site reads zod as the `z` namespace, so the bundler kept every
 * one: the browser's zod chunk was 346 KB (79 KB gzip), 157 KB (44 KB gzip) without them, and
 * /area/'s first focus evaluated them all (docs/benchmarks.md, round of 2026-11-28, late
 * evening). The server keeps the whole set (lib/server/cms/problems-ja.ts reads z.locales.ja).
 */
export { default as en } from 'zod/v4/locales/en.js';
export { default as ja } from 'zod/v4/locales/ja.js';

import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./', import.meta.url)),
      // One graphql instance: Node (and so yoga) loads its CJS build; Vite would pick index.mjs.
      graphql: fileURLToPath(new URL('./node_modules/graphql/index.js', import.meta.url)),
      'server-only': fileURLToPath(new URL('./tests/unit/server-only-stub.ts', import.meta.url)),
      'contentlayer/generated': fileURLToPath(
        new URL('./.contentlayer/generated', import.meta.url),
      ),
    },
  },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    globalSetup: ['tests/unit/codegen-setup.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

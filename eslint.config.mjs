import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const ROOT = path.dirname(fileURLToPath(import.meta.url));
const SERVER_DIR = path.join(ROOT, 'lib', 'server') + path.sep;

/*
 * Boundaries (ARCHITECTURE "Layout" and "No import cycles and no upward imports"):
 * app -> components -> machines -> lib, never upwards; lib/server only from server code.
 * Type-only imports are allowed across layers: they are erased at compile time, so they add no
 * runtime edge and no bundle weight (import/no-cycle ignores them for the same reason).
 */
const layer = (dir) => [`@/${dir}`, `@/${dir}/**`, `**/../${dir}`, `**/../${dir}/**`];
const UPWARD = {
  app: { group: layer('app'), message: 'app/ holds routes only: nothing imports it.' },
  components: {
    group: layer('components'),
    message: 'Upward import: lib/ and machines/ never import components/.',
  },
  machines: {
    group: layer('machines'),
    message: 'Upward import: lib/ never imports machines/ (machines use lib/).',
  },
  server: {
    group: [
      '@/lib/server',
      '@/lib/server/**',
      '**/../server',
      '**/../server/**',
      '**/../lib/server/**',
    ],
    message:
      'lib/server/ is server-only: import it from app/ server code, lib/server/, scripts or tests.',
  },
};
const restrict = (...rules) => [
  'error',
  { patterns: rules.map((r) => ({ ...r, allowTypeImports: true })) },
];

/** The module a relative or '@/' import names, as a file on disk (null for packages or none). */
function resolveSource(source, filename) {
  let base;
  if (source.startsWith('@/')) base = path.join(ROOT, source.slice(2));
  else if (source.startsWith('.')) base = path.resolve(path.dirname(filename), source);
  else return null;
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ])
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  return null;
}

const hasDirective = (text, directive) => new RegExp(`^\\s*(['"])${directive}\\1`).test(text);

/**
 * A client component ('use client') must not import lib/server/ at run time: it would put
 * server code (database, keys) into the browser bundle. Server actions ('use server' modules)
 * are the one allowed bridge; type-only imports are erased.
 */
const noServerInClient = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      server:
        "A 'use client' module imports lib/server/ ({{source}}): call a server action or a lib/ function instead.",
    },
  },
  create(context) {
    const program = context.sourceCode.ast;
    const first = program.body[0];
    const isClient = first?.type === 'ExpressionStatement' && first.directive === 'use client';
    if (!isClient) return {};
    const check = (node, source, typeOnly) => {
      if (typeOnly || typeof source !== 'string') return;
      const file = resolveSource(source, context.filename);
      if (!file || !file.startsWith(SERVER_DIR)) return;
      if (hasDirective(fs.readFileSync(file, 'utf8'), 'use server')) return;
      context.report({ node, messageId: 'server', data: { source } });
    };
    const allTypes = (node) =>
      node.importKind === 'type' ||
      node.exportKind === 'type' ||
      (node.specifiers?.length > 0 &&
        node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'));
    return {
      ImportDeclaration: (node) => check(node, node.source.value, allTypes(node)),
      ExportNamedDeclaration: (node) =>
        node.source && check(node, node.source.value, allTypes(node)),
      ExportAllDeclaration: (node) => check(node, node.source.value, node.exportKind === 'type'),
      ImportExpression: (node) =>
        node.source.type === 'Literal' && check(node, node.source.value, false),
    };
  },
};

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    name: 'project/no-cycle',
    files: ['**/*.{js,jsx,mjs,ts,tsx,mts,cts}'],
    // Never parse packages while following imports (the cycle check only concerns our modules).
    settings: { 'import/ignore': ['node_modules'] },
    rules: {
      // Type-only imports are ignored by the rule; dynamic import() counts (a lazy chunk is still an edge).
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    name: 'project/boundaries',
    files: ['**/*.{ts,tsx}'],
    plugins: { project: { rules: { 'no-server-import-in-client': noServerInClient } } },
    rules: { 'project/no-server-import-in-client': 'error' },
  },
  {
    files: ['components/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': restrict(UPWARD.app) },
  },
  {
    files: ['machines/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restrict(
        UPWARD.app,
        UPWARD.components,
        UPWARD.server,
      ),
    },
  },
  {
    files: ['lib/**/*.{ts,tsx}'],
    ignores: ['lib/server/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restrict(
        UPWARD.app,
        UPWARD.components,
        UPWARD.machines,
        UPWARD.server,
      ),
    },
  },
  {
    files: ['lib/server/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restrict(
        UPWARD.app,
        UPWARD.components,
        UPWARD.machines,
      ),
    },
  },
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      '.contentlayer/**',
      '.data*/**',
      'test-results/**',
      'playwright-report/**',
      'lib/server/graphql/generated/**',
      'lib/graphql/generated/**',
      'next-env.d.ts',
      'tests/fixtures/**',
      '.bench/**',
      'tmp/**',
    ],
  },
];

export default config;

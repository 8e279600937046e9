import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * `npm run codegen` (run before typecheck, build and the unit tests; output not committed):
 * - resolver and schema types of lib/server/graphql/schema.graphql for the server;
 * - the browser's operations (lib/graphql/operations.graphql) as TypedDocumentStrings (each
 *   operation's text, typed by its result and variables; client preset), validated against the
 *   same schema.
 */
const config: CodegenConfig = {
  schema: 'lib/server/graphql/schema.graphql',
  generates: {
    'lib/server/graphql/generated/graphql.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../context#ServerContext',
        useTypeImports: true,
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
        maybeValue: 'T | null',
        inputMaybeValue: 'T | null | undefined',
        enumsAsTypes: true,
      },
    },
    'lib/graphql/generated/': {
      documents: 'lib/graphql/operations.graphql',
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        onlyOperationTypes: true,
        // Each operation as its text (TypedDocumentString), sent as is: no AST and no graphql-js
        // printer in the browser.
        documentMode: 'string',
        // A nullable field of a result is present (null), as the server sends it.
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
        maybeValue: 'T | null',
      },
    },
  },
};

export default config;

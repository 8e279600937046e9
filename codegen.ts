import type { CodegenConfig } from '@graphql-codegen/cli';

/** `npm run codegen`: resolver and schema types from lib/server/schema.graphql (not committed). */
const config: CodegenConfig = {
  schema: 'lib/server/schema.graphql',
  generates: {
    'lib/server/generated/graphql.ts': {
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
  },
};

export default config;

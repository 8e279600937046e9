import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      '.contentlayer/**',
      '.data*/**',
      'test-results/**',
      'playwright-report/**',
      'lib/server/generated/**',
      'lib/graphql/generated/**',
      'next-env.d.ts',
      'tests/fixtures/**',
      '.bench/**',
    ],
  },
];

export default config;

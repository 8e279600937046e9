import { expect, test } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SITE_ROUTES } from '@/lib/routes';
import { AMPLIFY_SIGNATURE, APOLLO_SIGNATURE, scriptSources } from './helpers/bundle-scan';

/** Pages that call the API (application, area search, contact, transfer): allowed to load Apollo. */
const API_PAGES = new Set(['/area/', '/contact/']);
const CONTENT_ROUTES = SITE_ROUTES.filter(
  (r) => r.layout !== 'apply' && r.layout !== 'simulation' && !API_PAGES.has(r.path),
);

test.describe('content pages ship neither @apollo/client nor aws-amplify (issue 5)', () => {
  test.beforeEach(() => {
    test.skip(
      test.info().project.name !== 'desktop',
      'build output is the same for every viewport',
    );
  });

  test('the signatures detect the libraries', () => {
    expect(readFileSync('node_modules/@apollo/client/core/ApolloClient.js', 'utf8')).toMatch(
      APOLLO_SIGNATURE,
    );
    const chunks = readdirSync('.next/static/chunks').filter((f) => f.endsWith('.js'));
    const amplifyChunks = chunks.filter((f) =>
      AMPLIFY_SIGNATURE.test(readFileSync(path.join('.next/static/chunks', f), 'utf8')),
    );
    expect(amplifyChunks.length, 'the on-demand AppSync chunk is in the build').toBeGreaterThan(0);
  });

  test('initial scripts of every built content page', async ({ request }) => {
    let checked = 0;
    for (const route of CONTENT_ROUTES) {
      const res = await request.get(route.path);
      if (res.status() === 404) continue;
      expect(res.status(), route.path).toBe(200);
      const sources = scriptSources(await res.text());
      expect(sources.length, route.path).toBeGreaterThan(0);
      for (const src of sources) {
        const code = readFileSync(
          path.join('.next', src.replace(/^\/_next\//, '').split('?')[0]!),
          'utf8',
        );
        expect(APOLLO_SIGNATURE.test(code), `${route.path} loads Apollo in ${src}`).toBe(false);
        expect(AMPLIFY_SIGNATURE.test(code), `${route.path} loads Amplify in ${src}`).toBe(false);
      }
      checked += 1;
    }
    console.log(`checked ${checked} content pages of ${CONTENT_ROUTES.length}`);
    expect(checked).toBeGreaterThanOrEqual(5);
  });
});

/** zod's core schema class name, kept as a string literal by the bundler. */
const ZOD_SIGNATURE = /"\$ZodType"/;

async function initialCode(
  request: import('@playwright/test').APIRequestContext,
  page: string,
): Promise<string[]> {
  const res = await request.get(page);
  expect(res.status(), page).toBe(200);
  return scriptSources(await res.text()).map((src) =>
    readFileSync(path.join('.next', src.replace(/^\/_next\//, '').split('?')[0]!), 'utf8'),
  );
}

test.describe('application pages without a step form ship no zod (issue 10)', () => {
  test.beforeEach(() => {
    test.skip(
      test.info().project.name !== 'desktop',
      'build output is the same for every viewport',
    );
  });

  test('the area search, fee simulation and completion pages load no zod; a step form does', async ({
    request,
  }) => {
    expect(readFileSync('node_modules/zod/v4/core/schemas.js', 'utf8')).toMatch(ZOD_SIGNATURE);
    for (const page of [
      '/area/',
      '/area/home/',
      '/apply/area/',
      '/apply/form/',
      '/apply/completed/',
    ]) {
      const code = await initialCode(request, page);
      expect(code.length, page).toBeGreaterThan(0);
      expect(
        code.some((c) => ZOD_SIGNATURE.test(c)),
        `${page} loads zod`,
      ).toBe(false);
    }
    const form2 = await initialCode(request, '/apply/form2/');
    expect(
      form2.some((c) => ZOD_SIGNATURE.test(c)),
      '/apply/form2/ validates with zod',
    ).toBe(true);
  });
});

/**
 * Operations run as graphql-jit code (lib/server/graphql/compiled-execution.ts), compiled once per
 * document, with yoga's answers unchanged: a request whose variables do not coerce gets yoga's
 * 400 with the variable's name and location, a resolver's error keeps its locations, path and
 * extensions.
 */
import type { DocumentNode, GraphQLSchema } from 'graphql';
import type { CompilerOptions } from 'graphql-jit';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SAKAE_HOUSE } from '../fixtures/application';
import { createTestServer, type TestServer } from './helpers';

/** Operations compiled and compiled runs, counted through graphql-jit's own functions. */
const jit = vi.hoisted(() => ({ compiled: [] as string[], runs: 0 }));
vi.mock('graphql-jit', async (importOriginal) => {
  const original = await importOriginal<typeof import('graphql-jit')>();
  return {
    ...original,
    compileQuery: ((
      schema: GraphQLSchema,
      document: DocumentNode,
      operationName?: string,
      options?: Partial<CompilerOptions>,
    ) => {
      jit.compiled.push(document.loc?.source.body ?? '');
      const result = original.compileQuery<Record<string, unknown>, Record<string, unknown>>(
        schema,
        document,
        operationName,
        options,
      );
      if (!original.isCompiledQuery(result)) return result;
      const query = result.query;
      result.query = (root, context, variables) => {
        jit.runs++;
        return query(root, context, variables);
      };
      return result;
    }) as typeof original.compileQuery,
  };
});

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const SEARCH = `query Search($input: AreaSearchInput!) {
  searchCommufaArea(input: $input) { result status isServiceArea }
}`;

async function post(query: string, variables?: Record<string, unknown>) {
  const res = await server.post(JSON.stringify({ query, variables }));
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('compiled execution', () => {
  it('compiles an operation once and runs every request of it as compiled code', async () => {
    const runsBefore = jit.runs;
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await post(SEARCH, { input: SAKAE_HOUSE }));
    for (const answer of answers) {
      expect(answer).toEqual({
        status: 200,
        body: {
          data: {
            searchCommufaArea: { result: 'success', status: 'identified', isServiceArea: true },
          },
        },
      });
    }
    expect(jit.compiled.filter((body) => body === SEARCH)).toHaveLength(1);
    expect(jit.runs - runsBefore).toBe(3);
  });

  it("answers variables that do not coerce as yoga's executor does: 400, the variable and its location", async () => {
    const cases = [
      [{}, 'Variable "$input" of required type "AreaSearchInput!" was not provided.'],
      [
        { input: { ...SAKAE_HOUSE, buildingType: 'x' } },
        'Variable "$input" got invalid value "x" at "input.buildingType"; Int cannot represent non-integer value: "x"',
      ],
      [
        { input: 'x' },
        'Variable "$input" got invalid value "x"; Expected type "AreaSearchInput" to be an object.',
      ],
    ] as const;
    for (const [variables, message] of cases) {
      expect(await post(SEARCH, variables)).toEqual({
        status: 400,
        body: { errors: [{ message, locations: [{ line: 1, column: 14 }] }] },
      });
    }
  });

  it("keeps a resolver error's locations, path and extensions", async () => {
    const answer = await post(SEARCH, { input: { ...SAKAE_HOUSE, postalCode: '12' } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      errors: [
        {
          message: 'Invalid input: input.postalCode',
          locations: [{ line: 2, column: 3 }],
          path: ['searchCommufaArea'],
          extensions: {
            code: 'BAD_USER_INPUT',
            fields: [
              {
                path: 'input.postalCode',
                message: '郵便番号は7桁の数字で入力してください（例：460-0008）',
              },
            ],
          },
        },
      ],
      data: null,
    });
  });
});

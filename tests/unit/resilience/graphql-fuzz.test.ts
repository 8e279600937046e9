import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '@/lib/server/graphql/request-guard';
import { createGraphqlServer } from '@/lib/server/graphql/yoga';
import type { Database } from '@/lib/server/db/client';
import { SAKAE_HOUSE } from '../fixtures/application';
import { VALID_CONTACT } from '../fixtures/contact';
import { countRows, freshDatabase, sendGraphql } from '../server/helpers';

// Generated malformed requests to /api/graphql get a 4xx or a GraphQL error,
// never a 5xx, a stack trace or database text.

let database: Database;
let yoga: ReturnType<typeof createGraphqlServer>;
beforeAll(async () => {
  database = await freshDatabase();
  yoga = createGraphqlServer({
    database,
    dev: false,
    rateLimit: { points: 1_000_000, durationSeconds: 60, globalPoints: 1_000_000 },
  });
}, 60_000);
afterAll(() => database.close());

interface FuzzRequest {
  method: string;
  contentType: string | null;
  csrf: boolean;
  body: string | null;
}

const LEAKS: [string, RegExp][] = [
  ['stack frame', /\bat [\w$.<>]+ \(|\n\s+at /],
  ['file path', /(?:\/|\\)(?:node_modules|lib\/server|\.next)\b|\.tsx?:\d+/],
  ['SQL statement', /\b(?:SELECT|INSERT INTO|UPDATE \w+ SET|DELETE FROM)\b/],
  [
    'Postgres error',
    /syntax error at or near|relation "|violates (?:not-null|unique|check)|duplicate key/,
  ],
  ['driver name', /pglite|drizzle|node-postgres/i],
  ['JS error class', /\b(?:TypeError|ReferenceError|RangeError|SyntaxError): /],
];

const OPERATIONS = [
  'query Q($siteName: String!) { getSettingLambda(siteName: $siteName) { name version } }',
  'query Q($input: AreaSearchInput!) { searchCommufaArea(input: $input) { result status isServiceArea } }',
  'query Q($introductionId: String!) { checkIntroductionId(introductionId: $introductionId) { valid } }',
  'query Q($query: String!) { searchBanks(query: $query) { code name } }',
  'query Q($bankCode: String!, $query: String!) { searchBankBranches(bankCode: $bankCode, query: $query) { code name } }',
  'mutation M($formDataJSON: String!, $idempotencyKey: String!) { applyCTC(formDataJSON: $formDataJSON, idempotencyKey: $idempotencyKey) { __typename } }',
  'mutation M($input: ContactInput!) { contact(input: $input) { __typename } }',
  'mutation M($input: CheckTransferRequestInput!) { checkTransferRequest(input: $input) { __typename } }',
  'mutation M($input: TransferRequestInput!) { transferRequest(input: $input) { __typename } }',
  'mutation M($input: ApplicationUpSellInput!) { applicationUpSell(input: $input) { __typename } }',
] as const;

const hugeString = fc
  .integer({ min: 10_000, max: 250_000 })
  .map((n) => 'あx\u0000"\\'.repeat(n / 5));
const jsonValue = fc.jsonValue({ maxDepth: 4 });
const weirdValue = fc.oneof(
  jsonValue,
  fc.string({ unit: 'binary', maxLength: 200 }),
  hugeString,
  fc.constantFrom(
    "'; DROP TABLE applications; --",
    '1 OR 1=1',
    '{"__proto__":{"polluted":true}}',
    '<script>alert(1)</script>',
    '9'.repeat(400),
    '-0',
    'NaN',
    '\uD800',
  ),
);
const nestedJson = fc
  .integer({ min: 50, max: 5_000 })
  .map((depth) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth));
const nestedSelection = fc
  .integer({ min: 9, max: 300 })
  .map(
    (depth) =>
      `query { getSettingLambda(siteName: "commufa-web") { ${'callTime { '.repeat(depth)}x${' }'.repeat(depth)} } }`,
  );
const unknownFields = fc
  .array(fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_]{0,20}$/), { minLength: 1, maxLength: 30 })
  .map((names) => `query { ${names.join(' ')} }`);
const aliasFlood = fc
  .integer({ min: 20, max: 2_000 })
  .map(
    (n) =>
      `query { ${Array.from({ length: n }, (_, i) => `a${i}: getSettingLambda(siteName: "commufa-web") { name }`).join(' ')} }`,
  );

const graphqlBody = fc
  .oneof(
    // a real operation with variables of the wrong type, shape or size
    fc.record({
      query: fc.constantFrom(...OPERATIONS),
      variables: fc.oneof(
        fc.dictionary(
          fc.constantFrom(
            'siteName',
            'input',
            'introductionId',
            'query',
            'bankCode',
            'formDataJSON',
            'idempotencyKey',
            'extra',
          ),
          weirdValue,
        ),
        weirdValue,
      ),
    }),
    // applyCTC with arbitrary JSON as formDataJSON
    fc.record({
      query: fc.constant(OPERATIONS[5]),
      variables: fc.record({
        formDataJSON: fc.oneof(
          jsonValue.map((v) => JSON.stringify(v)),
          fc.string(),
          nestedJson,
        ),
        idempotencyKey: fc.oneof(fc.string({ maxLength: 300 }), fc.uuid()),
      }),
    }),
    fc.record({
      query: fc.oneof(nestedSelection, unknownFields, aliasFlood, fc.string({ maxLength: 500 })),
    }),
    // wrong top-level types
    fc.record(
      {
        query: weirdValue,
        variables: weirdValue,
        operationName: weirdValue,
        extensions: weirdValue,
      },
      { requiredKeys: [] },
    ),
  )
  .map((value) => JSON.stringify(value));

const body = fc.oneof(
  { weight: 5, arbitrary: graphqlBody },
  // batches
  {
    weight: 1,
    arbitrary: fc
      .array(graphqlBody, { minLength: 0, maxLength: 20 })
      .map((parts) => `[${parts.join(',')}]`),
  },
  // broken JSON
  {
    weight: 2,
    arbitrary: graphqlBody.chain((s) =>
      fc.integer({ min: 0, max: Math.max(0, s.length - 1) }).map((n) => s.slice(0, n)),
    ),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 2_000 }) },
  { weight: 1, arbitrary: nestedJson },
  { weight: 1, arbitrary: hugeString.map((s) => JSON.stringify({ query: s })) },
);

const anyTransport: fc.Arbitrary<FuzzRequest> = fc.record({
  method: fc.constantFrom('POST', 'POST', 'GET', 'PUT', 'DELETE', 'PATCH'),
  contentType: fc.constantFrom(
    'application/json',
    'application/json; charset=utf-8',
    'application/graphql',
    'application/graphql-response+json',
    'text/plain',
    'multipart/form-data; boundary=x',
    'application/x-www-form-urlencoded',
    'application/xml',
    null,
  ),
  csrf: fc.boolean(),
  body: fc.option(body, { freq: 20 }),
});
// Most requests pass the transport guards, so the GraphQL layer and the resolvers see the junk.
const request = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      method: fc.constant('POST'),
      contentType: fc.constant('application/json'),
      csrf: fc.constant(true),
      body,
    }),
  },
  { weight: 2, arbitrary: anyTransport },
);

async function send(r: FuzzRequest): Promise<Response> {
  const headers: Record<string, string> = {};
  if (r.contentType) headers['content-type'] = r.contentType;
  if (r.csrf) headers[CSRF_HEADER] = '1';
  const hasBody = r.body !== null && r.method !== 'GET';
  if (hasBody) headers['content-length'] = String(Buffer.byteLength(r.body!));
  const url =
    r.method === 'GET' && r.body
      ? `http://localhost/api/graphql?${new URLSearchParams({ query: r.body.slice(0, 4_000) }).toString()}`
      : 'http://localhost/api/graphql';
  return yoga.fetch(url, { method: r.method, headers, body: hasBody ? r.body : undefined });
}

describe('GraphQL endpoint under malformed requests', () => {
  it('answers 1,200 generated malformed requests without a 5xx or leaked internals', async () => {
    const applicationsBefore = await countRows(database, 'applications');
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const response = await send(r);
        const text = await response.text();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        expect(
          response.status,
          `${r.method} ${r.contentType} ${r.body?.slice(0, 200)}`,
        ).toBeLessThan(500);
        for (const [name, pattern] of LEAKS) {
          expect(pattern.test(text), `${name} in ${text.slice(0, 500)}`).toBe(false);
        }
      }),
      { numRuns: 1_200, seed: Number(process.env.FUZZ_SEED ?? 20261121) },
    );
    const total = [...statuses.values()].reduce((a, b) => a + b, 0);
    expect(total).toBe(1_200);
    // Nothing generated is a valid application, so nothing may be stored.
    expect(await countRows(database, 'applications')).toBe(applicationsBefore);
    // The fuzzer must reach both the transport guards (4xx) and the GraphQL layer (200 with errors).
    expect(statuses.get(200) ?? 0).toBeGreaterThan(100);
    expect([...statuses.keys()].filter((s) => s >= 400).length).toBeGreaterThan(2);
  }, 240_000);
});

// NUL and unpaired surrogates cannot be typed, and Postgres refuses them in text and jsonb: each
// text field of each operation must refuse them as BAD_USER_INPUT at that field, storing nothing.
const UNSAFE_CHARACTERS = {
  NUL: '\u0000',
  'lone high surrogate': '\uD800',
  'lone low surrogate': '\uDFFF',
};

/** A valid call of every operation with text input: [operation, document, variables, field prefix]. */
const VALID_CALLS: [string, string, Record<string, unknown>][] = [
  [
    'getSettingLambda',
    'query Q($siteName: String!) { getSettingLambda(siteName: $siteName) { name } }',
    { siteName: 'commufa-web' },
  ],
  [
    'searchCommufaArea',
    'query Q($input: AreaSearchInput!) { searchCommufaArea(input: $input) { status } }',
    { input: SAKAE_HOUSE },
  ],
  [
    'contact',
    'mutation M($input: ContactInput!) { contact(input: $input) { receiptNumber } }',
    { input: VALID_CONTACT },
  ],
  [
    'checkTransferRequest',
    'mutation M($input: CheckTransferRequestInput!) { checkTransferRequest(input: $input) { status } }',
    { input: { customerNumber: '1000000001', phone: '052-123-4567' } },
  ],
  [
    'transferRequest',
    'mutation M($input: TransferRequestInput!) { transferRequest(input: $input) { status } }',
    {
      input: {
        customerNumber: '1000000001',
        phone: '0521234567',
        newAddress: SAKAE_HOUSE,
        movingDate: '2099-01-01',
        requestColumn: '午前希望',
      },
    },
  ],
  [
    'applicationUpSell',
    'mutation M($input: ApplicationUpSellInput!) { applicationUpSell(input: $input) { receiptNumber } }',
    {
      input: {
        customerNumber: '1000000001',
        phone: '0521234567',
        options: ['mesh-wifi'],
        requestColumn: '',
        isAgree: true,
      },
    },
  ],
  [
    'notifyClientError',
    'mutation M($title: String, $text: String) { notifyClientError(title: $title, text: $text) { result } }',
    { title: 'TypeError', text: 'at page /apply/' },
  ],
];

/** Every string leaf of `value` with its path. */
function stringLeaves(value: unknown, path: string[] = []): string[][] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringLeaves(v, [...path, String(i)]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => stringLeaves(v, [...path, k]));
  return [];
}

function withLeaf(value: unknown, path: string[], suffix: string): unknown {
  const copy = structuredClone(value) as Record<string, unknown>;
  let at = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string, unknown>;
  at[path.at(-1)!] = `${at[path.at(-1)!] as string}${suffix}`;
  return copy;
}

const STORED_TABLES = [
  'applications',
  'contacts',
  'transfer_requests',
  'upsell_applications',
  'client_error_reports',
  'idempotency_keys',
];

async function post(query: string, variables: unknown) {
  const answer = await sendGraphql(yoga, query, variables);
  return { status: answer.status, error: answer.errors?.[0]?.extensions };
}

describe('NUL and unpaired surrogates', () => {
  it('are refused as BAD_USER_INPUT at the field in every text field of every operation', async () => {
    const { validApplication } = await import('../fixtures/application');
    const calls: [string, string, Record<string, unknown>][] = [
      ...VALID_CALLS,
      [
        'applyCTC',
        'mutation M($formDataJSON: String!, $idempotencyKey: String!) { applyCTC(formDataJSON: $formDataJSON, idempotencyKey: $idempotencyKey) { receiptNumber } }',
        { formData: validApplication(9), idempotencyKey: 'unsafe-text-0001' },
      ],
    ];
    const before = await Promise.all(STORED_TABLES.map((t) => countRows(database, t)));
    const outcomes: string[] = [];
    let requests = 0;
    for (const [operation, query, variables] of calls) {
      const leaves = stringLeaves(variables).filter((p) => p[0] !== 'idempotencyKey');
      for (const leaf of leaves) {
        for (const [name, character] of Object.entries(UNSAFE_CHARACTERS)) {
          const changed = withLeaf(variables, leaf, character) as Record<string, unknown>;
          const sent =
            operation === 'applyCTC'
              ? {
                  formDataJSON: JSON.stringify(changed.formData),
                  idempotencyKey: `unsafe-${requests}`,
                }
              : changed;
          const field = operation === 'applyCTC' ? leaf.slice(1).join('.') : leaf.join('.');
          const { status, error } = await post(query, sent);
          requests += 1;
          const paths = error?.fields?.map((f) => f.path) ?? [];
          if (status >= 500 || error?.code !== 'BAD_USER_INPUT' || !paths.includes(field))
            outcomes.push(
              `${operation} ${field} ${name}: ${status} ${error?.code} ${paths.join()}`,
            );
        }
      }
    }
    expect(outcomes).toEqual([]);
    expect(requests).toBeGreaterThan(150);
    expect(await Promise.all(STORED_TABLES.map((t) => countRows(database, t)))).toEqual(before);
    console.info(`[fuzz] NUL/unpaired surrogates: ${requests} requests, all BAD_USER_INPUT`);
  }, 240_000);
});

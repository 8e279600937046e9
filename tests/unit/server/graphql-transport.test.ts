import { createServer } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/lib/server/db/client';
import { rateLimits } from '@/lib/server/db/schema';
import { clientIpOf } from '@/lib/server/security/rate-limit';
import { createGraphqlServer } from '@/lib/server/graphql/yoga';
import { APPLY, type ApplyResult, validApplication } from './fixtures';
import { CSRF_HEADER } from '@/lib/server/graphql/request-guard';
import { SYNTAX_ERROR_BODIES } from '../resilience/syntax-error-bodies';
import { createTestServer, sendGraphql, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ maxBodyBytes: 20_000 });
});
afterAll(() => server.close());

const SETTINGS = 'query { getSettingLambda(siteName: "commufa-web") { name version } }';

describe('transport rules of /api/graphql', () => {
  it('answers a JSON POST with the CSRF header', async () => {
    const res = await server.gql<{ getSettingLambda: { name: string } }>(SETTINGS);
    expect(res.status).toBe(200);
    expect(res.data?.getSettingLambda.name).toBe('commufa-web');
  });

  it('answers a document that does not parse with 400 GRAPHQL_PARSE_FAILED', async () => {
    const yoga = createGraphqlServer({ database: server.database });
    for (const [name, body] of Object.entries(SYNTAX_ERROR_BODIES)) {
      const res = await yoga.fetch('http://localhost/api/graphql', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          [CSRF_HEADER]: '1',
        },
        body,
      });
      const json = (await res.json()) as { errors: { extensions?: { code?: string } }[] };
      expect({ name, status: res.status, code: json.errors[0]?.extensions?.code }).toEqual({
        name,
        status: 400,
        code: 'GRAPHQL_PARSE_FAILED',
      });
    }
  });

  it('refuses a POST without the x-graphql-csrf header (403)', async () => {
    const res = await server.post(JSON.stringify({ query: SETTINGS }), { 'x-graphql-csrf': '' });
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('CSRF_HEADER_MISSING');
  });

  it('refuses non-JSON bodies (415) and GET (405)', async () => {
    const form = await server.post(`query=${encodeURIComponent(SETTINGS)}`, {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.status).toBe(415);
    const yoga = createGraphqlServer({ database: server.database, dev: false });
    const get = await yoga.fetch(
      `http://localhost/api/graphql?query=${encodeURIComponent(SETTINGS)}`,
      { headers: { 'x-graphql-csrf': '1' } },
    );
    expect(get.status).toBe(405);
  });

  it('refuses a body larger than the limit (413) and a POST without Content-Length (411)', async () => {
    const big = JSON.stringify({ query: SETTINGS, variables: { pad: 'x'.repeat(25_000) } });
    const res = await server.post(big);
    expect(res.status).toBe(413);
    const yoga = createGraphqlServer({ database: server.database });
    const noLength = await yoga.fetch('http://localhost/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1' },
      body: new Blob([JSON.stringify({ query: SETTINGS })]).stream(),
      duplex: 'half',
    } as RequestInit);
    expect(noLength.status).toBe(411);
  });

  it('over HTTP, reads no more body than the Content-Length the guard checked', async () => {
    // The guard's limit is the only one (yoga's stream limit is off, lib/server/graphql/yoga.ts). A client
    // that declares a short body and keeps sending gets the declared bytes parsed as the body;
    // what follows is read as the next request, never as more of this one.
    const yoga = createGraphqlServer({ database: server.database, maxBodyBytes: 20_000 });
    const http = createServer(yoga);
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    try {
      const declared = JSON.stringify({ query: '{ __typename }' });
      const rest = JSON.stringify({ query: SETTINGS, variables: { pad: 'x'.repeat(25_000) } });
      const head = (length: number, close = false) =>
        'POST /api/graphql HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        `${CSRF_HEADER}: 1\r\nContent-Length: ${length}\r\n${close ? 'Connection: close\r\n' : ''}\r\n`;
      const { port } = http.address() as AddressInfo;
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1');
        let text = '';
        socket.on('data', (chunk) => (text += chunk.toString('utf8')));
        socket.on('end', () => resolve(text));
        socket.on('error', reject);
        socket.write(
          head(Buffer.byteLength(declared)) + declared + head(Buffer.byteLength(rest), true) + rest,
        );
      });
      const statuses = [...answer.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((m) => Number(m[1]));
      // The first request is the declared 26 bytes; the 25 KB after them are a request of their
      // own, refused by the guard (413) without being parsed.
      expect(statuses).toEqual([200, 413]);
      expect(answer).toContain('{"data":{"__typename":"Query"}}');
      expect(answer).toContain('PAYLOAD_TOO_LARGE');
    } finally {
      await new Promise((resolve) => http.close(resolve));
    }
  });

  it('refuses a deeply nested query', async () => {
    let selection = 'name';
    for (let i = 0; i < 12; i++)
      selection = `callTime { displayFirstTime } maintenance { text } name ... on Settings { ${selection} }`;
    const res = await server.gql(
      `query { getSettingLambda(siteName: "commufa-web") { ${selection} } }`,
    );
    expect(res.data ?? null).toBeNull();
    expect(res.errors?.[0]?.message).toMatch(/depth/i);
  });

  it('refuses a query with too many tokens', async () => {
    const fields = Array.from({ length: 1200 }, () => 'name').join(' ');
    const res = await server.gql(
      `query { getSettingLambda(siteName: "commufa-web") { ${fields} } }`,
    );
    expect(res.data ?? null).toBeNull();
    expect(res.errors?.[0]?.message).toMatch(/token/i);
  });

  it('refuses batched requests', async () => {
    const res = await server.post(JSON.stringify([{ query: SETTINGS }, { query: SETTINGS }]));
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(await res.text()).not.toContain('commufa-web');
  });

  it('refuses introspection outside development', async () => {
    const res = await server.gql('query { __schema { types { name } } }');
    expect(res.data ?? null).toBeNull();
    expect(res.errors?.[0]?.message).toMatch(/introspection/i);
  });

  it('masks an unexpected resolver error: no message, stack or SQL reaches the client', async () => {
    const failing: Database = {
      kind: 'pglite',
      close: async () => {},
      db: new Proxy({} as Database['db'], {
        get() {
          throw new Error('Failed query: SELECT "name" FROM "settings" WHERE secret = $1');
        },
      }),
    };
    const yoga = createGraphqlServer({ database: failing });
    const body = JSON.stringify({ query: SETTINGS });
    const res = await yoga.fetch('http://localhost/api/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': String(body.length),
        'x-graphql-csrf': '1',
      },
      body,
    });
    const text = await res.text();
    expect(JSON.parse(text).errors[0].message).toBe('Unexpected error.');
    expect(text).not.toMatch(/SELECT|settings|secret|stack|at /);
  });

  it('rate-limits mutations per client behind a trusted proxy (RATE_LIMITED) but not queries', async () => {
    const yoga = createGraphqlServer({
      database: server.database,
      rateLimit: { points: 2, durationSeconds: 60, trustedProxyHops: 1 },
    });
    const send = async (query: string, ip: string) => {
      const body = JSON.stringify({ query });
      const res = await yoga.fetch('http://localhost/api/graphql', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': String(body.length),
          'x-graphql-csrf': '1',
          'x-forwarded-for': ip,
        },
        body,
      });
      return (await res.json()) as { errors?: { extensions?: { code?: string } }[] };
    };
    const mutation = 'mutation { notifyClientError(title: "t", text: "x") { result } }';
    expect((await send(mutation, '10.0.0.1')).errors).toBeUndefined();
    expect((await send(mutation, '10.0.0.1')).errors).toBeUndefined();
    expect((await send(mutation, '10.0.0.1')).errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect((await send(mutation, '10.0.0.2')).errors).toBeUndefined();
    expect((await send(SETTINGS, '10.0.0.1')).errors).toBeUndefined();
  });

  it('keeps a global mutation limit that spoofed X-Forwarded-For addresses cannot escape', async () => {
    // Budgets are the database's, shared with the servers of the tests above: start from none spent.
    await server.database.db.delete(rateLimits);
    const yoga = createGraphqlServer({
      database: server.database,
      rateLimit: { points: 100, durationSeconds: 60, globalPoints: 3 },
    });
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < 4; i++) {
      const body = JSON.stringify({
        query: 'mutation { notifyClientError(title: "t", text: "x") { result } }',
      });
      const res = await yoga.fetch('http://localhost/api/graphql', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': String(body.length),
          'x-graphql-csrf': '1',
          'x-forwarded-for': `192.0.2.${i}`,
        },
        body,
      });
      codes.push(
        ((await res.json()) as { errors?: { extensions?: { code?: string } }[] }).errors?.[0]
          ?.extensions?.code,
      );
    }
    expect(codes).toEqual([undefined, undefined, undefined, 'RATE_LIMITED']);
  });
});

describe('rate limits against spoofed headers and floods', () => {
  const withForwarded = (value: string) =>
    new Request('http://localhost/api/graphql', { headers: { 'x-forwarded-for': value } });

  it('trusts no X-Forwarded-For by default; behind n proxies, the entry n from the right', () => {
    // Without the production server in front (scripts/serve.mjs) and without hops: unknown.
    expect(clientIpOf(withForwarded('203.0.113.7'))).toBeNull();
    expect(clientIpOf(withForwarded('203.0.113.7, 198.51.100.2'), 1)).toBe('198.51.100.2');
    expect(clientIpOf(withForwarded('1.1.1.1, 198.51.100.2, 10.0.0.1'), 2)).toBe('198.51.100.2');
    expect(clientIpOf(withForwarded('198.51.100.2'), 2)).toBeNull();
  });

  const send = (
    yoga: ReturnType<typeof createGraphqlServer>,
    query: string,
    variables: Record<string, unknown>,
    forwardedFor?: string,
  ) =>
    sendGraphql<ApplyResult>(
      yoga,
      query,
      variables,
      forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    );
  const CHECK =
    'mutation T($input: CheckTransferRequestInput!) { checkTransferRequest(input: $input) { status } }';
  const NOTIFY = 'mutation { notifyClientError(title: "t", text: "x") { result } }';

  it('behind a proxy, a spoofed X-Forwarded-For does not pick the bucket: the proxy-added address does', async () => {
    const yoga = createGraphqlServer({
      database: server.database,
      rateLimit: { points: 2, durationSeconds: 60, trustedProxyHops: 1 },
    });
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await send(yoga, NOTIFY, {}, `192.0.2.${i}, 198.51.100.66`);
      codes.push(res.errors?.[0]?.extensions?.code);
    }
    expect(codes).toEqual([undefined, undefined, 'RATE_LIMITED', 'RATE_LIMITED', 'RATE_LIMITED']);
    const honest = await send(yoga, NOTIFY, {}, '198.51.100.77');
    expect(honest.errors).toBeUndefined();
  });

  it('after a flood of 1,000 cheap spoofed mutations, a new visitor still submits an application', async () => {
    // Default budgets and proxy trust (none): the flood can only use up its own operation's budget.
    const yoga = createGraphqlServer({ database: server.database });
    const codes = new Map<string, number>();
    for (let i = 0; i < 1_000; i++) {
      const res = await send(
        yoga,
        CHECK,
        { input: { customerNumber: '1' } },
        `10.9.${i >> 8}.${i & 255}`,
      );
      const code = res.errors?.[0]?.extensions?.code ?? 'none';
      codes.set(code, (codes.get(code) ?? 0) + 1);
    }
    expect(codes.get('RATE_LIMITED')).toBeGreaterThan(0);
    const honest = await send(yoga, APPLY, {
      formDataJSON: JSON.stringify(validApplication(40)),
      idempotencyKey: 'after-the-flood-0001',
    });
    expect(honest.errors).toBeUndefined();
    expect(honest.data?.applyCTC.receiptNumber).toMatch(/^A/);
  }, 120_000);
});

import { describe, expect, it, vi } from 'vitest';
import { parse, print, type OperationDefinitionNode } from 'graphql';
import { GraphqlRequestError } from '@/lib/graphql/errors';
import { createFetchCaller } from '@/lib/graphql/fetch-caller';
import { defaultSettings } from '@/lib/state/types';
import {
  ApplyCtcDocument,
  ContactDocument,
  GetSettingLambdaDocument,
  NotifyClientErrorDocument,
  SearchBanksDocument,
  TypedDocumentString,
} from '@/lib/graphql/generated/graphql';
import * as generated from '@/lib/graphql/generated/graphql';

const ok = (data: unknown) =>
  new Response(JSON.stringify({ data }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
const status = (code: number) =>
  new Response(JSON.stringify({ errors: [{ message: `HTTP ${code}` }] }), {
    status: code,
    headers: { 'content-type': 'application/json' },
  });
/** graphql-yoga's answer format when the request accepts it (errors in a non-2xx answer too). */
const graphqlResponse = (code: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status: code,
    headers: { 'content-type': 'application/graphql-response+json; charset=utf-8' },
  });

function scripted(responses: (() => Response)[]) {
  return vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>(async () => {
    const next = responses.shift();
    if (!next) throw new Error('no more responses');
    return next();
  });
}

// The answer a server gives with the built-in settings.
const settingsData = { getSettingLambda: defaultSettings };
const applied = {
  applyCTC: { result: 'success', introductionId: 'I', receiptNumber: 'R', quote: null },
};

const uri = 'http://localhost/api/graphql/';

/** Every operation document codegen made of lib/graphql/operations.graphql. */
const documents = Object.entries(generated).filter(([name]) => name.endsWith('Document')) as [
  string,
  TypedDocumentString<unknown, never>,
][];

const sentBody = (fetchImpl: ReturnType<typeof scripted>, i = 0) =>
  JSON.parse(String(fetchImpl.mock.calls[i]![1]?.body)) as {
    operationName: string;
    query: string;
    variables: Record<string, unknown>;
  };

/** lib/graphql/fetch-caller.ts: the one transport behind lib/graphql/request.ts. */
describe('the GraphQL transport (lib/graphql/fetch-caller.ts)', () => {
  function callerOver(fetchImpl: ReturnType<typeof scripted>) {
    return createFetchCaller({
      uri,
      fetchImpl: fetchImpl as unknown as typeof fetch,
      random: () => 0,
    });
  }

  describe('the GraphQL caller sends the generated typed documents', () => {
    it('posts the operation text of the TypedDocumentString with its variables and the CSRF header', async () => {
      const fetchImpl = scripted([() => ok(settingsData)]);
      const data = await callerOver(fetchImpl)(GetSettingLambdaDocument, {
        siteName: 'commufa-web',
      });
      expect(data.getSettingLambda?.callTime.telLastTime).toBe(19);
      const [url, init] = fetchImpl.mock.calls[0]!;
      expect(String(url)).toBe(uri);
      expect(init?.method).toBe('POST');
      expect(new Headers(init?.headers).get('x-graphql-csrf')).toBe('1');
      const body = sentBody(fetchImpl);
      expect(Object.keys(body)).toEqual(['operationName', 'query', 'variables']);
      expect(body.operationName).toBe('getSettingLambda');
      expect(body.variables).toEqual({ siteName: 'commufa-web' });
      expect(body.query.replace(/\s+/g, ' ')).toContain(
        'callTime { displayFirstTime displayLastTime',
      );
      // The very text graphql-js prints of the operation (what was sent when the browser printed
      // an AST), so the server's parse and its caches see the same query.
      expect(body.query).toBe(print(parse(GetSettingLambdaDocument.toString())));
    });

    it('sends every generated document as graphql-js would print it, named after its operation', async () => {
      expect(documents.length).toBeGreaterThan(10);
      for (const [name, document] of documents) {
        const fetchImpl = scripted([() => ok({})]);
        await callerOver(fetchImpl)(document, {} as never);
        const { operationName, query } = sentBody(fetchImpl);
        const operation = parse(document.toString()).definitions[0] as OperationDefinitionNode;
        expect(operationName, name).toBe(operation.name?.value);
        expect(query, name).toBe(print(parse(document.toString())));
      }
    });

    it('sends a mutation document as a mutation', async () => {
      const fetchImpl = scripted([
        () => ok({ contact: { result: 'success', receiptNumber: 'C1' } }),
      ]);
      const data = await callerOver(fetchImpl)(ContactDocument, { input: { message: 'x' } });
      expect(data.contact.receiptNumber).toBe('C1');
      expect(sentBody(fetchImpl).query).toMatch(/^mutation contact\(\$input: ContactInput!\)/);
    });

    it('refuses a document that does not open with an operation, sending nothing', async () => {
      const fetchImpl = scripted([() => ok(settingsData)]);
      const notAnOperation = new TypedDocumentString<unknown, Record<string, never>>(
        'fragment F on Query { __typename }',
      );
      await expect(callerOver(fetchImpl)(notAnOperation, {})).rejects.toMatchObject({
        name: 'GraphqlRequestError',
        statusCode: 0,
      });
      expect(fetchImpl).not.toHaveBeenCalled();
    });
  });

  describe('the retry link (lib/graphql/retry-policy.ts)', () => {
    it('retries a query on 503 and 429 and succeeds on the third attempt', async () => {
      const fetchImpl = scripted([() => status(503), () => status(429), () => ok(settingsData)]);
      const data = await callerOver(fetchImpl)(GetSettingLambdaDocument, { siteName: 'x' });
      expect(data).toEqual(settingsData);
      expect(fetchImpl).toHaveBeenCalledTimes(3);
    });

    it('gives up after 3 attempts with the last status', async () => {
      const fetchImpl = scripted([
        () => status(503),
        () => status(503),
        () => status(503),
        () => ok(settingsData),
      ]);
      await expect(
        callerOver(fetchImpl)(GetSettingLambdaDocument, { siteName: 'x' }),
      ).rejects.toMatchObject({ name: 'GraphqlRequestError', statusCode: 503 });
      expect(fetchImpl).toHaveBeenCalledTimes(3);
    });

    it('does not retry a 400', async () => {
      const fetchImpl = scripted([() => status(400), () => ok(settingsData)]);
      await expect(
        callerOver(fetchImpl)(GetSettingLambdaDocument, { siteName: 'x' }),
      ).rejects.toMatchObject({ statusCode: 400 });
      expect(fetchImpl).toHaveBeenCalledTimes(1);
    });

    it('does not retry a network failure (TypeError) and reports status 0', async () => {
      const fetchImpl = vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      });
      const error = await callerOver(fetchImpl as unknown as ReturnType<typeof scripted>)(
        SearchBanksDocument,
        { query: 'みずほ' },
      ).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(GraphqlRequestError);
      expect(error).toMatchObject({ statusCode: 0, message: 'Failed to fetch' });
      expect(fetchImpl).toHaveBeenCalledTimes(1);
    });

    it('does not retry a mutation without an idempotency key', async () => {
      const fetchImpl = scripted([
        () => status(503),
        () => ok({ notifyClientError: { result: 'ok' } }),
      ]);
      await expect(
        callerOver(fetchImpl)(NotifyClientErrorDocument, { title: 't', text: 'x' }),
      ).rejects.toMatchObject({ statusCode: 503 });
      expect(fetchImpl).toHaveBeenCalledTimes(1);
    });

    it('retries a mutation with an idempotency key and sends it as a header', async () => {
      const fetchImpl = scripted([() => status(502), () => ok(applied)]);
      const data = await callerOver(fetchImpl)(ApplyCtcDocument, {
        formDataJSON: '{}',
        idempotencyKey: 'key-1',
      });
      expect(data.applyCTC.receiptNumber).toBe('R');
      expect(fetchImpl).toHaveBeenCalledTimes(2);
      for (const [, init] of fetchImpl.mock.calls)
        expect(new Headers(init?.headers).get('idempotency-key')).toBe('key-1');
      expect(sentBody(fetchImpl, 1).variables.idempotencyKey).toBe('key-1');
    });

    it('sends no Idempotency-Key header for a query or a mutation without a key', async () => {
      const fetchImpl = scripted([
        () => ok(settingsData),
        () => ok({ contact: { result: 'success', receiptNumber: 'C1' } }),
      ]);
      await callerOver(fetchImpl)(GetSettingLambdaDocument, { siteName: 'x' });
      await callerOver(fetchImpl)(ContactDocument, { input: { message: 'x' } });
      for (const [, init] of fetchImpl.mock.calls)
        expect(new Headers(init?.headers).has('idempotency-key')).toBe(false);
    });

    it('sees the status of a non-2xx graphql-response+json answer: 429 RATE_LIMITED is retried, then reported with its code', async () => {
      const limited = () =>
        graphqlResponse(429, {
          errors: [
            {
              message: 'Too many requests',
              extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 60 },
            },
          ],
        });
      const fetchImpl = scripted([limited, limited, limited]);
      const error = await callerOver(fetchImpl)(ApplyCtcDocument, {
        formDataJSON: '{}',
        idempotencyKey: 'key-2',
      }).catch((e: unknown) => e);
      expect(fetchImpl).toHaveBeenCalledTimes(3);
      expect(error).toBeInstanceOf(GraphqlRequestError);
      expect(error).toMatchObject({
        statusCode: 429,
        code: 'RATE_LIMITED',
        message: 'Too many requests',
        extensions: { retryAfterSeconds: 60 },
      });
    });
  });

  describe('error mapping', () => {
    it('a BAD_USER_INPUT answer: the code, the Japanese message per field path and the extensions', async () => {
      const estimateUpdate = { firstMonth: 5500 };
      const refused = () =>
        new Response(
          JSON.stringify({
            data: null,
            errors: [
              {
                message: 'Invalid input: planData',
                extensions: {
                  code: 'BAD_USER_INPUT',
                  fields: [{ path: 'planData', message: '料金が変更されました' }],
                  estimateUpdate,
                },
              },
            ],
          }),
          { status: 200, headers: { 'content-type': 'application/json' } },
        );
      const fetchImpl = scripted([refused, () => ok(applied)]);
      const error = await callerOver(fetchImpl)(ApplyCtcDocument, {
        formDataJSON: '{}',
        idempotencyKey: 'key-3',
      }).catch((e: unknown) => e);
      expect(fetchImpl).toHaveBeenCalledTimes(1);
      expect(error).toBeInstanceOf(GraphqlRequestError);
      expect(error).toMatchObject({
        statusCode: 200,
        code: 'BAD_USER_INPUT',
        message: 'Invalid input: planData',
        fields: [{ path: 'planData', message: '料金が変更されました' }],
        extensions: { estimateUpdate },
      });
    });

    it('a 400 of graphql-response+json keeps the first error (e.g. a validation error)', async () => {
      const fetchImpl = scripted([
        () =>
          graphqlResponse(400, {
            errors: [
              { message: 'Cannot query field', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } },
            ],
          }),
      ]);
      await expect(
        callerOver(fetchImpl)(SearchBanksDocument, { query: 'x' }),
      ).rejects.toMatchObject({
        statusCode: 400,
        code: 'GRAPHQL_VALIDATION_FAILED',
        message: 'Cannot query field',
        fields: [],
      });
    });

    it('an HTML error page: only the status', async () => {
      const fetchImpl = scripted([
        () => new Response('<html>Bad gateway</html>', { status: 502 }),
        () => new Response('<html>Bad gateway</html>', { status: 502 }),
        () => new Response('<html>Bad gateway</html>', { status: 502 }),
      ]);
      await expect(
        callerOver(fetchImpl)(SearchBanksDocument, { query: 'x' }),
      ).rejects.toMatchObject({
        statusCode: 502,
        message: 'HTTP 502',
        code: undefined,
      });
    });

    it('an answer without data rejects', async () => {
      const fetchImpl = scripted([() => ok(null)]);
      await expect(
        callerOver(fetchImpl)(SearchBanksDocument, { query: 'x' }),
      ).rejects.toBeInstanceOf(GraphqlRequestError);
    });

    it('the AppSync fetch’s Unauthorized error passes unchanged (spec section 8)', async () => {
      const unauthorized = Object.assign(new Error('Unauthorized'), { name: 'Unauthorized' });
      const fetchImpl = vi.fn(async () => {
        throw unauthorized;
      });
      await expect(
        callerOver(fetchImpl as unknown as ReturnType<typeof scripted>)(SearchBanksDocument, {
          query: 'x',
        }),
      ).rejects.toBe(unauthorized);
    });
  });
});

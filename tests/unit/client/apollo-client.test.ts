import { describe, expect, it, vi } from 'vitest';
import { gql } from '@apollo/client';
import { createApolloClient } from '@/lib/graphql/client';
import { requestGraphql, GraphqlRequestError } from '@/lib/graphql/fetch-graphql';
import { APPLY_CTC, GET_SETTING_LAMBDA, NOTIFY_CLIENT_ERROR } from '@/lib/graphql/operations';

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

function scripted(responses: (() => Response)[]) {
  return vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>(async () => {
    const next = responses.shift();
    if (!next) throw new Error('no more responses');
    return next();
  });
}

const settingsData = {
  getSettingLambda: {
    name: 'commufa-web',
    version: '4.0.0',
    pickupId: null,
    callTime: { displayFirstTime: 10, displayLastTime: 18, telFirstTime: 10, telLastTime: 19 },
    maintenance: {
      isAlwaysDisplay: false,
      category: null,
      text: null,
      firstDate: null,
      lastDate: null,
    },
    createdAt: null,
    updatedAt: null,
  },
};

describe('Apollo client with the retry policy', () => {
  const uri = 'http://localhost/api/graphql';

  it('sends to the endpoint with the CSRF header', async () => {
    const fetchImpl = scripted([() => ok(settingsData)]);
    const client = createApolloClient({
      uri,
      fetchImpl: fetchImpl as unknown as typeof fetch,
      random: () => 0,
    });
    await client.query({ query: gql(GET_SETTING_LAMBDA), variables: { siteName: 'commufa-web' } });
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(String(url)).toBe(uri);
    expect(new Headers(init?.headers).get('x-graphql-csrf')).toBe('1');
  });

  it('retries a query on 503 and succeeds on the third attempt', async () => {
    const fetchImpl = scripted([() => status(503), () => status(429), () => ok(settingsData)]);
    const client = createApolloClient({
      uri,
      fetchImpl: fetchImpl as unknown as typeof fetch,
      random: () => 0,
    });
    const res = await client.query({
      query: gql(GET_SETTING_LAMBDA),
      variables: { siteName: 'x' },
    });
    expect(res.data).toEqual(settingsData);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });

  it('gives up after 3 attempts', async () => {
    const fetchImpl = scripted([
      () => status(503),
      () => status(503),
      () => status(503),
      () => ok(settingsData),
    ]);
    const client = createApolloClient({
      uri,
      fetchImpl: fetchImpl as unknown as typeof fetch,
      random: () => 0,
    });
    await expect(
      client.query({ query: gql(GET_SETTING_LAMBDA), variables: { siteName: 'x' } }),
    ).rejects.toMatchObject({ statusCode: 503 });
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });

  it('does not retry a 400', async () => {
    const fetchImpl = scripted([() => status(400), () => ok(settingsData)]);
    const client = createApolloClient({
      uri,
      fetchImpl: fetchImpl as unknown as typeof fetch,
      random: () => 0,
    });
    await expect(
      client.query({ query: gql(GET_SETTING_LAMBDA), variables: { siteName: 'x' } }),
    ).rejects.toBeTruthy();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('does not retry a mutation without an idempotency key', async () => {
    const fetchImpl = scripted([
      () => status(503),
      () => ok({ notifyClientError: { result: 'ok' } }),
    ]);
    const client = createApolloClient({
      uri,
      fetchImpl: fetchImpl as unknown as typeof fetch,
      random: () => 0,
    });
    await expect(
      client.mutate({ mutation: gql(NOTIFY_CLIENT_ERROR), variables: { title: 't', text: 'x' } }),
    ).rejects.toBeTruthy();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('retries a mutation with an idempotency key and sends it as a header', async () => {
    const fetchImpl = scripted([
      () => status(502),
      () => ok({ applyCTC: { result: 'success', introductionId: 'I', receiptNumber: 'R' } }),
    ]);
    const client = createApolloClient({
      uri,
      fetchImpl: fetchImpl as unknown as typeof fetch,
      random: () => 0,
    });
    const res = await client.mutate({
      mutation: gql(APPLY_CTC),
      variables: { formDataJSON: '{}', idempotencyKey: 'key-1' },
    });
    expect(res.data).toMatchObject({ applyCTC: { receiptNumber: 'R' } });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(new Headers(fetchImpl.mock.calls[1]![1]?.headers).get('idempotency-key')).toBe('key-1');
  });
});

describe('requestGraphql (fetch-based, no Apollo)', () => {
  it('posts JSON with the CSRF header to /api/graphql and returns data', async () => {
    const fetchImpl = scripted([() => ok(settingsData)]);
    const data = await requestGraphql(
      GET_SETTING_LAMBDA,
      { siteName: 'commufa-web' },
      fetchImpl as unknown as typeof fetch,
    );
    expect(data).toEqual(settingsData);
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('/api/graphql/');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('x-graphql-csrf')).toBe('1');
    expect(JSON.parse(String(init?.body))).toEqual({
      query: GET_SETTING_LAMBDA,
      variables: { siteName: 'commufa-web' },
    });
  });
  it('rejects with the status on HTTP errors and with the message on GraphQL errors', async () => {
    await expect(
      requestGraphql('{x}', {}, scripted([() => status(503)]) as unknown as typeof fetch),
    ).rejects.toMatchObject({ statusCode: 503 });
    const gqlErr = () =>
      new Response(
        JSON.stringify({
          data: null,
          errors: [{ message: 'nope', extensions: { code: 'NOT_FOUND' } }],
        }),
        { status: 200 },
      );
    await expect(
      requestGraphql('{x}', {}, scripted([gqlErr]) as unknown as typeof fetch),
    ).rejects.toMatchObject({ message: 'nope', code: 'NOT_FOUND' });
    await expect(
      requestGraphql('{x}', {}, (async () => {
        throw new TypeError('Failed to fetch');
      }) as unknown as typeof fetch),
    ).rejects.toBeInstanceOf(GraphqlRequestError);
  });
});

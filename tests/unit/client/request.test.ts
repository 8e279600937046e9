import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * lib/graphql/request.ts: the one caller the browser code uses. It imports its one transport
 * (lib/graphql/fetch-caller.ts) on the first call (so it is in no first-load bundle) and sends
 * over the page's fetch.
 */

afterEach(() => {
  vi.doUnmock('@/lib/graphql/fetch-caller');
  vi.unstubAllGlobals();
  vi.resetModules();
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('requestGraphql', () => {
  it('loads a caller on the first call and sends the bank search through it', async () => {
    vi.resetModules();
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
      const { operationName, variables } = JSON.parse(String(init.body)) as {
        operationName: string;
        variables: Record<string, string>;
      };
      return operationName === 'searchBanks'
        ? json({ data: { searchBanks: [{ code: '0001', name: 'みずほ', kana: 'ミズホ' }] } })
        : json({
            data: {
              searchBankBranches: [
                {
                  bankCode: variables.bankCode,
                  code: '001',
                  name: '東京営業部',
                  kana: 'トウキヨウ',
                },
              ],
            },
          });
    });
    vi.stubGlobal('fetch', fetchMock);
    const { searchBanks, searchBankBranches } = await import('@/lib/apply/bank-search');
    expect(await searchBanks('みずほ')).toEqual([
      expect.objectContaining({ code: '0001', name: 'みずほ' }),
    ]);
    expect(await searchBankBranches('0001', '東京')).toEqual([
      expect.objectContaining({ bankCode: '0001', code: '001' }),
    ]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe('/api/graphql/');
    expect(new Headers(init.headers).get('x-graphql-csrf')).toBe('1');
    const body = JSON.parse(String(init.body)) as { query: string; variables: unknown };
    expect(body.variables).toEqual({ bankCode: '0001', query: '東京' });
    // The generated document's text, as is: the browser parses and prints no GraphQL.
    expect(body.query).toMatch(
      /^query searchBankBranches\(\$bankCode: String!, \$query: String!\) \{\n/,
    );
  });

  it('a caller that fails to load rejects like a network failure, and the next call loads again', async () => {
    vi.resetModules();
    vi.doMock('@/lib/graphql/fetch-caller', () => {
      throw new Error('Loading chunk 7 failed.');
    });
    const { requestGraphql } = await import('@/lib/graphql/request');
    const { GraphqlRequestError } = await import('@/lib/graphql/errors');
    const { SearchBanksDocument } = await import('@/lib/graphql/generated/graphql');
    const failed = await requestGraphql(SearchBanksDocument, { query: 'x' }).catch((e) => e);
    expect(failed).toBeInstanceOf(GraphqlRequestError);
    expect(failed).toMatchObject({ statusCode: 0 });

    vi.doUnmock('@/lib/graphql/fetch-caller');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ data: { searchBanks: [] } })),
    );
    await expect(requestGraphql(SearchBanksDocument, { query: 'x' })).resolves.toEqual({
      searchBanks: [],
    });
  });

  it('sends every operation through the one transport: the keyed applyCTC with its Idempotency-Key header', async () => {
    vi.resetModules();
    const loaded = vi.fn();
    vi.doMock('@/lib/graphql/fetch-caller', async (importOriginal) => {
      loaded();
      return importOriginal();
    });
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
      const { operationName } = JSON.parse(String(init.body)) as { operationName: string };
      const data: Record<string, unknown> = {
        getSettingLambda: null,
        notifyClientError: { result: 'ok' },
        contact: { result: 'success', receiptNumber: 'C1' },
        applyCTC: { result: 'success', introductionId: null, receiptNumber: 'R1', quote: null },
      };
      return json({ data: { [operationName]: data[operationName] } });
    });
    vi.stubGlobal('fetch', fetchMock);
    const { requestGraphql } = await import('@/lib/graphql/request');
    const documents = await import('@/lib/graphql/generated/graphql');
    await requestGraphql(documents.GetSettingLambdaDocument, { siteName: 'commufa-web' });
    await requestGraphql(documents.NotifyClientErrorDocument, { title: 't', text: 'x' });
    await requestGraphql(documents.ContactDocument, { input: { message: 'x' } });
    const applied = await requestGraphql(documents.ApplyCtcDocument, {
      formDataJSON: '{}',
      idempotencyKey: 'key-1',
    });
    expect(applied.applyCTC.receiptNumber).toBe('R1');
    expect(loaded).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    const keys = fetchMock.mock.calls.map(([, init]) =>
      new Headers(init.headers).get('idempotency-key'),
    );
    expect(keys).toEqual([null, null, null, 'key-1']);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * lib/graphql/request.ts: the one caller the browser code uses. It imports the Apollo client on
 * the first call (so @apollo/client is in no first-load bundle) and sends over the page's fetch.
 */

afterEach(() => {
  vi.doUnmock('@/lib/graphql/client');
  vi.unstubAllGlobals();
  vi.resetModules();
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('requestGraphql', () => {
  it('loads the Apollo caller on the first call and sends the bank search through it', async () => {
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
    expect(JSON.parse(String(init.body)).variables).toEqual({ bankCode: '0001', query: '東京' });
  });

  it('a caller that fails to load rejects like a network failure, and the next call loads again', async () => {
    vi.resetModules();
    vi.doMock('@/lib/graphql/client', () => {
      throw new Error('Loading chunk 7 failed.');
    });
    const { requestGraphql } = await import('@/lib/graphql/request');
    const { GraphqlRequestError } = await import('@/lib/graphql/errors');
    const { SearchBanksDocument } = await import('@/lib/graphql/generated/graphql');
    const failed = await requestGraphql(SearchBanksDocument, { query: 'x' }).catch((e) => e);
    expect(failed).toBeInstanceOf(GraphqlRequestError);
    expect(failed).toMatchObject({ statusCode: 0 });

    vi.doUnmock('@/lib/graphql/client');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ data: { searchBanks: [] } })),
    );
    await expect(requestGraphql(SearchBanksDocument, { query: 'x' })).resolves.toEqual({
      searchBanks: [],
    });
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  amplifyGuestCredentials,
  createAppSyncFetch,
  CREDENTIALS_REFRESH_MS,
} from '@/lib/graphql/appsync-fetch';
import { parseAmplifyOutputs } from '@/lib/graphql/endpoint';

const outputs = {
  version: '1.3',
  auth: {
    aws_region: 'ap-northeast-1',
    user_pool_id: 'ap-northeast-1_TEST',
    user_pool_client_id: 'testclient',
    identity_pool_id: 'ap-northeast-1:00000000-0000-0000-0000-000000000000',
    unauthenticated_identities_enabled: true,
  },
  data: {
    url: 'https://abc.appsync-api.ap-northeast-1.amazonaws.com/graphql',
    aws_region: 'ap-northeast-1',
    default_authorization_type: 'AWS_IAM',
    authorization_types: [],
  },
};

/** A stub of the Cognito identity pool (GetId, GetCredentialsForIdentity) over fetch. */
let issued = 0;
function stubIdentityPool() {
  const calls: string[] = [];
  const stub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    const target =
      new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined)).get(
        'x-amz-target',
      ) ?? '';
    if (!url.includes('cognito-identity')) throw new Error(`unexpected fetch ${url}`);
    calls.push(target);
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/x-amz-json-1.1' },
      });
    if (target.endsWith('GetId')) return json({ IdentityId: 'ap-northeast-1:guest-1' });
    issued += 1;
    return json({
      IdentityId: 'ap-northeast-1:guest-1',
      Credentials: {
        AccessKeyId: `ASIAGUEST${issued}`,
        SecretKey: 'secret',
        SessionToken: `token-${issued}`,
        Expiration: Date.now() / 1000 + 3600,
      },
    });
  });
  return { stub, calls };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AppSync mode', () => {
  it('parses Amplify outputs', () => {
    expect(parseAmplifyOutputs(JSON.stringify(outputs))).toMatchObject({
      url: outputs.data.url,
      region: 'ap-northeast-1',
      identityPoolId: outputs.auth.identity_pool_id,
    });
    expect(parseAmplifyOutputs(undefined)).toBeNull();
    expect(parseAmplifyOutputs('{')).toBeNull();
    expect(parseAmplifyOutputs('{"data":{}}')).toBeNull();
  });

  it('signs a GraphQL request with SigV4 for service appsync using identity-pool guest credentials', async () => {
    const pool = stubIdentityPool();
    vi.stubGlobal('fetch', pool.stub);
    const config = parseAmplifyOutputs(JSON.stringify(outputs))!;
    const sent = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>(
      async () => new Response('{"data":{"ok":true}}', { status: 200 }),
    );
    const appsyncFetch = createAppSyncFetch({
      region: config.region,
      getCredentials: amplifyGuestCredentials(config),
      fetchImpl: sent as unknown as typeof fetch,
      now: () => new Date('2026-05-01T00:00:00Z'),
    });

    const res = await appsyncFetch(config.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query":"{ ok }"}',
    });
    expect(res.status).toBe(200);
    expect(pool.calls.some((t) => t.endsWith('GetCredentialsForIdentity'))).toBe(true);
    const [url, init] = sent.mock.calls[0]!;
    expect(url).toBe(outputs.data.url);
    const headers = init!.headers as Record<string, string>;
    expect(headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=ASIAGUEST1\/20260501\/ap-northeast-1\/appsync\/aws4_request, SignedHeaders=[^,]*host[^,]*, Signature=[0-9a-f]{64}$/,
    );
    expect(headers['x-amz-security-token']).toBe('token-1');
    expect(headers['x-amz-date']).toBe('20260501T000000Z');
    expect(init!.body).toBe('{"query":"{ ok }"}');
  });

  it('refreshes guest credentials after 50 minutes', async () => {
    const pool = stubIdentityPool();
    vi.stubGlobal('fetch', pool.stub);
    const config = parseAmplifyOutputs(
      JSON.stringify({
        ...outputs,
        auth: { ...outputs.auth, identity_pool_id: 'ap-northeast-1:refresh-test' },
      }),
    )!;
    let t = 1_000_000;
    const provider = amplifyGuestCredentials(config, () => t);
    const first = await provider();
    t += CREDENTIALS_REFRESH_MS - 1;
    expect((await provider()).accessKeyId).toBe(first.accessKeyId);
    t += 1;
    expect((await provider()).accessKeyId).not.toBe(first.accessKeyId);
  });

  it('an unauthorised response surfaces as Unauthorized', async () => {
    const appsyncFetch = createAppSyncFetch({
      region: 'ap-northeast-1',
      getCredentials: async () => ({ accessKeyId: 'A', secretAccessKey: 'S' }),
      fetchImpl: (async () =>
        new Response('{"errors":[{"errorType":"UnauthorizedException"}]}', {
          status: 401,
        })) as unknown as typeof fetch,
    });
    await expect(
      appsyncFetch('https://x.appsync-api.ap-northeast-1.amazonaws.com/graphql', {
        method: 'POST',
        body: '{}',
      }),
    ).rejects.toMatchObject({ name: 'Unauthorized', message: 'Unauthorized' });
  });

  it('a credentials failure from the identity pool surfaces as Unauthorized', async () => {
    const appsyncFetch = createAppSyncFetch({
      region: 'ap-northeast-1',
      getCredentials: async () => {
        throw Object.assign(
          new Error('Unauthenticated access is not supported for this identity pool.'),
          { name: 'NotAuthorizedException' },
        );
      },
      fetchImpl: vi.fn() as unknown as typeof fetch,
    });
    await expect(
      appsyncFetch('https://x/graphql', { method: 'POST', body: '{}' }),
    ).rejects.toMatchObject({ message: 'Unauthorized' });
  });
});

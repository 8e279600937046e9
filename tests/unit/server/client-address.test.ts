import type { IncomingMessage } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { clientIpOf } from '@/lib/server/security/rate-limit';
import {
  CLIENT_ADDRESS_HEADER,
  clientAddressOf,
  prepareIncoming,
  proxyTrustFrom,
  ProxyTrustError,
} from '@/lib/server/server-process.mjs';

/** An incoming request as node:http hands it to scripts/serve.mjs. */
const incoming = (peer: string, headers: Record<string, string>) =>
  ({ socket: { remoteAddress: peer }, headers: { ...headers } }) as unknown as IncomingMessage;

afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('hikari.server-process.served')];
});

describe('proxy trust of the production server (TRUSTED_PROXY_HOPS, TRUSTED_PROXY_CIDRS)', () => {
  it('refuses hops without the proxies that may set X-Forwarded-For, and bad entries', () => {
    expect(proxyTrustFrom({}).hops).toBe(0);
    expect(() => proxyTrustFrom({ TRUSTED_PROXY_HOPS: '1' })).toThrow(ProxyTrustError);
    expect(() => proxyTrustFrom({ TRUSTED_PROXY_HOPS: 'one' })).toThrow(/whole number/);
    expect(() =>
      proxyTrustFrom({ TRUSTED_PROXY_HOPS: '1', TRUSTED_PROXY_CIDRS: '10.0.0.0/33' }),
    ).toThrow(/not an address/);
    expect(
      proxyTrustFrom({ TRUSTED_PROXY_HOPS: '1', TRUSTED_PROXY_CIDRS: '10.0.0.0/8, ::1' }).hops,
    ).toBe(1);
  });

  it('without proxies the client is the socket address, whatever X-Forwarded-For says', () => {
    const trust = proxyTrustFrom({});
    expect(clientAddressOf(trust, '203.0.113.7', '192.0.2.1')).toBe('203.0.113.7');
    expect(clientAddressOf(trust, '::ffff:203.0.113.7', undefined)).toBe('203.0.113.7');
  });

  it('behind trusted proxies, the entry each appended; from any other peer, the peer itself', () => {
    const one = proxyTrustFrom({ TRUSTED_PROXY_HOPS: '1', TRUSTED_PROXY_CIDRS: '10.0.0.5' });
    expect(clientAddressOf(one, '10.0.0.5', '192.0.2.1, 198.51.100.2')).toBe('198.51.100.2');
    // An instance reached directly: a random X-Forwarded-For buys no fresh budget.
    for (const spoofed of ['192.0.2.1', '192.0.2.2', '192.0.2.3'])
      expect(clientAddressOf(one, '203.0.113.9', spoofed)).toBe('203.0.113.9');
    const two = proxyTrustFrom({ TRUSTED_PROXY_HOPS: '2', TRUSTED_PROXY_CIDRS: '10.0.0.0/24' });
    expect(clientAddressOf(two, '10.0.0.5', '192.0.2.1, 198.51.100.2, 10.0.0.4')).toBe(
      '198.51.100.2',
    );
    // The inner proxy reached past the outer one: the address it saw is the client.
    expect(clientAddressOf(two, '10.0.0.5', '192.0.2.1, 203.0.113.50')).toBe('203.0.113.50');
  });

  it('sets the client address header after removing a client-sent copy and forged forwarding headers', () => {
    const trust = proxyTrustFrom({ TRUSTED_PROXY_HOPS: '1', TRUSTED_PROXY_CIDRS: '10.0.0.5' });
    const direct = incoming('203.0.113.9', {
      [CLIENT_ADDRESS_HEADER]: '192.0.2.200',
      'x-forwarded-for': '192.0.2.1',
      'x-forwarded-host': 'evil.example',
      host: 'shop.example',
    });
    prepareIncoming(trust, direct);
    expect(direct.headers).toEqual({
      [CLIENT_ADDRESS_HEADER]: '203.0.113.9',
      host: 'shop.example',
    });
    const proxied = incoming('10.0.0.5', {
      'x-forwarded-for': '198.51.100.2',
      'x-forwarded-host': 'shop.example',
    });
    prepareIncoming(trust, proxied);
    expect(proxied.headers[CLIENT_ADDRESS_HEADER]).toBe('198.51.100.2');
    expect(proxied.headers['x-forwarded-host']).toBe('shop.example');
  });

  it('the application reads that header only when the production server set it', () => {
    const request = new Request('http://local/', {
      headers: { [CLIENT_ADDRESS_HEADER]: '192.0.2.9' },
    });
    // Without the production server in front (next dev), a client-sent copy is ignored.
    expect(clientIpOf(request)).toBeNull();
    prepareIncoming(proxyTrustFrom({}), incoming('203.0.113.9', {}));
    expect(clientIpOf(request)).toBe('192.0.2.9');
  });
});

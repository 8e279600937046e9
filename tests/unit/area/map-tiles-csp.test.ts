import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, mapTileOrigin } from '@/lib/security/headers.mjs';

const directive = (csp: string, name: string) =>
  csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

describe('the pin map tile server in the Content-Security-Policy', () => {
  it('allows 地理院タイル by default, a configured tile server instead, nothing for our own path', () => {
    expect(mapTileOrigin({})).toBe('https://cyberjapandata.gsi.go.jp');
    const csp = contentSecurityPolicy({ env: {} });
    expect(directive(csp, 'img-src')).toContain('https://cyberjapandata.gsi.go.jp');
    expect(directive(csp, 'connect-src')).toContain('https://cyberjapandata.gsi.go.jp');

    const env = { NEXT_PUBLIC_MAP_TILE_URL: 'https://tiles.example.jp/std/{z}/{x}/{y}.png' };
    const custom = contentSecurityPolicy({ env });
    expect(directive(custom, 'connect-src')).toContain('https://tiles.example.jp');
    expect(custom).not.toContain('cyberjapandata');

    expect(mapTileOrigin({ NEXT_PUBLIC_MAP_TILE_URL: '/tiles/{z}/{x}/{y}.png' })).toBeNull();
  });
});

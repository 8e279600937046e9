import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticAssets } from '@/lib/server/static-assets.mjs';

// The site's server answers the build's static files itself (scripts/serve.mjs); anything else
// goes to Next. A real server on loopback, a build directory of its own.

const SCRIPT = `globalThis.site = ${JSON.stringify('光回線'.repeat(300))};`;
const HEADERS = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Content-Security-Policy', value: "default-src 'self'" },
];

let nextDir: string;
let server: http.Server;
let port: number;

beforeAll(async () => {
  nextDir = mkdtempSync(path.join(tmpdir(), 'static-assets-'));
  const chunks = path.join(nextDir, 'static', 'chunks');
  mkdirSync(chunks, { recursive: true });
  writeFileSync(path.join(chunks, 'app.js'), SCRIPT);
  writeFileSync(path.join(chunks, 'app.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(chunks, 'app.js.gz'), gzipSync(SCRIPT));
  writeFileSync(path.join(chunks, 'plain.css'), 'body{margin:0}');
  // A file outside static/ that must never be answered.
  writeFileSync(path.join(nextDir, 'secret.json'), '{"key":"x"}');
  const serveStatic = staticAssets(nextDir, HEADERS);
  server = http.createServer((req, res) => {
    if (serveStatic(req, res)) return;
    res.writeHead(418, { 'X-Answered-By': 'next' });
    res.end(req.url);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(nextDir, { recursive: true, force: true });
});

/**
 * A raw request (node:http neither decodes the body nor normalises the path), answering status,
 * headers and body bytes.
 */
function get(
  pathname: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path: pathname, method, headers },
      (res) => {
        const parts: Buffer[] = [];
        res.on('data', (c: Buffer) => parts.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(parts) }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('the build’s static files from their compressed copies (lib/server/static-assets.mjs)', () => {
  it('sends the brotli copy to a browser that accepts it, the gzip one to one that accepts only gzip', async () => {
    const br = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.equals(brotliCompressSync(SCRIPT))).toBe(true);
    expect(br.headers.vary).toBe('Accept-Encoding');

    const gz = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.body.equals(gzipSync(SCRIPT))).toBe(true);

    const plain = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('answers with Next’s content type, a year’s immutable caching and the given headers', async () => {
    for (const [pathname, type] of [
      ['/_next/static/chunks/app.js', 'application/javascript; charset=UTF-8'],
      ['/_next/static/chunks/plain.css?v=1', 'text/css; charset=UTF-8'],
    ] as const) {
      const res = await get(pathname, { 'accept-encoding': 'br' });
      expect(res.status, pathname).toBe(200);
      expect(res.headers['content-type'], pathname).toBe(type);
      expect(res.headers['cache-control'], pathname).toBe('public,max-age=31536000,immutable');
      expect(res.headers['x-content-type-options'], pathname).toBe('nosniff');
      expect(res.headers['content-security-policy'], pathname).toBe("default-src 'self'");
    }
  });

  it('answers 304 to a matching If-None-Match, and HEAD without a body', async () => {
    const first = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br' });
    const again = await get('/_next/static/chunks/app.js', {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);

    const head = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.body.length).toBe(0);
  });

  it('leaves every other request to Next: other methods, paths, missing files, files outside static/', async () => {
    for (const [pathname, method] of [
      ['/_next/static/chunks/app.js', 'POST'],
      ['/_next/static/chunks/missing.js', 'GET'],
      ['/_next/static/../secret.json', 'GET'],
      ['/_next/static/%2e%2e/secret.json', 'GET'],
      ['/_next/data/app.js', 'GET'],
      ['/', 'GET'],
    ] as const) {
      const res = await get(pathname, { 'accept-encoding': 'br' }, method);
      expect(res.status, `${method} ${pathname}`).toBe(418);
      expect(res.headers['x-answered-by'], pathname).toBe('next');
      // Next gets the URL as it came.
      expect(res.body.toString(), pathname).toBe(pathname);
    }
  });
});

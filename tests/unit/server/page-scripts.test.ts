import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import compression from 'compression';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deferPageScripts,
  deferredScriptSources,
  scriptDeferral,
} from '@/lib/server/page-scripts.mjs';

// A page as Next writes it: chunk scripts async in <head> with a low-priority preload, the
// Turbopack runtime's entry once more in the body, a script of another origin, Japanese text.
const CHUNKS = ['/_next/static/chunks/a1.js', '/_next/static/chunks/turbopack-b2.js'];
const HEAD =
  '<!DOCTYPE html><html lang="ja"><head><meta charSet="utf-8"/>' +
  `<script src="${CHUNKS[0]}" async=""></script><script src="${CHUNKS[1]}" async=""></script>` +
  '<link rel="stylesheet" href="/_next/static/chunks/s.css"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/c3.js"/>' +
  '<script src="https://www.googletagmanager.com/gtm.js" async=""></script></head>';
const BODY =
  '<body><h1>光回線のお申し込み</h1><script id="_R_">self.x=1</script>' +
  '<script src="/_next/static/chunks/c3.js" async=""></script>' +
  `<script>self.__next_f.push([1,"${'料金'.repeat(400)}"])</script></body></html>`;
const PAGE = HEAD + BODY;

/** Runs the rewrite over `page` cut into pieces of `size` bytes. */
function rewriteInPieces(page: Buffer, size: number): string {
  const deferral = scriptDeferral();
  const out: Buffer[] = [];
  for (let i = 0; i < page.length; i += size) out.push(deferral.push(page.subarray(i, i + size)));
  out.push(deferral.end());
  return Buffer.concat(out).toString('utf8');
}

/** The sources the inline loader appends, when it is the last thing before </body>. */
function loaded(html: string): string[] {
  const sources = deferredScriptSources(html);
  expect(html).toMatch(/<script>\(function\(s\)\{[^<]*\)<\/script><\/body>/);
  return sources;
}

describe('a page’s scripts after its first frame (lib/server/page-scripts.mjs)', () => {
  it('takes the chunk tags and their preload out and loads the chunks from one loader before </body>, in order, whatever the cuts', () => {
    const page = Buffer.from(PAGE);
    // Every cut size from one byte (splits every tag and every Japanese character) to the whole.
    for (const size of [1, 2, 3, 7, 64, 150, 1000, page.length]) {
      const html = rewriteInPieces(page, size);
      expect(html, `pieces of ${size}`).not.toMatch(/<script src="\/_next\/[^"]*" async=""/);
      expect(html, `pieces of ${size}`).not.toContain('rel="preload" as="script"');
      expect(loaded(html), `pieces of ${size}`).toEqual([...CHUNKS, '/_next/static/chunks/c3.js']);
      // Everything else as it was: the text, the inline scripts, the style sheet, another origin's script.
      const rest = html.replace(/<script>\(function\(s\).*?<\/script><\/body>/, '</body>');
      expect(rest, `pieces of ${size}`).toBe(
        PAGE.replace(
          /<script src="\/_next\/static\/chunks\/[^"]+" async=""><\/script>/g,
          '',
        ).replace(/<link rel="preload" as="script"[^>]*\/>/, ''),
      );
    }
  });

  it('sends a streamed part on at once, holding back only what may begin a tag it rewrites', () => {
    const deferral = scriptDeferral();
    expect(deferral.push(Buffer.from('<body><p>光回線</p><div>')).toString()).toBe(
      '<body><p>光回線</p><div>',
    );
    expect(deferral.push(Buffer.from('<p>a < b</p><scr')).toString()).toBe('<p>a < b</p>');
    expect(
      deferral.push(Buffer.from('ipt src="/_next/static/chunks/x.js" async="">')).toString(),
    ).toBe('');
    expect(deferral.push(Buffer.from('</script><p>次</p></bo')).toString()).toBe('<p>次</p>');
    // A document cut short: what was held, then the loader.
    expect(deferral.end().toString()).toMatch(
      /^<\/bo<script>\(function\(s\).*\["\/_next\/static\/chunks\/x\.js"\]\)<\/script>$/,
    );
  });

  it('the loader appends the scripts after the first frame, or at once in a hidden page', () => {
    const html = rewriteInPieces(Buffer.from(PAGE), 4096);
    const code = /<script>(\(function\(s\).*?)<\/script><\/body>/.exec(html)![1]!;
    for (const visibilityState of ['visible', 'hidden'] as const) {
      const appended: string[] = [];
      const frames: (() => void)[] = [];
      const tasks: (() => void)[] = [];
      const document = {
        visibilityState,
        createElement: () => ({ src: '', async: false }),
        head: {
          appendChild: (e: { src: string; async: boolean }) => appended.push(`${e.src} ${e.async}`),
        },
      };
      new Function('document', 'requestAnimationFrame', 'setTimeout', code)(
        document,
        (f: () => void) => frames.push(f),
        (f: () => void) => tasks.push(f),
      );
      const all = [...CHUNKS, '/_next/static/chunks/c3.js'].map((s) => `${s} true`);
      if (visibilityState === 'hidden') {
        expect(appended).toEqual(all);
        continue;
      }
      // Nothing before the frame, nothing in the frame's callbacks: in the task after it.
      expect(appended).toEqual([]);
      frames.splice(0).forEach((f) => f());
      expect(appended).toEqual([]);
      tasks.splice(0).forEach((f) => f());
      expect(appended).toEqual(all);
    }
  });

  it('a document without </body> gets the loader at its end; one without chunk tags is unchanged', () => {
    const cut = rewriteInPieces(Buffer.from(HEAD + '<body><p>途中'), 5);
    expect(loaded(cut + '</body>')).toEqual(CHUNKS);
    const plain = '<!DOCTYPE html><html><body><p>a < b</p><p>x<</p></body></html>';
    expect(rewriteInPieces(Buffer.from(plain), 3)).toBe(plain);
  });
});

describe('the site’s server: pages rewritten, then compressed (deferPageScripts behind compression)', () => {
  let server: http.Server;
  let port: number;
  const compress = compression();
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      compress(req as never, res as never, () => {});
      deferPageScripts(res);
      // As Next answers: a prerendered page with its length, a streamed one in flushed parts,
      // JSON, and a page someone else compressed.
      if (req.url === '/static') {
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('Content-Length', Buffer.byteLength(PAGE));
        res.setHeader('ETag', '"e1"');
        res.end(PAGE);
      } else if (req.url === '/streamed') {
        res.statusCode = 200;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        const page = Buffer.from(PAGE);
        let at = 0;
        const next = () => {
          if (at >= page.length) return res.end();
          res.write(page.subarray(at, (at += 97)));
          (res as unknown as { flush(): void }).flush();
          setImmediate(next);
        };
        next();
      } else if (req.url === '/compressed') {
        const gzipped = gzipSync(PAGE);
        res.writeHead(200, {
          'Content-Type': 'text/html; charset=utf-8',
          'Content-Encoding': 'gzip',
          'Content-Length': gzipped.length,
        });
        res.end(gzipped);
      } else {
        const json = JSON.stringify({ data: { text: PAGE } });
        res.writeHead(200, {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(json),
        });
        res.end(json);
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const get = (pathname: string, encoding: string) =>
    new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get(
          { host: '127.0.0.1', port, path: pathname, headers: { 'accept-encoding': encoding } },
          (res) => {
            const parts: Buffer[] = [];
            res.on('data', (c: Buffer) => parts.push(c));
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(parts) }));
          },
        )
        .on('error', reject);
    });

  it('a page, whole or streamed, goes out rewritten and compressed for what the client accepts, without the old length', async () => {
    const expected = rewriteInPieces(Buffer.from(PAGE), 1 << 20);
    for (const pathname of ['/static', '/streamed']) {
      const br = await get(pathname, 'gzip, deflate, br');
      expect(br.headers['content-encoding'], pathname).toBe('br');
      expect(br.headers['content-length'], pathname).toBeUndefined();
      expect(brotliDecompressSync(br.body).toString(), pathname).toBe(expected);
      const gz = await get(pathname, 'gzip');
      expect(gz.headers['content-encoding'], pathname).toBe('gzip');
      expect(gunzipSync(gz.body).toString(), pathname).toBe(expected);
      const plain = await get(pathname, 'identity');
      expect(plain.headers['content-encoding'], pathname).toBeUndefined();
      expect(plain.body.toString(), pathname).toBe(expected);
    }
    expect((await get('/static', 'br')).headers.etag).toBe('"e1"');
  });

  it('any other answer passes unchanged (compressed all the same), and a page compressed already too', async () => {
    const json = await get('/json', 'gzip');
    expect(json.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(json.body).toString())).toEqual({ data: { text: PAGE } });
    const compressed = await get('/compressed', 'gzip');
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.body.equals(gzipSync(PAGE))).toBe(true);
  });
});

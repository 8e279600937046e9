// The production server (`npm start`, `npm run serve`): Next's request handler (its programmatic
// API, as `next start` uses it) behind a plain node:http server that first takes the client
// address from the socket, or from X-Forwarded-For when the peer is a trusted proxy
// (TRUSTED_PROXY_HOPS, TRUSTED_PROXY_CIDRS), and removes forwarding headers any other peer sent
// (lib/server/server-process.mjs). Per-client rate limits then hold without a proxy too. It sends
// the build's static files from their precompressed copies, moves each page's scripts behind its
// first frame (lib/server/page-scripts.mjs) and compresses the rest of Next's answers itself
// (the compression middleware; Next's own is off in next.config.mjs).
//
//   node scripts/serve.mjs [-p <port>] [-H <hostname>] [--dir <project>]
//
// Port and hostname default to PORT and HOSTNAME, else 3000 and every interface. On SIGTERM or
// SIGINT it stops accepting connections, lets requests in flight finish (connections are cut after
// 10 s), then runs the shutdown tasks (the embedded database is closed cleanly) and exits.
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import compression from 'compression';
import {
  prepareIncoming,
  proxyTrustFrom,
  ProxyTrustError,
  runShutdownTasks,
} from '../lib/server/server-process.mjs';
import { keepGzipDictionaryOnFlush } from '../lib/server/gzip-flush.mjs';
import { deferPageScripts } from '../lib/server/page-scripts.mjs';
import { staticAssets } from '../lib/server/static-assets.mjs';
import { securityHeaders } from '../lib/security/headers.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', short: 'p' },
    hostname: { type: 'string', short: 'H' },
    dir: { type: 'string' },
  },
});
const port = Number(values.port ?? process.env.PORT ?? 3000);
const hostname = values.hostname ?? process.env.HOSTNAME;
const dir = path.resolve(values.dir ?? '.');

let trust;
try {
  trust = proxyTrustFrom(process.env);
} catch (error) {
  if (!(error instanceof ProxyTrustError)) throw error;
  console.error(`[server] refusing to start: ${error.message}`);
  process.exit(1);
}

// As `next start`: a production server, whatever the shell had, which knows its port (the draft
// preview asks its own server whether an image is served: app/(preview)/preview/[collection]/).
process.env.NODE_ENV = 'production';
process.env.PORT = String(port);
const { default: next } = await import('next');
const app = next({ dev: false, dir, hostname, port });
await app.prepare();
const handle = app.getRequestHandler();
// The build's scripts and styles from the compressed copies `npm run build` wrote, without Next's
// compression of each response (lib/server/static-assets.mjs); everything else goes to Next.
const serveStatic = staticAssets(path.join(dir, '.next'), securityHeaders({ dev: false }));
// Next's other answers compressed here (brotli, else gzip; next.config.mjs turns Next's own off):
// a page's scripts are moved behind its first frame before (lib/server/page-scripts.mjs).
// gzip's flush after each streamed chunk keeps its dictionary (lib/server/gzip-flush.mjs).
keepGzipDictionaryOnFlush();
const compress = compression();

// Requests whose handling has not finished: a client that went away closes its connection, but
// its request still runs (an application's transaction commits), so the database closes only
// after these too.
let inFlight = 0;
let onIdle = () => {};
const server = http.createServer((req, res) => {
  prepareIncoming(trust, req);
  // A static file touches no database: the shutdown need not wait for it.
  if (serveStatic(req, res)) return;
  inFlight++;
  compress(req, res, () => {});
  deferPageScripts(res);
  handle(req, res)
    .catch(() => {
      // Next answers its own errors; this is a failure of the handler itself. No request detail.
      console.error('[server] request handler failed');
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    })
    .finally(() => {
      if (--inFlight === 0) onIdle();
    });
});
// As `next start`: keep-alive longer than a typical proxy's (nginx 60 s), so the proxy closes first.
server.keepAliveTimeout = 65_000;
server.listen(port, hostname, () => {
  console.log(
    `[server] listening on http://${hostname ?? 'localhost'}:${port} (trusted proxy hops: ${trust.hops})`,
  );
});

let stopping = false;
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`[server] ${signal}: stopping`);
  const closed = new Promise((resolve) => server.close(resolve));
  const handled = new Promise((resolve) => {
    onIdle = resolve;
    if (inFlight === 0) resolve();
  });
  server.closeIdleConnections();
  const grace = setTimeout(() => server.closeAllConnections(), 10_000);
  grace.unref();
  // Whatever still runs 20 s after the signal, the process ends (the database as it is).
  setTimeout(() => {
    console.error(`[server] ${inFlight} request(s) still running after 20 s, exiting`);
    process.exit(1);
  }, 20_000).unref();
  await Promise.all([closed, handled]);
  clearTimeout(grace);
  await app.close().catch(() => {});
  await runShutdownTasks();
  process.exit(0);
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));

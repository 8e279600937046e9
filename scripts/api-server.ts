/**
 * The GraphQL API alone on a plain Node HTTP server (same yoga server as /api/graphql, without
 * Next): used by the crash test and `npm run bench:api`. Prints 'listening <port>' when ready.
 *   PORT=3102 DATA_DIR=.data-api tsx --conditions react-server scripts/api-server.ts
 * Runs the e-mail delivery worker as the Next server does, and takes each request's client address
 * as the site's own server does (scripts/serve.mjs: the socket's peer, or X-Forwarded-For from a
 * proxy of TRUSTED_PROXY_HOPS / TRUSTED_PROXY_CIDRS), so the per-client rate limits count what
 * they count in production. Stops cleanly on SIGTERM / SIGINT: it stops accepting connections,
 * every request already received runs to its end (also when its client has gone away), the mail
 * worker finishes its round, then the database is closed.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getDatabase } from '@/lib/server/db/client';
import { startMailWorker } from '@/lib/server/mail/start';
import { createGraphqlServer } from '@/lib/server/graphql/yoga';
import { prepareDatabase } from '@/lib/server/ops/start';
import { prepareIncoming, proxyTrustFrom } from '@/lib/server/server-process.mjs';

async function main(): Promise<void> {
  const trust = proxyTrustFrom(process.env);
  const database = await getDatabase();
  // As the Next server's start (instrumentation.ts): the embedded demo gets its sample data.
  await prepareDatabase(database, { demo: true });
  const yoga = createGraphqlServer({ database });
  // The e-mail delivery worker, as in the Next server (instrumentation.ts).
  const mail = startMailWorker(async () => database);
  // Requests whose handling has not finished. A client that goes away closes its connection, but
  // its request still runs (an application's transaction commits): the database must stay open
  // until the handler is done, so closing waits for this count as well as for the connections.
  let inFlight = 0;
  let onIdle: (() => void) | undefined;
  const server = createServer((req, res) => {
    inFlight++;
    prepareIncoming(trust, req);
    void Promise.resolve(yoga(req, res)).finally(() => {
      if (--inFlight === 0) onIdle?.();
    });
  });
  server.listen(Number(process.env.PORT ?? 0), process.env.HOST ?? '127.0.0.1', () => {
    console.log(`listening ${(server.address() as AddressInfo).port}`);
  });
  const stop = () => {
    // Requests in flight finish (an application being stored is committed and answered) before
    // the database closes; idle keep-alive connections close now, connections still open after
    // 5 s are cut, and after 15 s the process exits whatever still runs, so it always ends.
    const handled = new Promise<void>((resolve) => {
      onIdle = resolve;
      if (inFlight === 0) resolve();
    });
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    void Promise.all([closed, handled])
      .then(() => mail.then((worker) => worker.stop()))
      .then(() => database.close())
      .then(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), 5_000).unref();
    setTimeout(() => {
      console.error(`stopping: ${inFlight} requests still running after 15 s, exiting`);
      process.exit(1);
    }, 15_000).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

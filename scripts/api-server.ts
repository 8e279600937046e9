/**
 * The GraphQL API alone on a plain Node HTTP server (same yoga server as /api/graphql, without
 * Next): used by the crash test and `npm run bench:api`. Prints 'listening <port>' when ready.
 *   PORT=3102 DATA_DIR=.data-api tsx --conditions react-server scripts/api-server.ts
 * Stops cleanly on SIGTERM / SIGINT: requests in flight are answered, then the database is closed.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getDatabase } from '@/lib/server/db/client';
import { createGraphqlServer } from '@/lib/server/yoga';

async function main(): Promise<void> {
  const database = await getDatabase();
  const yoga = createGraphqlServer({ database });
  const server = createServer(yoga);
  server.listen(Number(process.env.PORT ?? 0), process.env.HOST ?? '127.0.0.1', () => {
    console.log(`listening ${(server.address() as AddressInfo).port}`);
  });
  const stop = () => {
    // Requests in flight finish (an application being stored is committed and answered) before
    // the database closes; idle keep-alive connections close now, and anything still open after
    // 5 s is cut so the process always ends.
    server.close(() => void database.close().then(() => process.exit(0)));
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), 5_000).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

import 'server-only';
import type { Database } from '../db/client';
import { createMailTransport } from './transport';
import { MailWorker } from './worker';

const workerKey = Symbol.for('hikari.server.mail-worker');
type GlobalWithWorker = typeof globalThis & { [workerKey]?: Promise<MailWorker> };

/** Seconds between attempts to open the database for the worker when it is not reachable yet. */
const RETRY_OPEN_MS = 5_000;

/**
 * Starts this process's delivery worker once (kept on globalThis, so a dev-server reload keeps
 * one) as soon as `open` (getDatabase) succeeds, trying again every RETRY_OPEN_MS while it fails,
 * on the transport of SMTP_URL or the .eml directory (createMailTransport); logs where mail goes.
 * On SIGTERM and SIGINT the worker stops claiming and the round in progress marks what it sent
 * (a message cut off mid-send is sent again by any instance after its lease, same Message-ID);
 * when no other handler of the signal is left (Next's own exits the process) the signal is raised
 * again so the default exit still happens. Never throws.
 */
export function startMailWorker(open: () => Promise<Database>): Promise<MailWorker> {
  const g = globalThis as GlobalWithWorker;
  g[workerKey] ??= new Promise<MailWorker>((resolve) => {
    const attempt = () => {
      open().then(
        (database) => {
          const transport = createMailTransport();
          const worker = new MailWorker(database.db, transport);
          worker.start();
          const stop = (signal: NodeJS.Signals) => {
            void worker.stop().finally(() => {
              transport.close();
              if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
            });
          };
          process.once('SIGTERM', stop);
          process.once('SIGINT', stop);
          console.info(
            `[mail] delivery worker started: ${transport.kind === 'smtp' ? 'SMTP (SMTP_URL)' : '.eml files in <DATA_DIR>/mail/ (set SMTP_URL to send)'}`,
          );
          resolve(worker);
        },
        () => setTimeout(attempt, RETRY_OPEN_MS).unref(),
      );
    };
    attempt();
  });
  return g[workerKey];
}

import { spawn } from 'node:child_process';
import path from 'node:path';

/** The project's Next.js CLI, run with node (a copy of the site in tmp/ resolves the same one). */
export const NEXT_BIN = path.resolve('node_modules/next/dist/bin/next');

/** The site's production server (npm run serve), run with node in the build's directory. */
export const SERVE = 'scripts/serve.mjs';

/** A production server a spec starts besides the suite's own (playwright.config.ts webServer). */
export interface NextServer {
  /** 'http://127.0.0.1:<port>'. */
  url: string;
  /**
   * Ends the server (its whole process group: SIGTERM, SIGKILL after 10 s) and resolves once it
   * has exited.
   */
  stop(): Promise<void>;
}

/** How long stop() lets a server end by itself after SIGTERM before it kills the group. */
const STOP_GRACE_MS = 10_000;

/**
 * The address of a spec's own server: 127.0.0.1, port E2E_PORT (3100 unless set) + `portOffset`.
 * Specs run one at a time (playwright.config.ts workers: 1) and stop() waits for the exit, so two
 * specs may use the same offset.
 */
export function nextServerUrl(portOffset: number): string {
  return `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + portOffset}`;
}

/**
 * Starts the production server (scripts/serve.mjs) of a build at `url` (from nextServerUrl), for the specs that need a server
 * of their own (own data directory, CMS on, another clock): this process's environment plus
 * `env`, in `cwd` (default: the project, i.e. the suite's build). The server runs in a process
 * group of its own so that stop() ends Next's workers too; its output goes to this terminal when
 * E2E_SERVER_LOG is set. Resolves once `ready()` is true (a throw counts as not yet), polled every
 * `intervalMs` (500) up to `attempts` (240) times; otherwise stops the server and throws
 * '<name> server did not start'.
 */
export async function startNextServer(opts: {
  name: string;
  url: string;
  env?: Record<string, string | undefined>;
  cwd?: string;
  ready: () => Promise<boolean>;
  attempts?: number;
  intervalMs?: number;
}): Promise<NextServer> {
  const { url } = opts;
  const port = new URL(url).port;
  const cwd = opts.cwd ?? process.cwd();
  const child = spawn(process.execPath, [SERVE, '-p', port, '-H', '127.0.0.1'], {
    cwd,
    // PWD too: a copy's contentlayer2 and Next take their working directory from it.
    env: { ...process.env, PWD: cwd, ...opts.env },
    stdio: process.env.E2E_SERVER_LOG ? 'inherit' : 'ignore',
    detached: true,
  });
  let running = true;
  const exited = new Promise<void>((resolve) => {
    const end = () => {
      running = false;
      resolve();
    };
    child.once('exit', end);
    child.once('error', end);
  });
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      /* already stopped */
    }
  };
  const stop = async () => {
    if (running) signal('SIGTERM');
    // A server still up after STOP_GRACE_MS (a connection it waits for) is killed, so a spec
    // never waits out its whole timeout on a stop.
    const kill = setTimeout(() => running && signal('SIGKILL'), STOP_GRACE_MS);
    await exited;
    clearTimeout(kill);
  };
  for (let i = 0; i < (opts.attempts ?? 240) && running; i++) {
    if (await opts.ready().catch(() => false)) return { url, stop };
    await new Promise((r) => setTimeout(r, opts.intervalMs ?? 500));
  }
  await stop();
  throw new Error(`${opts.name} server did not start`);
}

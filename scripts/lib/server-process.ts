import { spawn, type ChildProcess } from 'node:child_process';

/** A server started by startServerProcess, listening on 127.0.0.1. */
export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** Its GraphQL endpoint, `http://127.0.0.1:<port>/api/graphql`. */
  url: string;
  /** Its stdout and stderr so far. */
  output: () => string;
  /** SIGTERM (a clean stop); resolves with the exit code once it has exited (at once if it had). */
  stop: () => Promise<number | null>;
  /** SIGKILL (a crash); resolves once it has exited. */
  kill: () => Promise<void>;
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/**
 * Starts `script` (default the API server, scripts/api-server.ts; the bench's floor server prints
 * the same line) as one process, node with the tsx loader rather than the tsx wrapper, so that a
 * SIGKILL hits the server itself. Environment: this process's, PORT=0 (a free port) and
 * NODE_ENV=production, then `env`. Resolves when the server prints `listening <port>`; rejects
 * with its output when it exits before. `nodeArgs` go before the loader (e.g. --cpu-prof);
 * `echoStderr` copies its stderr to this process's.
 */
export function startServerProcess(options: {
  env: Record<string, string | undefined>;
  script?: string;
  nodeArgs?: string[];
  echoStderr?: boolean;
}): Promise<ServerProcess> {
  const { env, script = 'scripts/api-server.ts', nodeArgs = [], echoStderr = false } = options;
  const child = spawn(
    process.execPath,
    [...nodeArgs, '--import', 'tsx', '--conditions', 'react-server', script],
    {
      env: { ...process.env, PORT: '0', NODE_ENV: 'production', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening (\d+)/.exec(output);
      if (match) {
        const port = Number(match[1]);
        resolve({
          child,
          port,
          url: `http://127.0.0.1:${port}/api/graphql`,
          output: () => output,
          stop: () =>
            new Promise((done) => {
              if (exited(child)) return done(child.exitCode);
              child.once('exit', (code) => done(code));
              child.kill('SIGTERM');
            }),
          kill: async () => {
            if (exited(child)) return;
            const gone = new Promise((done) => child.once('exit', done));
            child.kill('SIGKILL');
            await gone;
          },
        });
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (echoStderr) process.stderr.write(chunk);
    });
    child.on('exit', (code) => reject(new Error(`${script} exited (${code}): ${output}`)));
  });
}

/**
 * A throwaway Postgres for the benchmarks (bench:api --postgres, bench:scale): Debian's postgresql
 * binaries (/usr/lib/postgresql/<newest>/bin, or PG_BIN), a new cluster in a temporary directory,
 * listening on 127.0.0.1 only (port BENCH_PG_PORT, else a free one), trust authentication for the
 * local user `postgres`. stop() shuts it down and removes the directory. Run as root, the server
 * runs as the `postgres` system user (runuser), as .ci/run does. scratchDatabase makes a database
 * of its own on any Postgres server (the tests', bench:api's store floor).
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface PostgresCluster {
  url: string;
  port: number;
  /**
   * The postmaster's pid (its backends are its children), read from its data directory; null once
   * stopped.
   */
  postmasterPid: () => number | null;
  stop: () => void;
}

function postgresBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(a) - Number(b))
    : [];
  if (versions.length === 0)
    throw new Error('No Postgres binaries: apt-get install postgresql (or set PG_BIN)');
  return path.join(root, versions.at(-1)!, 'bin');
}

/** A TCP port on 127.0.0.1 nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts a new Postgres cluster on loopback; see the module comment. */
export async function startPostgres(): Promise<PostgresCluster> {
  const bin = postgresBin();
  const port = Number(process.env.BENCH_PG_PORT ?? 0) || (await freePort());
  const dir = mkdtempSync(path.join(tmpdir(), 'hikari-pg-'));
  const root = userInfo().uid === 0;
  const run = (cmd: string, args: string[]) =>
    root
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args], {
          stdio: 'pipe',
        })
      : execFileSync(path.join(bin, cmd), args, { stdio: 'pipe' });
  if (root) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8']);
  run('pg_ctl', [
    '-D',
    data,
    '-l',
    path.join(dir, 'log'),
    '-w',
    '-o',
    `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${dir} -c max_connections=200 -c fsync=on`,
    'start',
  ]);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    } catch {
      // already down
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const postmasterPid = () => {
    try {
      return Number(readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]) || null;
    } catch {
      return null;
    }
  };
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, port, postmasterPid, stop };
}

/**
 * A new, empty database on the Postgres server of `serverUrl`: its name
 * (`<prefix>_<time>_<random>`), its URL, and drop() that deletes it (open connections closed by
 * force).
 */
export async function scratchDatabase(
  serverUrl: string,
  prefix = 'test',
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

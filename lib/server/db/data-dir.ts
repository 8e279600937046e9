import 'server-only';
import { chmodSync, lstatSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ConfigurationError } from '../security/configuration-error';

/** The data directory (DATA_DIR, default '.data' in the working directory). */
export function dataDirectory(): string {
  return path.resolve(/*turbopackIgnore: true*/ process.env.DATA_DIR ?? '.data');
}

/**
 * Creates `dir` (and missing parents) owner-only (0700), or checks an existing one. The embedded
 * database and the generated encryption key live there, so no other local user may read it.
 * Errors: throws (with the fix in the message) when the directory is world-writable: another user
 * could swap the database or the key. An existing directory readable by others is tightened to
 * 0700.
 */
export function ensurePrivateDirectory(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const mode = statSync(dir).mode & 0o777;
  if (mode & 0o002) {
    throw new ConfigurationError(
      `The data directory ${dir} is world-writable (mode ${mode.toString(8)}): refusing to start. ` +
        `Make it private to the server's user, e.g. chmod 700 ${dir}.`,
    );
  }
  if (mode & 0o077) chmodSync(dir, 0o700);
}

/**
 * Makes everything under `dir` owner-only: directories 0700, files 0600 (symbolic links are not
 * followed). PGlite writes its files with mode 0666 whatever the umask, so this runs after it
 * opened and closed the database.
 */
export function restrictTree(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isSymbolicLink()) continue;
    if (entry.isDirectory()) {
      chmodSync(full, 0o700);
      restrictTree(full);
    } else if (entry.isFile() && (lstatSync(full).mode & 0o777) !== 0o600) {
      chmodSync(full, 0o600);
    }
  }
}

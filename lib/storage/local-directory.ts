import 'server-only';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertStorageKey, type FileStorage } from './file-storage';

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  webp: 'image/webp',
};

/**
 * FileStorage in a local directory: the key is the path below `root` (created on first write).
 * Writes go to a temporary file renamed into place, so a reader never sees half a file. The
 * content type is derived from the extension (png, webp; else application/octet-stream).
 */
export function localDirectoryStorage(root: string): FileStorage {
  const fileOf = (key: string) => {
    assertStorageKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(tmp, body, { mode: 0o600 });
      await rename(tmp, file);
    },
    async get(key) {
      try {
        const body = await readFile(fileOf(key));
        const ext = key.slice(key.lastIndexOf('.') + 1);
        return {
          body: new Uint8Array(body),
          contentType: CONTENT_TYPES[ext] ?? 'application/octet-stream',
        };
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw e;
      }
    },
    async exists(key) {
      try {
        return (await stat(fileOf(key))).isFile();
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw e;
      }
    },
  };
}

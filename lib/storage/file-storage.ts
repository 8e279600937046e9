/**
 * File storage for uploaded files (map images of new builds without an address). Keys are
 * relative paths of `[a-z0-9-]` segments joined by '/', with a file extension
 * ('map-images/<uuid>.png'); an application refers to its file by key (installationInfo.image).
 * Implementations: a directory (lib/storage/local-directory.ts, the default under DATA_DIR) and an
 * S3-compatible bucket (lib/storage/s3.ts). Server-only.
 */
export interface FileStorage {
  /** Stores the bytes under the key, replacing any earlier file. */
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** The file, or null when no file has the key. */
  get(key: string): Promise<StoredFile | null>;
  /** True when a file has the key. */
  exists(key: string): Promise<boolean>;
}

export interface StoredFile {
  body: Uint8Array;
  contentType: string;
}

const KEY_PATTERN = /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*\.[a-z0-9]{1,5}$/;

/** Throws for a key that could leave the storage root ('..', absolute paths, odd characters). */
export function assertStorageKey(key: string): void {
  if (key.length > 200 || !KEY_PATTERN.test(key)) throw new Error(`invalid storage key: ${key}`);
}

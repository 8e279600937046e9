import 'server-only';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FileStorage } from './file-storage';
import { localDirectoryStorage } from './local-directory';
import { s3Storage, type S3LikeClient } from './s3';

export type { FileStorage, StoredFile } from './file-storage';
export { localDirectoryStorage } from './local-directory';
export { s3Storage } from './s3';

let storage: FileStorage | null = null;

/**
 * The process-wide file storage, chosen by the environment:
 * - `STORAGE_S3_BUCKET` set: that S3-compatible bucket through @aws-sdk/client-s3 (install it
 *   with `npm install @aws-sdk/client-s3`; it reads the usual AWS_REGION / AWS_ACCESS_KEY_ID /
 *   AWS_SECRET_ACCESS_KEY, and `STORAGE_S3_ENDPOINT` for a non-AWS service, path-style), keys
 *   under `STORAGE_S3_PREFIX` (default '');
 * - otherwise the directory `STORAGE_DIR`, default `<DATA_DIR>/files` (DATA_DIR default '.data').
 */
export function getStorage(): FileStorage {
  if (storage) return storage;
  const bucket = process.env.STORAGE_S3_BUCKET;
  if (bucket) {
    // Required at run time only, so a build without a bucket needs no AWS SDK.
    const sdkName = '@aws-sdk/client-s3';
    const sdk = createRequire(import.meta.url)(sdkName) as {
      S3: new (config: Record<string, unknown>) => S3LikeClient;
    };
    const endpoint = process.env.STORAGE_S3_ENDPOINT;
    storage = s3Storage({
      bucket,
      prefix: process.env.STORAGE_S3_PREFIX ?? '',
      client: new sdk.S3(endpoint ? { endpoint, forcePathStyle: true } : {}),
    });
  } else {
    const root = process.env.STORAGE_DIR || path.join(process.env.DATA_DIR || '.data', 'files');
    storage = localDirectoryStorage(path.resolve(root));
  }
  return storage;
}

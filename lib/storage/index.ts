import 'server-only';
import path from 'node:path';
import type { FileStorage } from './file-storage';
import { localDirectoryStorage } from './local-directory';
import { s3Storage, type S3LikeClient } from './s3';

export type { FileStorage, StoredFile } from './file-storage';
export { localDirectoryStorage } from './local-directory';
export { s3Storage } from './s3';

let storage: Promise<FileStorage> | null = null;

/**
 * The process-wide file storage, chosen by the environment:
 * - `STORAGE_S3_BUCKET` set: that S3-compatible bucket through @aws-sdk/client-s3 (install it
 *   with `npm install @aws-sdk/client-s3`; it reads the usual AWS_REGION / AWS_ACCESS_KEY_ID /
 *   AWS_SECRET_ACCESS_KEY, and `STORAGE_S3_ENDPOINT` for a non-AWS service, path-style), keys
 *   under `STORAGE_S3_PREFIX` (default '');
 * - otherwise the directory `STORAGE_DIR`, default `<DATA_DIR>/files` (DATA_DIR default '.data').
 */
export function getStorage(): Promise<FileStorage> {
  storage ??= createStorage().catch((e: unknown) => {
    storage = null;
    throw e;
  });
  return storage;
}

async function createStorage(): Promise<FileStorage> {
  const bucket = process.env.STORAGE_S3_BUCKET;
  if (!bucket) {
    const root = process.env.STORAGE_DIR || path.join(process.env.DATA_DIR || '.data', 'files');
    return localDirectoryStorage(path.resolve(/* turbopackIgnore: true */ root));
  }
  // Loaded at run time only (not resolved by the bundler), so a site without a bucket needs no
  // AWS SDK installed.
  const sdkName = '@aws-sdk/client-s3';
  const sdk = (await import(/* turbopackIgnore: true */ /* webpackIgnore: true */ sdkName)) as {
    S3: new (config: Record<string, unknown>) => S3LikeClient;
  };
  const endpoint = process.env.STORAGE_S3_ENDPOINT;
  return s3Storage({
    bucket,
    prefix: process.env.STORAGE_S3_PREFIX ?? '',
    client: new sdk.S3(endpoint ? { endpoint, forcePathStyle: true } : {}),
  });
}

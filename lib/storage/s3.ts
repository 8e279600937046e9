import 'server-only';
import { assertStorageKey, type FileStorage } from './file-storage';

/**
 * The part of @aws-sdk/client-s3's aggregated `S3` client this adapter uses (structural, so the
 * SDK is only needed where a bucket is configured).
 */
export interface S3LikeClient {
  putObject(input: {
    Bucket: string;
    Key: string;
    Body: Uint8Array;
    ContentType: string;
  }): Promise<unknown>;
  getObject(input: { Bucket: string; Key: string }): Promise<{
    Body?: { transformToByteArray(): Promise<Uint8Array> };
    ContentType?: string;
  }>;
  headObject(input: { Bucket: string; Key: string }): Promise<unknown>;
}

const isNotFound = (e: unknown) => {
  const err = e as { name?: string; $metadata?: { httpStatusCode?: number } };
  return (
    err?.name === 'NotFound' || err?.name === 'NoSuchKey' || err?.$metadata?.httpStatusCode === 404
  );
};

/**
 * FileStorage in an S3-compatible bucket: the key is the object key below `prefix`
 * (e.g. 'uploads/'). Any S3 API (AWS, MinIO, Cloudflare R2) works through the client's endpoint.
 */
export function s3Storage(options: {
  bucket: string;
  client: S3LikeClient;
  prefix?: string;
}): FileStorage {
  const { bucket, client, prefix = '' } = options;
  const objectKey = (key: string) => {
    assertStorageKey(key);
    return `${prefix}${key}`;
  };
  return {
    async put(key, body, contentType) {
      await client.putObject({
        Bucket: bucket,
        Key: objectKey(key),
        Body: body,
        ContentType: contentType,
      });
    },
    async get(key) {
      try {
        const out = await client.getObject({ Bucket: bucket, Key: objectKey(key) });
        if (!out.Body) return null;
        return {
          body: await out.Body.transformToByteArray(),
          contentType: out.ContentType ?? 'application/octet-stream',
        };
      } catch (e) {
        if (isNotFound(e)) return null;
        throw e;
      }
    },
    async exists(key) {
      try {
        await client.headObject({ Bucket: bucket, Key: objectKey(key) });
        return true;
      } catch (e) {
        if (isNotFound(e)) return false;
        throw e;
      }
    },
  };
}

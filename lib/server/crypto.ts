import 'server-only';
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { dataDirectory } from './db/client';

const ALGORITHM = 'aes-256-gcm';
let cachedKey: Buffer | undefined;

function parseKey(value: string): Buffer {
  const trimmed = value.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed)
    ? Buffer.from(trimmed, 'hex')
    : Buffer.from(trimmed, 'base64');
  if (key.length !== 32)
    throw new Error('DATA_ENCRYPTION_KEY must be 32 bytes (64 hex digits or base64).');
  return key;
}

/**
 * The data-encryption key: DATA_ENCRYPTION_KEY (64 hex digits or base64 of 32 bytes), else
 * <DATA_DIR>/encryption.key, generated on first use with a warning (back it up: without it the
 * stored bank account numbers cannot be read).
 */
export function encryptionKey(): Buffer {
  if (cachedKey) return cachedKey;
  if (process.env.DATA_ENCRYPTION_KEY) {
    cachedKey = parseKey(process.env.DATA_ENCRYPTION_KEY);
    return cachedKey;
  }
  const file = path.join(dataDirectory(), 'encryption.key');
  if (existsSync(file)) {
    cachedKey = parseKey(readFileSync(file, 'utf8'));
    return cachedKey;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, key.toString('hex'), { flag: 'wx', mode: 0o600 });
  chmodSync(file, 0o600);
  console.warn(
    `[server] DATA_ENCRYPTION_KEY is not set: generated a key into ${file}. ` +
      'Set DATA_ENCRYPTION_KEY in production and keep a backup of the key.',
  );
  cachedKey = key;
  return key;
}

/** AES-256-GCM: 'v1.<iv>.<tag>.<ciphertext>' (base64url parts). */
export function encryptText(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv(ALGORITHM, encryptionKey(), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [
    'v1',
    iv.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
    body.toString('base64url'),
  ].join('.');
}

/** Inverse of encryptText. Throws when the key is wrong or the value was altered. */
export function decryptText(value: string): string {
  const [version, iv, tag, body] = value.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined)
    throw new Error('Unknown encrypted value format.');
  const decipher = createDecipheriv(ALGORITHM, encryptionKey(), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(body, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}

/** A bank account number shown outside the database: all but the last 3 digits as '*'. */
export function maskAccountNo(accountNo: string): string {
  const digits = accountNo.replace(/\D/g, '');
  if (digits.length <= 3) return '*'.repeat(digits.length);
  return '*'.repeat(digits.length - 3) + digits.slice(-3);
}

/** sha256 hex of a value's canonical JSON (object keys sorted): the idempotency payload hash. */
export function canonicalHash(value: unknown): string {
  const canonical = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(canonical);
    if (v && typeof v === 'object') {
      return Object.fromEntries(
        Object.keys(v as Record<string, unknown>)
          .sort()
          .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
      );
    }
    return v;
  };
  return createHash('sha256')
    .update(JSON.stringify(canonical(value)))
    .digest('hex');
}

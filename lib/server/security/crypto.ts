import 'server-only';
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import stableStringify from 'safe-stable-stringify';
import { ensurePrivateDirectory } from '../db/data-dir';
import { ConfigurationError } from './configuration-error';

const ALGORITHM = 'aes-256-gcm';

/** One data-encryption key and its id (derived from the key, safe to store beside ciphertexts). */
export interface DataKey {
  id: string;
  key: Buffer;
}

/** The keys the server knows: `current` encrypts and hashes; the others only decrypt and verify. */
export interface Keyring {
  current: DataKey;
  byId: ReadonlyMap<string, DataKey>;
  /** Where the current key came from: the environment or the embedded data directory's key file. */
  source: 'env' | 'file';
}

function parseKey(value: string, name: string): Buffer {
  const trimmed = value.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed)
    ? Buffer.from(trimmed, 'hex')
    : Buffer.from(trimmed, 'base64');
  if (key.length !== 32)
    throw new ConfigurationError(`${name} must be 32 bytes (64 hex digits or base64).`);
  return key;
}

/** A sub-key for one purpose (HKDF-SHA256 over the data key), so no key serves two uses. */
/** Derived secrets by key: HKDF is a pure function of its inputs, and ran on every request. */
const derived = new WeakMap<Buffer, Map<string, Buffer>>();

function derive(key: Buffer, purpose: string, length: number): Buffer {
  let byPurpose = derived.get(key);
  if (!byPurpose) derived.set(key, (byPurpose = new Map()));
  const id = `${length}:${purpose}`;
  let secret = byPurpose.get(id);
  if (!secret) {
    secret = Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), `hikari ${purpose}`, length));
    byPurpose.set(id, secret);
  }
  return secret;
}

function dataKey(key: Buffer): DataKey {
  return { id: derive(key, 'key id', 6).toString('base64url'), key };
}

function ring(keys: Buffer[], source: Keyring['source']): Keyring {
  const all = keys.map(dataKey);
  return { current: all[0]!, byId: new Map(all.map((k) => [k.id, k])), source };
}

/**
 * The data-encryption keys, from `env`:
 * - DATA_ENCRYPTION_KEY (64 hex digits or base64 of 32 bytes) is the current key;
 *   DATA_ENCRYPTION_PREVIOUS_KEYS (comma- or space-separated) are older keys still accepted for
 *   reading, kept while `npm run admin -- keys:rotate` re-encrypts what they wrote.
 * - Without DATA_ENCRYPTION_KEY and with DATABASE_URL (production, possibly several instances):
 *   an error. A key generated per instance would make rows readable only by their writer.
 * - Without either (the embedded demo database): <DATA_DIR>/encryption.key, generated on first
 *   use (mode 0600, directory 0700) with a warning; its first line is the current key, further
 *   lines are previous keys.
 */
export function loadKeyring(env: Record<string, string | undefined> = process.env): Keyring {
  const previous = (env.DATA_ENCRYPTION_PREVIOUS_KEYS ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((k) => parseKey(k, 'DATA_ENCRYPTION_PREVIOUS_KEYS'));
  if (env.DATA_ENCRYPTION_KEY) {
    return ring([parseKey(env.DATA_ENCRYPTION_KEY, 'DATA_ENCRYPTION_KEY'), ...previous], 'env');
  }
  if (env.DATABASE_URL) {
    throw new ConfigurationError(
      'DATA_ENCRYPTION_KEY is required when DATABASE_URL is set: every instance must share one key ' +
        '(generate one with `openssl rand -hex 32`, keep it in your secret store and back it up).',
    );
  }
  const dir = path.resolve(/*turbopackIgnore: true*/ env.DATA_DIR ?? '.data');
  const file = path.join(dir, 'encryption.key');
  if (!existsSync(file)) {
    ensurePrivateDirectory(dir);
    writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
    console.warn(
      `[server] DATA_ENCRYPTION_KEY is not set: generated a key into ${file}. ` +
        'Set DATA_ENCRYPTION_KEY in production and keep a backup of the key.',
    );
  }
  const lines = readFileSync(file, 'utf8').split(/\s+/).filter(Boolean);
  if (lines.length === 0) throw new Error(`${file} is empty.`);
  return ring([...lines.map((k) => parseKey(k, file)), ...previous], 'file');
}

/** The variables loadKeyring reads, as it read them for the keyring kept. */
interface KeyringSource {
  key: string | undefined;
  previous: string | undefined;
  external: boolean;
  dir: string | undefined;
}
let cached: (KeyringSource & { keyring: Keyring }) | undefined;

/**
 * The process's keyring (loadKeyring over process.env), re-read when those variables change.
 * Called several times per request (each encryption, hash and derived secret): the variables are
 * compared one by one, with nothing built per call.
 */
export function keyring(): Keyring {
  const e = process.env;
  const key = e.DATA_ENCRYPTION_KEY;
  const previous = e.DATA_ENCRYPTION_PREVIOUS_KEYS;
  const external = Boolean(e.DATABASE_URL);
  const dir = e.DATA_DIR;
  if (
    !cached ||
    cached.key !== key ||
    cached.previous !== previous ||
    cached.external !== external ||
    cached.dir !== dir
  )
    cached = { key, previous, external, dir, keyring: loadKeyring(e) };
  return cached.keyring;
}

/**
 * A secret for one purpose other than encryption (a sign-in cookie secret, a rate-limit key hash),
 * derived (HKDF-SHA256) from the current data-encryption key, so an operator configures one key.
 * Rotating the data key changes it too (staff are then signed out).
 */
export function derivedSecret(purpose: string, length = 32): Buffer {
  return derive(keyring().current.key, purpose, length);
}

/** AES-256-GCM under the current key: 'v2.<key id>.<iv>.<tag>.<ciphertext>' (base64url parts). */
export function encryptText(plain: string, keys: Keyring = keyring()): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv(ALGORITHM, keys.current.key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [
    'v2',
    keys.current.id,
    iv.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
    body.toString('base64url'),
  ].join('.');
}

function open(key: Buffer, iv: string, tag: string, body: string): string {
  const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(body, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}

/**
 * Inverse of encryptText. 'v2' values name their key; 'v1' values (written before key ids) are
 * tried with every known key (GCM's tag tells the right one). Throws when the key is not
 * configured, is wrong, or the value was altered.
 */
export function decryptText(value: string, keys: Keyring = keyring()): string {
  const parts = value.split('.');
  if (parts[0] === 'v2' && parts.length === 5) {
    const key = keys.byId.get(parts[1]!);
    if (!key) throw new Error(`Encrypted with key ${parts[1]}, which is not configured.`);
    return open(key.key, parts[2]!, parts[3]!, parts[4]!);
  }
  if (parts[0] === 'v1' && parts.length === 4) {
    for (const key of keys.byId.values()) {
      try {
        return open(key.key, parts[1]!, parts[2]!, parts[3]!);
      } catch {
        // not this key
      }
    }
    throw new Error('No configured key decrypts this value.');
  }
  throw new Error('Unknown encrypted value format.');
}

/**
 * sha256 hex of a value's canonical JSON: JSON.stringify's text with every object's keys sorted
 * (safe-stable-stringify, which writes it in one pass: half the time of sorting copies of the
 * objects first, 21 µs against 42 for an application). NOT fit to store on its own: the payload
 * may hold guessable secrets (a bank account number of which the last digits are shown).
 * requestHash keys it.
 */
export function canonicalSha256(value: unknown): string {
  return createHash('sha256')
    .update(stableStringify(value) ?? '')
    .digest('hex');
}

const REQUEST_HASH_VERSION = 'h1';

function keyedRequestHash(sha256Hex: string, key: DataKey): string {
  const mac = createHmac('sha256', derive(key.key, 'idempotency request hash', 32))
    .update(sha256Hex)
    .digest('hex');
  return `${REQUEST_HASH_VERSION}.${key.id}.${mac}`;
}

/**
 * The stored idempotency payload hash: 'h1.<key id>.<HMAC-SHA256(k, canonicalSha256(payload))>',
 * k derived (HKDF) from the current data-encryption key. Without the key, guessing the payload
 * (e.g. the hidden digits of an account number) cannot be checked against it.
 */
export function requestHash(payload: unknown, keys: Keyring = keyring()): string {
  return keyedRequestHash(canonicalSha256(payload), keys.current);
}

/**
 * Whether `stored` (a requestHash) was made from `payload`, with the key it names. False when that
 * key is no longer configured (the request cannot be proven the same).
 */
export function requestHashMatches(
  stored: string,
  payload: unknown,
  keys: Keyring = keyring(),
): boolean {
  const [version, id] = stored.split('.');
  const key = version === REQUEST_HASH_VERSION && id ? keys.byId.get(id) : undefined;
  if (!key) return false;
  const expected = Buffer.from(keyedRequestHash(canonicalSha256(payload), key));
  const actual = Buffer.from(stored);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * Converts a hash stored before keying (plain canonicalSha256 hex) into a requestHash of the same
 * payload; null when `stored` is already keyed.
 */
export function keyLegacyRequestHash(stored: string, keys: Keyring = keyring()): string | null {
  if (!/^[0-9a-f]{64}$/.test(stored)) return null;
  return keyedRequestHash(stored, keys.current);
}

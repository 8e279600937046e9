import { spawnSync } from 'node:child_process';
import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rotateDataKeys } from '@/lib/server/ops/key-rotation';
import {
  canonicalSha256,
  decryptText,
  encryptText,
  loadKeyring,
  requestHash,
} from '@/lib/server/security/crypto';
import { ensurePrivateDirectory } from '@/lib/server/db/data-dir';
import { openDatabase } from '@/lib/server/db/client';
import { applications, idempotencyKeys, settings } from '@/lib/server/db/schema';
import { keyLegacyRequestHashes } from '@/lib/server/db/repositories/idempotency';
import { prepareDatabase } from '@/lib/server/ops/start';
import { defaultSettings } from '@/lib/state/types';
import { applicationSchema } from '@/lib/validation/application';
import { createTestServer, type TestServer } from './helpers';
import { APPLY, type ApplyResult, validApplication } from './fixtures';

/** The key id of a stored value: encryptText writes 'v2.<key id>.<iv>.<tag>.<ciphertext>'. */
const keyIdOf = (value: string) => /^v2\.([^.]+)\./.exec(value)?.[1] ?? null;

const hexKey = () => randomBytes(32).toString('hex');

let server: TestServer;
const tempDirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'hikari-sec-'));
  tempDirs.push(dir);
  return dir;
}
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

/** Runs a package.json CLI script in a child process (as `npm run` would). */
function runScript(script: string, args: string[], env: Record<string, string>) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--conditions', 'react-server', script, ...args],
    { env: { ...process.env, ...env }, encoding: 'utf8' },
  );
  return { status: result.status, out: `${result.stdout}${result.stderr}` };
}

type Payload = ReturnType<typeof applicationSchema.parse>;
const withAccount = (data: unknown, accountNo: string): Payload => {
  const copy = structuredClone(data) as Payload & { form3: { bankInfo: { accountNo: string } } };
  copy.form3.bankInfo.accountNo = accountNo;
  return copy;
};

/** What an attacker with the database does: every 7-digit number ending in the shown 3 digits. */
function bruteForce(storedHash: string, formData: unknown, lastThree: string): string | null {
  for (let n = 0; n < 10_000; n++) {
    const guess = `${String(n).padStart(4, '0')}${lastThree}`;
    if (canonicalSha256(withAccount(formData, guess)) === storedHash) return guess;
  }
  return null;
}

describe('idempotency request hash', () => {
  it('does not give the bank account number back to a brute force over the hidden digits', async () => {
    const application = validApplication(1);
    const res = await server.gql<ApplyResult>(APPLY, {
      formDataJSON: JSON.stringify(application),
      idempotencyKey: 'brute-force-0001',
    });
    const receipt = res.data!.applyCTC.receiptNumber;
    const [row] = await server.database.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, 'brute-force-0001'));
    const [stored] = await server.database.db
      .select()
      .from(applications)
      .where(eq(applications.receiptNumber, receipt));
    const shown = stored!.bankAccountNoMasked!;
    expect(shown).toBe('****592');
    // The attack works against an unkeyed hash of the same payload...
    const unkeyed = canonicalSha256(withAccount(stored!.formData, '3141592'));
    expect(bruteForce(unkeyed, stored!.formData, shown.slice(-3))).toBe('3141592');
    // ...and finds nothing in what is stored.
    expect(row!.requestHash).not.toContain(unkeyed);
    expect(bruteForce(row!.requestHash, stored!.formData, shown.slice(-3))).toBeNull();
  });

  it('converts rows stored before keying; a retry then still replays and a changed payload conflicts', async () => {
    const payload = applicationSchema.parse(validApplication(2));
    const response = { result: 'success', introductionId: 'LEGACY01', receiptNumber: 'A-legacy' };
    await server.database.db.insert(idempotencyKeys).values({
      key: 'legacy-key-0001',
      operation: 'applyCTC',
      requestHash: canonicalSha256(payload),
      response,
    });
    expect(await keyLegacyRequestHashes(server.database.db)).toBe(1);
    const [row] = await server.database.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, 'legacy-key-0001'));
    expect(row!.requestHash).toMatch(/^h1\./);
    expect(row!.requestHash).not.toContain(canonicalSha256(payload));
    expect(await keyLegacyRequestHashes(server.database.db)).toBe(0);

    const replay = await server.gql<ApplyResult>(APPLY, {
      formDataJSON: JSON.stringify(validApplication(2)),
      idempotencyKey: 'legacy-key-0001',
    });
    expect(replay.data?.applyCTC).toEqual(response);
    const changed = await server.gql<ApplyResult>(APPLY, {
      formDataJSON: JSON.stringify(validApplication(3)),
      idempotencyKey: 'legacy-key-0001',
    });
    expect(changed.errors?.[0]?.extensions?.code).toBe('IDEMPOTENCY_CONFLICT');
  });
});

describe('encryption keys', () => {
  it('with DATABASE_URL and no DATA_ENCRYPTION_KEY: an error, and no key file is generated', async () => {
    const dir = tempDir();
    expect(() => loadKeyring({ DATABASE_URL: 'postgres://db.invalid/x', DATA_DIR: dir })).toThrow(
      /DATA_ENCRYPTION_KEY is required when DATABASE_URL is set/,
    );
    expect(readdirSync(dir)).toEqual([]);
    const saved = process.env.DATA_ENCRYPTION_KEY;
    const savedUrl = process.env.DATABASE_URL;
    delete process.env.DATA_ENCRYPTION_KEY;
    process.env.DATABASE_URL = 'postgres://127.0.0.1:1/never-connected';
    try {
      await expect(openDatabase({ log: () => {} })).rejects.toThrow(/DATA_ENCRYPTION_KEY/);
    } finally {
      process.env.DATA_ENCRYPTION_KEY = saved;
      if (savedUrl === undefined) delete process.env.DATABASE_URL;
      else process.env.DATABASE_URL = savedUrl;
    }
  });

  it('stores the key id with each ciphertext; an old key still decrypts until keys:rotate re-encrypts', async () => {
    const a = hexKey();
    const b = hexKey();
    const ringA = loadKeyring({ DATA_ENCRYPTION_KEY: a });
    const ringB = loadKeyring({ DATA_ENCRYPTION_KEY: b, DATA_ENCRYPTION_PREVIOUS_KEYS: a });
    const onlyB = loadKeyring({ DATA_ENCRYPTION_KEY: b });
    expect(ringA.current.id).not.toBe(onlyB.current.id);
    const value = encryptText('1234567', ringA);
    expect(keyIdOf(value)).toBe(ringA.current.id);
    expect(decryptText(value, ringB)).toBe('1234567');
    expect(() => decryptText(value, onlyB)).toThrow(/not configured/);

    // A value from before key ids: 'v1.<iv>.<tag>.<ciphertext>' under key a.
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', Buffer.from(a, 'hex'), iv);
    const body = Buffer.concat([cipher.update('7654321', 'utf8'), cipher.final()]);
    const v1 = ['v1', iv, cipher.getAuthTag(), body].map((p) =>
      typeof p === 'string' ? p : p.toString('base64url'),
    );
    const { db } = server.database;
    const rows = await db
      .insert(applications)
      .values([
        {
          receiptNumber: 'A-rot-1',
          introductionId: 'ROT1',
          formData: {},
          bankAccountNoEncrypted: value,
        },
        {
          receiptNumber: 'A-rot-2',
          introductionId: 'ROT2',
          formData: {},
          bankAccountNoEncrypted: v1.join('.'),
        },
      ])
      .returning({ id: applications.id });
    const before = await db.select().from(applications);
    // Rows written with the test's own key are not this test's concern; rotate everything to b.
    const otherKeys = loadKeyring({
      DATA_ENCRYPTION_KEY: b,
      DATA_ENCRYPTION_PREVIOUS_KEYS: `${a},${process.env.DATA_ENCRYPTION_KEY}`,
    });
    const rotated = await rotateDataKeys(db, otherKeys, 1);
    expect(rotated).toBe(before.filter((r) => r.bankAccountNoEncrypted).length);
    for (const { id } of rows) {
      const [row] = await db.select().from(applications).where(eq(applications.id, id));
      expect(keyIdOf(row!.bankAccountNoEncrypted!)).toBe(onlyB.current.id);
    }
    const plain = await Promise.all(
      rows.map(async ({ id }) => {
        const [row] = await db.select().from(applications).where(eq(applications.id, id));
        return decryptText(row!.bankAccountNoEncrypted!, onlyB);
      }),
    );
    expect(plain).toEqual(['1234567', '7654321']);
    expect(await rotateDataKeys(db, otherKeys)).toBe(0);
    await db.delete(applications).where(eq(applications.introductionId, 'ROT1'));
    await db.delete(applications).where(eq(applications.introductionId, 'ROT2'));
  });

  it('`npm run admin -- keys:rotate` re-encrypts an embedded database with the new key', async () => {
    const dir = tempDir();
    const a = hexKey();
    const b = hexKey();
    const saved = process.env.DATA_ENCRYPTION_KEY;
    process.env.DATA_ENCRYPTION_KEY = a;
    try {
      const database = await openDatabase({
        dataDir: path.join(dir, 'pglite'),
        databaseUrl: '',
        log: () => {},
      });
      await database.db.insert(applications).values({
        receiptNumber: 'A-cli-1',
        introductionId: 'CLI1',
        formData: {},
        bankAccountNoEncrypted: encryptText('1112223'),
      });
      await database.close();
    } finally {
      process.env.DATA_ENCRYPTION_KEY = saved;
    }
    const run = runScript('scripts/admin.ts', ['keys:rotate'], {
      DATA_DIR: dir,
      DATABASE_URL: '',
      DATA_ENCRYPTION_KEY: b,
      DATA_ENCRYPTION_PREVIOUS_KEYS: a,
    });
    expect(run.out).toContain('1 encrypted value(s) re-encrypted');
    expect(run.status).toBe(0);
    const database = await openDatabase({
      dataDir: path.join(dir, 'pglite'),
      databaseUrl: '',
      log: () => {},
    });
    try {
      const [row] = await database.db.select().from(applications);
      expect(
        decryptText(row!.bankAccountNoEncrypted!, loadKeyring({ DATA_ENCRYPTION_KEY: b })),
      ).toBe('1112223');
    } finally {
      await database.close();
    }
  }, 60_000);
});

function modes(dir: string): { path: string; mode: string }[] {
  const out: { path: string; mode: string }[] = [];
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, entry.name);
      out.push({ path: full, mode: (statSync(full).mode & 0o777).toString(8) });
      if (entry.isDirectory()) walk(full);
    }
  };
  walk(dir);
  return out;
}

describe('data directory', () => {
  it('is created 0700 with every file 0600 (the generated key included)', async () => {
    const dir = path.join(tempDir(), 'data');
    const database = await openDatabase({
      dataDir: path.join(dir, 'pglite'),
      databaseUrl: '',
      log: () => {},
    });
    loadKeyring({ DATA_DIR: dir });
    await database.db.execute('CREATE TABLE scratch (x int)');
    await database.close();
    expect(existsSync(path.join(dir, 'encryption.key'))).toBe(true);
    expect((statSync(dir).mode & 0o777).toString(8)).toBe('700');
    const entries = modes(dir);
    expect(entries.length).toBeGreaterThan(100);
    const loose = entries.filter((e) =>
      statSync(e.path).isDirectory() ? e.mode !== '700' : e.mode !== '600',
    );
    expect(loose).toEqual([]);
  });

  it('refuses to start on a world-writable data directory, with the fix in the message', async () => {
    const dir = path.join(tempDir(), 'open');
    ensurePrivateDirectory(dir);
    chmodSync(dir, 0o777);
    await expect(
      openDatabase({ dataDir: path.join(dir, 'pglite'), databaseUrl: '', log: () => {} }),
    ).rejects.toThrow(/world-writable.*chmod 700/);
    expect(readdirSync(dir)).toEqual([]);
  });
});

describe('sample data', () => {
  const SAMPLE_TABLES = [
    'coverage_areas',
    'apartment_buildings',
    'introduction_ids',
    'customers',
    'data_sets',
    'applications',
  ];

  it('opening a new database (embedded, or Postgres with DATABASE_URL) seeds nothing: migrations and the settings row only', async () => {
    const { freshDatabase, countRows } = await import('./helpers');
    const database = await freshDatabase({ seed: false });
    try {
      const [row] = await database.db.select().from(settings);
      expect(await countRows(database, 'settings')).toBe(1);
      // The settings row of the migration is the spec's defaults (lib/state/types.ts).
      expect(row).toMatchObject({
        name: defaultSettings.name,
        version: defaultSettings.version,
        pickupId: defaultSettings.pickupId,
        ...defaultSettings.callTime,
        maintenanceIsAlwaysDisplay: defaultSettings.maintenance.isAlwaysDisplay,
        maintenanceCategory: defaultSettings.maintenance.category,
        maintenanceText: defaultSettings.maintenance.text,
        maintenanceFirstDate: defaultSettings.maintenance.firstDate,
        maintenanceLastDate: defaultSettings.maintenance.lastDate,
      });
      for (const table of SAMPLE_TABLES) expect(await countRows(database, table), table).toBe(0);
    } finally {
      await database.close();
    }
  });

  it("the embedded demo's start seeds the sample data once and logs it; a DATABASE_URL start seeds nothing", async () => {
    const { freshDatabase, countRows } = await import('./helpers');
    const database = await freshDatabase({ seed: false });
    const before = process.env.SEED_SIZE;
    process.env.SEED_SIZE = 'small';
    try {
      const lines: string[] = [];
      await prepareDatabase(database, { demo: true, log: (l) => lines.push(l) });
      if (database.kind === 'pglite') {
        expect(lines.join('\n')).toMatch(/embedded PGlite: data set: sample: SAMPLE data/);
        const coverage = await countRows(database, 'coverage_areas');
        expect(coverage).toBeGreaterThan(0);
        // A second start leaves the data as it is.
        await prepareDatabase(database, { demo: true, log: () => {} });
        expect(await countRows(database, 'coverage_areas')).toBe(coverage);
        expect(await countRows(database, 'data_sets')).toBe(1);
      } else {
        expect(lines.join('\n')).toMatch(
          /Postgres \(DATABASE_URL\): data set: no sample data, nothing imported/,
        );
        for (const table of SAMPLE_TABLES) expect(await countRows(database, table), table).toBe(0);
      }
    } finally {
      if (before === undefined) delete process.env.SEED_SIZE;
      else process.env.SEED_SIZE = before;
      await database.close();
    }
  });

  it('`npm run db:migrate` (no demo) seeds nothing and logs the empty data set', async () => {
    const { freshDatabase, countRows } = await import('./helpers');
    const database = await freshDatabase({ seed: false });
    try {
      const lines: string[] = [];
      await prepareDatabase(database, { demo: false, log: (l) => lines.push(l) });
      expect(lines.join('\n')).toMatch(/data set: no sample data, nothing imported/);
      for (const table of SAMPLE_TABLES) expect(await countRows(database, table), table).toBe(0);
    } finally {
      await database.close();
    }
  });

  it('`npm run db:import-coverage` never seeds and the file replaces its prefectures', async () => {
    const dir = tempDir();
    const csv = path.join(dir, 'coverage.csv');
    const { writeFileSync } = await import('node:fs');
    writeFileSync(
      csv,
      'postal_code,prefecture,city,town,is_service_area,is_10g_area,is_tv_area\n' +
        '4600008,愛知県,名古屋市中区,栄,1,1,1\n',
    );
    const run = runScript('scripts/db-import-coverage.ts', [csv], {
      DATA_DIR: path.join(dir, 'data'),
      DATABASE_URL: '',
    });
    expect(run.out).toContain('1 coverage row(s) imported for 愛知県');
    expect(run.status).toBe(0);
    const { countRows } = await import('./helpers');
    const database = await openDatabase({
      dataDir: path.join(dir, 'data', 'pglite'),
      databaseUrl: '',
      log: () => {},
    });
    try {
      expect(await countRows(database, 'coverage_areas')).toBe(1);
      for (const table of ['apartment_buildings', 'introduction_ids', 'customers'])
        expect(await countRows(database, table), table).toBe(0);
    } finally {
      await database.close();
    }
  }, 60_000);

  it('an import replaces the sample coverage of the prefectures in the file, and only those', async () => {
    const { importCoverageCsv } = await import('@/lib/server/ops/coverage-import');
    const { freshDatabase, countRows } = await import('./helpers');
    const database = await freshDatabase();
    try {
      const count = async (prefecture: string) => {
        const r = (await database.db.execute(
          `SELECT count(*)::int AS n FROM coverage_areas WHERE prefecture = '${prefecture}'`,
        )) as unknown as { rows: { n: number }[] };
        return Number(r.rows[0]!.n);
      };
      expect(await count('愛知県')).toBeGreaterThan(10);
      const gifu = await count('岐阜県');
      expect(gifu).toBeGreaterThan(0);
      const result = await importCoverageCsv(
        database.db,
        'postal_code,prefecture,city,town,is_service_area,is_10g_area,is_tv_area\n' +
          '4600008,愛知県,名古屋市中区,栄,1,1,1\n4410000,愛知県,豊橋市,牛川町,1,0,0\n',
      );
      expect(result).toEqual({ imported: 2, prefectures: ['愛知県'], errors: [] });
      expect(await count('愛知県')).toBe(2);
      expect(await count('岐阜県')).toBe(gifu);
      expect(await countRows(database, 'data_sets')).toBe(2);
    } finally {
      await database.close();
    }
  });
});

// requestHash is keyed by the process's key: a different key gives a different hash.
describe('requestHash', () => {
  it('hashes the canonical JSON: keys sorted at every depth, so key order never changes it', () => {
    // The form hashes stored before any change of its code must keep matching (a retry of a
    // stored application): JSON with every object's keys in code-unit order, arrays in order.
    const canonical = '{"a":{"c":"ア","d":[{"x":2,"y":null},3]},"b":1}';
    const sha = createHash('sha256').update(canonical).digest('hex');
    expect(canonicalSha256({ b: 1, a: { d: [{ y: null, x: 2 }, 3], c: 'ア' } })).toBe(sha);
    expect(canonicalSha256({ a: { c: 'ア', d: [{ x: 2, y: null }, 3] }, b: 1 })).toBe(sha);
    // As JSON: a key whose value is undefined is left out.
    expect(canonicalSha256({ b: 1, z: undefined, a: { c: 'ア', d: [{ x: 2, y: null }, 3] } })).toBe(
      sha,
    );
  });

  it('depends on the key, not only on the payload', () => {
    const payload = { a: 1 };
    const one = requestHash(payload, loadKeyring({ DATA_ENCRYPTION_KEY: hexKey() }));
    const two = requestHash(payload, loadKeyring({ DATA_ENCRYPTION_KEY: hexKey() }));
    expect(one).not.toBe(two);
    expect(one).not.toContain(canonicalSha256(payload));
  });
});

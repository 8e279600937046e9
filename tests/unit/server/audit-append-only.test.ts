import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendAudit, auditOf } from '@/lib/server/back-office/audit';
import { openDatabase, type Database } from '@/lib/server/db/client';
import { seedSampleData } from '@/lib/server/ops/seed';
import { postgresLimiter } from '@/lib/server/security/rate-limit';
import { nextReceiptNumber } from '@/lib/server/db/repositories/receipts';
import { freshDatabase } from './helpers';

const actor = { id: 'staff-1', email: 'staff@example.jp' };

/** The error message of `run`, or '' when it succeeds. */
async function refusal(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
    return '';
  } catch (error) {
    const e = error as Error & { cause?: Error };
    return `${e.message} ${e.cause?.message ?? ''}`;
  }
}

describe('the audit log is append-only (triggers, on either database)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase({ seed: false });
    await appendAudit(database.db, { actor, action: 'bank.reveal', subject: 'A-1' });
  });
  afterAll(() => database.close());

  it('refuses TRUNCATE, UPDATE and DELETE; rows stay', async () => {
    const { db } = database;
    expect(await refusal(() => db.execute(sql`TRUNCATE audit_log`))).toMatch(/append-only/);
    expect(
      await refusal(() => db.execute(sql`UPDATE audit_log SET actor_email = 'x@example.jp'`)),
    ).toMatch(/append-only/);
    expect(await refusal(() => db.execute(sql`DELETE FROM audit_log`))).toMatch(/append-only/);
    expect((await auditOf(db, 'A-1')).map((r) => r.actorEmail)).toEqual([actor.email]);
  });
});

const serverUrl = process.env.DATABASE_URL;

describe.skipIf(!serverUrl)('Postgres: the application role cannot rewrite the audit log', () => {
  const suffix = `${Date.now()}_${randomBytes(3).toString('hex')}`;
  const owner = `hikari_owner_${suffix}`;
  const app = `hikari_app_${suffix}`;
  const name = `audit_roles_${suffix}`;
  const urlAs = (role: string) => {
    const url = new URL(serverUrl!);
    url.username = role;
    url.password = 'test-password';
    url.pathname = `/${name}`;
    return url.toString();
  };
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  let database: Database;

  beforeAll(async () => {
    await admin(`CREATE ROLE ${owner} LOGIN PASSWORD 'test-password'`);
    await admin(`CREATE ROLE ${app} LOGIN PASSWORD 'test-password'`);
    await admin(`CREATE DATABASE ${name} OWNER ${owner}`);
    database = await openDatabase({
      databaseUrl: urlAs(app),
      migrationDatabaseUrl: urlAs(owner),
      log: () => {},
    });
    await seedSampleData(database.db, 'small');
  });
  afterAll(async () => {
    await database?.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin(`DROP ROLE IF EXISTS ${app}`);
    await admin(`DROP ROLE IF EXISTS ${owner}`);
  });

  it('the application appends and reads, and works every other table', async () => {
    const { db } = database;
    await appendAudit(db, { actor, action: 'export', subject: 'list' });
    expect((await auditOf(db, 'list')).length).toBe(1);
    expect(await nextReceiptNumber(db, 'A')).toMatch(/^A-\d{8}-/);
    expect(
      await postgresLimiter(db, 'roles-test', { points: 1, durationSeconds: 60 }).hit('k'),
    ).toBeNull();
  });

  it('the application role can neither TRUNCATE nor DISABLE TRIGGER nor UPDATE the log', async () => {
    const { db } = database;
    expect(await refusal(() => db.execute(sql`TRUNCATE audit_log`))).toMatch(
      /permission denied|append-only/,
    );
    expect(
      await refusal(() => db.execute(sql`ALTER TABLE audit_log DISABLE TRIGGER USER`)),
    ).toMatch(/must be owner/);
    expect(
      await refusal(() => db.execute(sql`UPDATE audit_log SET actor_email = 'x@example.jp'`)),
    ).toMatch(/permission denied/);
    expect((await auditOf(db, 'list')).map((r) => r.actorEmail)).toEqual([actor.email]);
  });
});

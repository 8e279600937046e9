import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/lib/server/db/client';
import { seedSampleData } from '@/lib/server/ops/seed';
import { mailOutbox } from '@/lib/server/db/schema';
import { APPLY, validApplication } from './fixtures';
import { scratchDatabase } from './helpers';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

// The outbox across a crash: the API server (scripts/api-server.ts, which runs the delivery worker
// as the Next server does) killed with SIGKILL in a burst of applications, then started again.
process.env.DATA_ENCRYPTION_KEY ??= randomBytes(32).toString('hex');
const dataDir = mkdtempSync(path.join(tmpdir(), 'hikari-mail-crash-'));
const children: ChildProcess[] = [];
let scratch: Awaited<ReturnType<typeof scratchDatabase>> | undefined;
let sink: SmtpSink | undefined;

afterAll(async () => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await sink?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  await scratch?.drop();
});

function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions', 'react-server', 'scripts/api-server.ts'],
    {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: '0',
        SEED_SIZE: 'small',
        MUTATION_RATE_LIMIT: '1000000',
        MUTATION_GLOBAL_RATE_LIMIT: '1000000',
        NODE_ENV: 'production',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening (\d+)/.exec(output);
      if (match) resolve({ child, port: Number(match[1]) });
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`server exited (${code}): ${output}`)));
  });
}

async function apply(port: number, i: number): Promise<string | null> {
  const app = validApplication(i % 40);
  app.form2.mail = app.form2.mailConfirm = `crash${i}@example.jp`;
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1' },
      body: JSON.stringify({
        query: APPLY,
        variables: { formDataJSON: JSON.stringify(app), idempotencyKey: `mail-crash-${i}-key` },
      }),
    });
    const json = (await res.json()) as { data?: { applyCTC?: { receiptNumber: string } } };
    return json.data?.applyCTC?.receiptNumber ?? null;
  } catch {
    return null;
  }
}

describe('the outbox across a crash', () => {
  it('every acknowledged receipt’s message is delivered after a SIGKILL and a restart, with one Message-ID each', async () => {
    sink = await startSmtpSink();
    let databaseUrl = '';
    if (process.env.DATABASE_URL) {
      scratch = await scratchDatabase(process.env.DATABASE_URL, 'mailcrash');
      const seeded = await openDatabase({
        databaseUrl: scratch.url,
        log: () => {},
      });
      await seedSampleData(seeded.db, 'small');
      await seeded.close();
      databaseUrl = scratch.url;
    }
    // A short lease, so a message the killed server was sending is taken over within the test.
    const env = { DATABASE_URL: databaseUrl, SMTP_URL: sink.url, MAIL_LEASE_MS: '1000' };
    const first = await startServer(env);
    const acknowledged: string[] = [];
    let next = 0;
    let killed = false;
    const client = async () => {
      while (!killed) {
        const receipt = await apply(first.port, next++);
        if (receipt) acknowledged.push(receipt);
      }
    };
    const clients = Array.from({ length: 4 }, client);
    while (acknowledged.length < 20) await new Promise((r) => setTimeout(r, 10));
    first.child.kill('SIGKILL');
    killed = true;
    await Promise.all(clients);
    if (first.child.exitCode === null && first.child.signalCode === null)
      await new Promise((r) => first.child.once('exit', r));

    const second = await startServer(env);
    const subjects = () =>
      new Set(
        sink!.received.map((m) => /受付番号 (A-[\dA-Z*~$=-]+)/.exec(m.parsed.subject ?? '')?.[1]),
      );
    const until = Date.now() + 60_000;
    while (!acknowledged.every((r) => subjects().has(r)) && Date.now() < until)
      await new Promise((r) => setTimeout(r, 50));
    await new Promise((resolve) => {
      second.child.once('exit', resolve);
      second.child.kill('SIGTERM');
    });

    expect(acknowledged.filter((r) => !subjects().has(r))).toEqual([]);
    // A message sent twice (killed between send and mark) keeps its Message-ID.
    for (const receipt of acknowledged) {
      const ids = sink.received
        .filter((m) => m.parsed.subject?.includes(receipt))
        .map((m) => m.parsed.messageId);
      expect(new Set(ids).size, receipt).toBe(1);
    }
    const database = await openDatabase({
      databaseUrl,
      dataDir: path.join(dataDir, 'pglite'),
      log: () => {},
    });
    const rows = await database.db
      .select({ state: mailOutbox.state })
      .from(mailOutbox)
      .where(inArray(mailOutbox.receiptNumber, acknowledged));
    await database.close();
    expect(rows).toHaveLength(acknowledged.length);
    expect(rows.every((r) => r.state === 'sent')).toBe(true);
  }, 240_000);
});

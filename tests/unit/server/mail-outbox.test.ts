import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { quoteSummaryRows } from '@/lib/pricing/quote';
import { fixedClock } from '@/lib/time';
import { changeApplicationStatus } from '@/lib/server/back-office/status-change';
import { auditOf } from '@/lib/server/back-office/audit';
import { listMail, mailOfReceipt, resendMail } from '@/lib/server/back-office/mail';
import { decryptText, encryptText } from '@/lib/server/security/crypto';
import type { Db } from '@/lib/server/db/client';
import { createMailTransport, type MailTransport } from '@/lib/server/mail/transport';
import { MailWorker, purgeSentBodies, retryDelayMs } from '@/lib/server/mail/worker';
import { APPLY, type ApplyResult, validApplication } from './fixtures';
import {
  countRows,
  createTestServer,
  sendGraphql,
  sharedTestDatabase,
  type TestServer,
} from './helpers';
import { createGraphqlServer } from '@/lib/server/graphql/yoga';
import { startSmtpSink, type SmtpSink } from './smtp-sink';
import { CONTACT_BY_POST } from '../fixtures/contact';

interface OutboxRow {
  id: number;
  event_key: string;
  template: string;
  receipt_number: string | null;
  recipient_encrypted: string;
  input_encrypted: string | null;
  state: string;
  attempts: number;
  last_error: string | null;
}

async function outbox(db: Db, receiptNumber?: string): Promise<OutboxRow[]> {
  const result = await db.execute(
    receiptNumber
      ? sql`SELECT * FROM mail_outbox WHERE receipt_number = ${receiptNumber} ORDER BY id`
      : sql`SELECT * FROM mail_outbox ORDER BY id`,
  );
  return (result as unknown as { rows: OutboxRow[] }).rows;
}

let server: TestServer;
let sink: SmtpSink;
const workers: { worker: MailWorker; transport: MailTransport }[] = [];

/** A worker on the test database sending to the sink, retrying after ~10 ms (no timed waits). */
function worker(options: ConstructorParameters<typeof MailWorker>[2] = {}, smtpUrl = sink.url) {
  const transport = createMailTransport({ smtpUrl });
  const w = new MailWorker(server.database.db, transport, {
    from: '"コミュファ光" <noreply@mail.example.jp>',
    retryBaseMs: 10,
    pollMs: 20,
    log: () => {},
    ...options,
  });
  workers.push({ worker: w, transport });
  return w;
}

let applied = 0;
async function apply(mail = 'taro@example.jp', key?: string): Promise<string> {
  const app = validApplication(applied++ % 40);
  app.form2.mail = mail;
  app.form2.mailConfirm = mail;
  const res = await server.gql<ApplyResult>(APPLY, {
    formDataJSON: JSON.stringify(app),
    idempotencyKey: key ?? `mail-test-${applied}-${Date.now()}`,
  });
  expect(res.errors).toBeUndefined();
  return res.data!.applyCTC.receiptNumber;
}

/** Runs rounds until nothing is due (a retry scheduled later is not waited for). */
async function drain(w: MailWorker) {
  while ((await w.runOnce()) > 0);
}

beforeAll(async () => {
  server = await createTestServer();
  sink = await startSmtpSink();
});
afterEach(async () => {
  for (const { worker: w, transport } of workers.splice(0)) {
    await w.stop();
    transport.close();
  }
  await server.database.db.execute(
    sql`UPDATE mail_outbox SET state = 'sent' WHERE state = 'pending'`,
  );
  sink.received.length = 0;
});
afterAll(async () => {
  await sink.stop();
  await server.close();
});

describe('the outbox is written with the receipt', () => {
  it('applyCTC stores one encrypted message; a replay of its key adds none; a refused application none', async () => {
    const before = await countRows(server.database, 'mail_outbox');
    const app = validApplication(7);
    const variables = { formDataJSON: JSON.stringify(app), idempotencyKey: 'mail-replay-key-1' };
    const first = await server.gql<ApplyResult>(APPLY, variables);
    const again = await server.gql<ApplyResult>(APPLY, variables);
    expect(again.data!.applyCTC.receiptNumber).toBe(first.data!.applyCTC.receiptNumber);
    const rows = await outbox(server.database.db, first.data!.applyCTC.receiptNumber);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ template: 'application-received', state: 'pending' });
    expect(rows[0]!.event_key).toBe(`application.received:${first.data!.applyCTC.receiptNumber}`);
    // Encrypted at rest: neither the address nor the name is readable in the row.
    expect(JSON.stringify(rows[0])).not.toContain('taro@example.jp');
    expect(JSON.stringify(rows[0])).not.toContain('山田');
    expect(decryptText(rows[0]!.recipient_encrypted)).toBe('taro@example.jp');

    const refused = { ...validApplication(8), form2: { ...app.form2, mail: '' } };
    const bad = await server.gql(APPLY, {
      formDataJSON: JSON.stringify(refused),
      idempotencyKey: 'mail-refused-key-1',
    });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await countRows(server.database, 'mail_outbox')).toBe(before + 1);
  });
});

describe('delivery', () => {
  it('sends the receipt once: subject, From, Message-ID, Date, text and HTML, the stored amounts, no account digits', async () => {
    const receipt = await apply('hanako@example.jp');
    // The operator's reception hours (settings row), as the site shows them.
    const settingsHours = (first: number, last: number) =>
      server.database.db.execute(
        sql`UPDATE settings SET display_first_time = ${first}, display_last_time = ${last}`,
      );
    await settingsHours(9, 20);
    const w = worker();
    await drain(w);
    await settingsHours(10, 18);
    const [mail, ...more] = await sink.waitFor(1);
    expect(more).toHaveLength(0);
    expect(mail!.to).toEqual(['hanako@example.jp']);
    const m = mail!.parsed;
    expect(m.subject).toBe(`【コミュファ光】お申し込みを受け付けました（受付番号 ${receipt}）`);
    expect(m.from?.value[0]).toMatchObject({
      address: 'noreply@mail.example.jp',
      name: 'コミュファ光',
    });
    expect(m.messageId).toMatch(/^<[0-9a-f]{32}@mail\.example\.jp>$/);
    expect(m.date).toBeInstanceOf(Date);
    expect(m.text).toContain('山田 太郎 様');
    expect(m.text).toContain(receipt);
    expect(m.text).toContain('/apply/status/');
    expect(m.text).toContain('受付時間：9:00〜20:00');
    expect(m.html).toContain(receipt);
    // The amounts exactly as the completed page writes the stored quote.
    const [stored] = (
      (await server.database.db.execute(
        sql`SELECT quote FROM applications WHERE receipt_number = ${receipt}`,
      )) as unknown as {
        rows: { quote: Parameters<typeof import('@/lib/pricing/quote').quoteSummary>[0] }[];
      }
    ).rows;
    const { quoteSummary } = await import('@/lib/pricing/quote');
    for (const row of quoteSummaryRows(quoteSummary(stored!.quote)))
      for (const value of row.values) expect(m.text).toContain(value);
    // No account number (3141592), no date of birth, no street address.
    for (const secret of ['3141592', '1990', '1丁目2-']) {
      expect(mail!.raw).not.toContain(secret);
      expect(m.text).not.toContain(secret);
      expect(m.html).not.toContain(secret);
    }
    const [row] = await outbox(server.database.db, receipt);
    expect(row).toMatchObject({ state: 'sent', attempts: 1, last_error: null });
  });

  it('a burst of receipts shares the pooled connections to the relay: at most ten for thirty messages, each delivered once', async () => {
    const receipts = await Promise.all(
      Array.from({ length: 30 }, (_, i) => apply(`burst${i}@example.jp`)),
    );
    const before = sink.connections;
    const w = worker();
    await drain(w);
    const mails = await sink.waitFor(30);
    expect(mails.map((m) => m.to[0]).sort()).toEqual(
      Array.from({ length: 30 }, (_, i) => `burst${i}@example.jp`).sort(),
    );
    // One connection per message would be 30: the pool keeps up to SMTP_PARALLEL (10) open.
    expect(sink.connections - before).toBeGreaterThan(0);
    expect(sink.connections - before).toBeLessThanOrEqual(10);
    for (const receipt of receipts)
      expect((await outbox(server.database.db, receipt))[0]).toMatchObject({ state: 'sent' });
  });

  it('with the relay down, retries with backoff and delivers once when it is back', async () => {
    const receipt = await apply();
    await sink.stop();
    const w = worker();
    expect(await w.runOnce()).toBe(1);
    let [row] = await outbox(server.database.db, receipt);
    expect(row).toMatchObject({ state: 'pending', attempts: 1 });
    expect(row!.last_error).toMatch(/ECONNECTION|ESOCKET|ECONNREFUSED/);
    await sink.start();
    w.start();
    await sink.waitFor(1);
    await w.stop();
    [row] = await outbox(server.database.db, receipt);
    expect(row).toMatchObject({ state: 'sent' });
    expect(sink.received).toHaveLength(1);
  });

  it('an address the relay refuses (550) is failed after the first attempt with the reason, without the address', async () => {
    const receipt = await apply('reject-me@example.jp');
    const w = worker();
    await drain(w);
    const [row] = await outbox(server.database.db, receipt);
    expect(row).toMatchObject({ state: 'failed', attempts: 1 });
    expect(row!.last_error).toContain('550');
    expect(row!.last_error).not.toContain('reject-me');
    expect(sink.received).toHaveLength(0);
    // The receipt itself is unaffected.
    expect(
      (
        (await server.database.db.execute(
          sql`SELECT count(*)::int AS n FROM applications WHERE receipt_number = ${receipt}`,
        )) as unknown as { rows: { n: number }[] }
      ).rows[0]!.n,
    ).toBe(1);
  });

  it('gives up after the last attempt: failed for staff', async () => {
    const receipt = await apply();
    const w = worker({ maxAttempts: 2, retryBaseMs: 0 }, 'smtp://127.0.0.1:1');
    await drain(w);
    await drain(w);
    const [row] = await outbox(server.database.db, receipt);
    expect(row).toMatchObject({ state: 'failed', attempts: 2 });
  });

  it('a worker killed after claiming: the message is sent by another after the lease, once', async () => {
    const receipt = await apply();
    // The first worker claims it and never finishes sending (a process killed mid-send).
    const hung: MailTransport = {
      kind: 'smtp',
      parallel: 10,
      send: () => new Promise(() => {}),
      close: () => {},
    };
    const dead = new MailWorker(server.database.db, hung, { leaseMs: 150, log: () => {} });
    void dead.runOnce();
    while ((await outbox(server.database.db, receipt))[0]!.attempts === 0);
    const survivor = worker();
    expect(await survivor.runOnce()).toBe(0);
    survivor.start();
    await sink.waitFor(1);
    await survivor.stop();
    expect(sink.received).toHaveLength(1);
    expect((await outbox(server.database.db, receipt))[0]).toMatchObject({
      state: 'sent',
      attempts: 2,
    });
  });

  it('a worker stopped mid-round hands back what it has not started: due at once, the attempt uncounted, sent by another once', async () => {
    const receipts = [await apply(), await apply(), await apply()];
    // The first send waits until the test lets it go; the worker sends one message at a time.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let sending!: () => void;
    const firstSend = new Promise<void>((resolve) => (sending = resolve));
    const relay = createMailTransport({ smtpUrl: sink.url });
    const gated: MailTransport = {
      kind: 'smtp',
      parallel: 1,
      send: async (message) => {
        sending();
        await gate;
        await relay.send(message);
      },
      close: () => relay.close(),
    };
    const stopping = new MailWorker(server.database.db, gated, {
      from: '"コミュファ光" <noreply@mail.example.jp>',
      log: () => {},
    });
    workers.push({ worker: stopping, transport: gated });
    const round = stopping.runOnce();
    await firstSend;
    const stopped = stopping.stop();
    release();
    expect(await round).toBe(3);
    await stopped;
    const rows = (await Promise.all(receipts.map((r) => outbox(server.database.db, r)))).map(
      ([row]) => row!,
    );
    expect(rows.filter((r) => r.state === 'sent')).toHaveLength(1);
    expect(rows.filter((r) => r.state === 'pending' && r.attempts === 0)).toHaveLength(2);
    const survivor = worker();
    expect(await survivor.runOnce()).toBe(2);
    expect(sink.received).toHaveLength(3);
    expect(new Set(sink.received.map((m) => m.parsed.messageId)).size).toBe(3);
  });

  it('two instances on one database (own connection pools on Postgres) send each of 200 messages exactly once', async () => {
    const shared = await sharedTestDatabase();
    try {
      const [one, two] = [await shared.open(), await shared.open()];
      const yoga = createGraphqlServer({
        rateLimit: { points: 10_000, durationSeconds: 60 },
        database: one,
      });
      for (let i = 0; i < 200; i += 20)
        await Promise.all(
          Array.from({ length: 20 }, async (_, j) => {
            const app = validApplication((i + j) % 40);
            app.form2.mail = app.form2.mailConfirm = `bulk${i + j}@example.jp`;
            const res = await sendGraphql<ApplyResult>(yoga, APPLY, {
              formDataJSON: JSON.stringify(app),
              idempotencyKey: `bulk-${i + j}-key`,
            });
            expect(res.errors).toBeUndefined();
          }),
        );
      expect(await countRows(one, 'mail_outbox')).toBe(200);
      const instances = [one, two].map((database) => {
        const transport = createMailTransport({ smtpUrl: sink.url });
        const w = new MailWorker(database.db, transport, {
          batchSize: 5,
          pollMs: 20,
          log: () => {},
        });
        workers.push({ worker: w, transport });
        return w;
      });
      for (const w of instances) w.start();
      await sink.waitFor(200, 60_000);
      await Promise.all(instances.map((w) => w.stop()));
      expect(sink.received).toHaveLength(200);
      expect(new Set(sink.received.map((m) => m.parsed.messageId)).size).toBe(200);
      expect(new Set(sink.received.map((m) => m.to[0])).size).toBe(200);
      const states = await one.db.execute(
        sql`SELECT state, count(*)::int AS n FROM mail_outbox GROUP BY state`,
      );
      expect((states as unknown as { rows: unknown[] }).rows).toEqual([{ state: 'sent', n: 200 }]);
      await Promise.all([one.close(), two.close()]);
    } finally {
      await shared.drop();
    }
  });
});

describe('status changes', () => {
  const actor = { id: 'staff-1', email: 'op@example.jp' };
  it('工事日確定 sends the date in Japanese; a refused change sends nothing', async () => {
    const receipt = await apply('status@example.jp');
    await drain(worker());
    sink.received.length = 0;
    const db = server.database.db;
    for (const [expected, to] of [
      ['received', 'reviewing'],
      ['reviewing', 'scheduling'],
    ] as const)
      expect(
        (await changeApplicationStatus(db, { receiptNumber: receipt, expected, to, actor })).ok,
      ).toBe(true);
    const refused = await changeApplicationStatus(db, {
      receiptNumber: receipt,
      expected: 'scheduling',
      to: 'scheduled',
      constructionDate: '2026-02-30',
      note: 'メモ（社内）',
      actor,
    });
    expect(refused.ok).toBe(false);
    const stale = await changeApplicationStatus(db, {
      receiptNumber: receipt,
      expected: 'received',
      to: 'cancelled',
      note: '重複',
      actor,
    });
    expect(stale.ok).toBe(false);
    expect(await outbox(db, receipt)).toHaveLength(3);
    // Judged on 2026-11-27 in Japan: 2026-12-03 lies within tomorrow to six months ahead.
    const done = await changeApplicationStatus(
      db,
      {
        receiptNumber: receipt,
        expected: 'scheduling',
        to: 'scheduled',
        constructionDate: '2026-12-03',
        note: '社内メモ：午前の班',
        actor,
      },
      fixedClock('2026-11-27T10:00:00+09:00'),
    );
    expect(done.ok).toBe(true);
    expect(await outbox(db, receipt)).toHaveLength(4);
    await drain(worker());
    const mails = await sink.waitFor(3);
    const scheduled = mails.find((m) => m.parsed.subject?.includes('工事日確定'));
    expect(scheduled?.to).toEqual(['status@example.jp']);
    expect(scheduled?.parsed.text).toContain('2026年12月3日（木）');
    // A note of another status stays with staff.
    expect(scheduled?.parsed.text).not.toContain('社内メモ');
    expect(sink.received).toHaveLength(3);
  });

  it('キャンセル sends the reason given', async () => {
    const receipt = await apply('cancel@example.jp');
    const db = server.database.db;
    await changeApplicationStatus(db, {
      receiptNumber: receipt,
      expected: 'received',
      to: 'cancelled',
      note: 'お客さまのご都合により',
      confirmed: true,
      actor,
    });
    await drain(worker());
    const mails = await sink.waitFor(2);
    const cancelled = mails.find((m) => m.parsed.subject?.includes('キャンセル'));
    expect(cancelled?.parsed.text).toContain('お客さまのご都合により');
  });
});

describe('contact', () => {
  const M = 'mutation C($input: ContactInput!) { contact(input: $input) { result receiptNumber } }';
  const booking = CONTACT_BY_POST;
  it('a contact with an address gets its receipt message; one without stores none', async () => {
    const before = await countRows(server.database, 'mail_outbox');
    const withMail = await server.gql<{ contact: { receiptNumber: string } }>(M, {
      input: { ...booking, mail: 'hanako@example.jp' },
    });
    await server.gql(M, { input: booking });
    expect(await countRows(server.database, 'mail_outbox')).toBe(before + 1);
    await drain(worker());
    const [mail] = await sink.waitFor(1);
    expect(mail!.parsed.subject).toBe(
      `【コミュファ光】お問い合わせを受け付けました（受付番号 ${withMail.data!.contact.receiptNumber}）`,
    );
    expect(mail!.parsed.text).toContain('資料請求');
    expect(mail!.parsed.text).not.toContain('1-1');
  });
});

describe('existing customers', () => {
  const TRANSFER =
    'mutation R($input: TransferRequestInput!) { transferRequest(input: $input) { status receiptNumber } }';
  const UPSELL =
    'mutation U($input: ApplicationUpSellInput!) { applicationUpSell(input: $input) { result receiptNumber } }';
  const customer = { customerNumber: '1000000001', phone: '0521234567' };
  const newAddress = {
    postalCode: '4600008',
    prefecture: '愛知県',
    city: '名古屋市中区',
    town: '栄',
    line1: '3丁目1-1',
    buildingType: 0,
  };

  it('a transfer and an option application with an address get their receipts; a refused one none', async () => {
    const before = await countRows(server.database, 'mail_outbox');
    const moved = await server.gql<{ transferRequest: { receiptNumber: string } }>(TRANSFER, {
      input: { ...customer, newAddress, movingDate: '2099-01-15', mail: 'mover@example.jp' },
    });
    const option = await server.gql<{ applicationUpSell: { receiptNumber: string } }>(UPSELL, {
      input: { ...customer, options: ['mesh-wifi'], isAgree: true, mail: 'option@example.jp' },
    });
    const refused = await server.gql(TRANSFER, {
      input: {
        ...customer,
        phone: '0520000000',
        newAddress,
        movingDate: '2099-01-15',
        mail: 'mover@example.jp',
      },
    });
    expect(refused.errors ?? []).toEqual([]);
    expect(await countRows(server.database, 'mail_outbox')).toBe(before + 2);
    await drain(worker());
    const mails = await sink.waitFor(2);
    const transfer = mails.find((m) => m.to[0] === 'mover@example.jp')!;
    expect(transfer.parsed.subject).toBe(
      `【コミュファ光】お引越しのお申し込みを受け付けました（受付番号 ${moved.data!.transferRequest.receiptNumber}）`,
    );
    expect(transfer.parsed.text).toContain('2099年1月15日');
    expect(transfer.parsed.text).not.toContain('3丁目');
    const upsell = mails.find((m) => m.to[0] === 'option@example.jp')!;
    expect(upsell.parsed.subject).toContain(option.data!.applicationUpSell.receiptNumber);
    expect(upsell.parsed.text).toMatch(/メッシュ/);
  });
});

describe('without SMTP_URL', () => {
  it('writes each message as an .eml file (0600) in the mail directory', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hikari-mail-'));
    try {
      const receipt = await apply('eml@example.jp');
      const transport = createMailTransport({ smtpUrl: '', directory: path.join(dir, 'mail') });
      const w = new MailWorker(server.database.db, transport, { log: () => {} });
      workers.push({ worker: w, transport });
      await drain(w);
      // File names write the receipt's check symbol (* ~ $ = U) as '_', as the transport does.
      const stem = receipt.replace(/[^\w.-]/g, '_');
      const files = readdirSync(path.join(dir, 'mail')).filter((f) => f.includes(stem));
      expect(files).toHaveLength(1);
      const file = path.join(dir, 'mail', files[0]!);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const parsed = await simpleParser(readFileSync(file));
      expect(parsed.subject).toContain(receipt);
      expect(parsed.to && 'value' in parsed.to ? parsed.to.value[0]?.address : '').toBe(
        'eml@example.jp',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
      expect(existsSync(dir)).toBe(false);
    }
  });

  it('makes the mail directory again (0700) when it is gone', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'hikari-mail-gone-'));
    const dir = path.join(root, 'mail');
    const transport = createMailTransport({ smtpUrl: '', directory: dir });
    const message = (stem: string) => ({
      from: '"コミュファ光" <noreply@mail.example.jp>',
      to: 'gone@example.jp',
      subject: `受付 ${stem}`,
      text: '本文',
      html: '<p>本文</p>',
      messageId: `<${stem}@mail.example.jp>`,
      fileStem: stem,
    });
    try {
      await transport.send(message('before'));
      rmSync(dir, { recursive: true });
      await transport.send(message('after'));
      expect(readdirSync(dir)).toEqual(['after.eml']);
      expect(statSync(dir).mode & 0o777).toBe(0o700);
      expect(statSync(path.join(dir, 'after.eml')).mode & 0o777).toBe(0o600);
    } finally {
      transport.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('staff', () => {
  it('lists messages without address or body; an admin resend of a failed one is audit-logged and sends it', async () => {
    const receipt = await apply('reject-later@example.jp');
    await drain(worker());
    const db = server.database.db;
    const [failed] = await mailOfReceipt(db, receipt);
    expect(failed).toMatchObject({ state: 'failed', stateLabel: '送信失敗', canResend: true });
    expect(failed!.lastError).toContain('550');
    const { rows } = await listMail(db, { state: 'failed' });
    expect(rows.map((r) => r.id)).toContain(failed!.id);
    expect(JSON.stringify(rows)).not.toContain('reject-later');
    expect(JSON.stringify(rows)).not.toContain('山田');

    const admin = { id: 'admin-1', email: 'admin@example.jp' };
    expect(await resendMail(db, failed!.id, admin)).toMatchObject({ ok: true });
    expect(await resendMail(db, failed!.id, admin)).toMatchObject({ ok: false });
    const audit = await auditOf(db, receipt);
    expect(audit.filter((a) => a.action === 'mail.resend')).toHaveLength(1);
    // The relay now accepts the address: the resent message is delivered.
    await db.execute(
      sql`UPDATE mail_outbox SET recipient_encrypted = ${encryptText('fixed@example.jp')} WHERE id = ${failed!.id}`,
    );
    await drain(worker());
    await sink.waitFor(1);
    expect((await mailOfReceipt(db, receipt))[0]).toMatchObject({ state: 'sent', attempts: 1 });
  });
});

describe('retention', () => {
  it('deletes the body of a message sent more than 30 days ago, keeping its metadata', async () => {
    const receipt = await apply();
    await drain(worker());
    const db = server.database.db;
    expect(await purgeSentBodies(db)).toBe(0);
    await db.execute(
      sql`UPDATE mail_outbox SET sent_at = now() - interval '31 days' WHERE receipt_number = ${receipt}`,
    );
    expect(await purgeSentBodies(db)).toBe(1);
    const [row] = await outbox(db, receipt);
    expect(row).toMatchObject({
      state: 'sent',
      input_encrypted: null,
      template: 'application-received',
    });
  });
});

describe('retryDelayMs', () => {
  it('doubles from the base, keeps at least half, and is capped at an hour', () => {
    expect(retryDelayMs(1, 30_000, 3_600_000, 0)).toBe(15_000);
    expect(retryDelayMs(1, 30_000, 3_600_000, 0.999999)).toBe(30_000);
    expect(retryDelayMs(3, 30_000, 3_600_000, 1)).toBe(120_000);
    expect(retryDelayMs(20, 30_000, 3_600_000, 1)).toBe(3_600_000);
    expect(retryDelayMs(20, 30_000, 3_600_000, 0)).toBe(1_800_000);
  });
});

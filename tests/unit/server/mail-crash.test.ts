import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '@/lib/server/db/schema';
import { applyRequestBody, applyUntilKilled, crashHarness } from './crash-harness';
import { validApplication } from './fixtures';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

// The outbox across a crash: the API server (scripts/api-server.ts, which runs the delivery worker
// as the Next server does) killed with SIGKILL in a burst of applications, then started again.
const harness = crashHarness('mail-crash');
let sink: SmtpSink | undefined;

afterAll(async () => {
  await harness.cleanup();
  await sink?.stop();
});

/** Application `i` (one of 40 addresses) with an e-mail address and an idempotency key of its own. */
function application(i: number): string {
  const app = validApplication(i % 40);
  app.form2.mail = app.form2.mailConfirm = `crash${i}@example.jp`;
  return applyRequestBody(app, `mail-crash-${i}-key`);
}

describe('the outbox across a crash', () => {
  it('every acknowledged receipt’s message is delivered after a SIGKILL and a restart, with one Message-ID each', async () => {
    sink = await startSmtpSink();
    // A short lease, so a message the killed server was sending is taken over within the test.
    const env = { SMTP_URL: sink.url, MAIL_LEASE_MS: '1000' };
    const first = await harness.start(env);
    const acknowledged = await applyUntilKilled(first, {
      clients: 4,
      acknowledged: 20,
      body: application,
    });

    const second = await harness.start(env);
    const subjects = () =>
      new Set(
        sink!.received.map((m) => /受付番号 (A-[\dA-Z*~$=-]+)/.exec(m.parsed.subject ?? '')?.[1]),
      );
    const until = Date.now() + 60_000;
    while (!acknowledged.every((r) => subjects().has(r)) && Date.now() < until)
      await new Promise((r) => setTimeout(r, 50));
    await second.stop();

    expect(acknowledged.filter((r) => !subjects().has(r))).toEqual([]);
    // A message sent twice (killed between send and mark) keeps its Message-ID.
    for (const receipt of acknowledged) {
      const ids = sink.received
        .filter((m) => m.parsed.subject?.includes(receipt))
        .map((m) => m.parsed.messageId);
      expect(new Set(ids).size, receipt).toBe(1);
    }
    const database = await harness.open();
    const rows = await database.db
      .select({ state: mailOutbox.state })
      .from(mailOutbox)
      .where(inArray(mailOutbox.receiptNumber, acknowledged));
    await database.close();
    expect(rows).toHaveLength(acknowledged.length);
    expect(rows.every((r) => r.state === 'sent')).toBe(true);
  }, 240_000);
});

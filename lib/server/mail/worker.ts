import 'server-only';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { SITE_NAME } from '@/lib/site';
import { decryptText } from '../security/crypto';
import type { Db } from '../db/client';
import { preparedRowsOf } from '../db/prepared';
import { mailOutbox } from '../db/schema';
import { SETTINGS_CACHE_TTL_MS } from '../db/repositories/maintenance';
import { mailFacts } from './desk';
import { onMailQueued } from './outbox';
import { renderMail } from './templates';
import type { MailTransport } from './transport';

/** Tuning of a worker; every field has a default fit for production. */
export interface MailWorkerOptions {
  /** From header: MAIL_FROM, default '"コミュファ光" <noreply@localhost>'. */
  from?: string;
  /** Idle poll interval (ms, default 1,000): what another instance's commit waits at most. */
  pollMs?: number;
  /**
   * Messages claimed per round (default 100): one claim and one mark statement serve them all, so
   * a backlog (a burst of applications) costs the database two statements per hundred messages,
   * not per ten.
   */
  batchSize?: number;
  /**
   * How long a round waits after a mailQueued() signal (ms, default 50), so the messages of the
   * applications committed meanwhile are claimed and marked together: a round costs the database
   * two statements whatever its size, and under load one round per message cost each application
   * more than its own store.
   */
  queuedDelayMs?: number;
  /**
   * How long a claim keeps other workers off a message (ms; MAIL_LEASE_MS, default 120,000): a
   * worker killed mid-send frees it after this. Longer than the slowest send (SMTP timeouts 50 s).
   */
  leaseMs?: number;
  /** First retry delay (ms, default 30,000), doubled per attempt, capped at retryCapMs (default 1 h). */
  retryBaseMs?: number;
  retryCapMs?: number;
  /** Attempts before a message is failed for staff (default 8). */
  maxAttempts?: number;
  /** Jitter source in [0, 1) (default Math.random). */
  random?: () => number;
  /** Where problems are logged (never with personal data); default console.warn. */
  log?: (line: string) => void;
}

/**
 * The delay before retry number `attempt` (1 = after the first failure): base·2^(attempt−1) capped
 * at `cap`, of which a random half is taken off ("equal jitter"), so instances that failed together
 * do not retry together. Milliseconds.
 */
export function retryDelayMs(attempt: number, base: number, cap: number, random: number): number {
  const full = Math.min(cap, base * 2 ** Math.max(0, attempt - 1));
  return Math.round(full / 2 + (full / 2) * random);
}

/** '<sha256(eventKey)[:32]@domain>': one Message-ID per event, whichever worker sends it, however often. */
export function messageIdOf(eventKey: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<${createHash('sha256').update(eventKey).digest('hex').slice(0, 32)}@${domain}>`;
}

const ADDRESS = /[^\s<>"'():;,[\]]+@[^\s<>"'():;,[\]]+/g;

/**
 * What staff see of a failed attempt: nodemailer's error code, the SMTP reply code and the reply
 * text (or the error's message) with every e-mail address replaced, at most 300 characters.
 */
export function describeMailError(error: unknown): string {
  const e = (error ?? {}) as {
    code?: unknown;
    responseCode?: unknown;
    response?: unknown;
    message?: unknown;
    name?: unknown;
  };
  const code = typeof e.code === 'string' ? e.code : typeof e.name === 'string' ? e.name : 'Error';
  const reply =
    typeof e.response === 'string' ? e.response : typeof e.message === 'string' ? e.message : '';
  const text = `${code}${typeof e.responseCode === 'number' ? ` ${e.responseCode}` : ''}: ${reply}`;
  return text.replace(ADDRESS, '<address>').replace(/\s+/g, ' ').slice(0, 300);
}

/** A 5xx SMTP reply (550 no such user, 553 bad address…): sending again would be refused again. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

interface Claimed {
  id: number;
  event_key: string;
  template: string;
  receipt_number: string | null;
  recipient_encrypted: string;
  input_encrypted: string | null;
  attempts: number;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Outbox ids as one Postgres array literal ('{1,2,3}'), a single text parameter either driver
 * passes alike: the statement's text stays the same whatever the round's size.
 */
const idArray = (ids: number[]): string => `{${ids.join(',')}}`;

type MailFacts = Awaited<ReturnType<typeof mailFacts>>;

/**
 * The delivery worker of one server instance. Each round claims up to batchSize due messages in
 * one statement (`FOR UPDATE SKIP LOCKED`, so two instances never claim one message; the claim
 * counts the attempt and moves the message's next attempt past the lease), sends them the
 * transport's `parallel` at a time, marks the ones sent in one statement and each other one due
 * again after retryDelayMs, or failed (a 5xx reply at once; anything else after maxAttempts).
 * A send starts only within the first half of the lease (SMTP timeouts end it before the lease
 * does) and before stop(); messages of the round left unsent are handed back, due at once, their
 * attempt uncounted. A crash between send and mark sends the message again after the lease with
 * the same Message-ID. A mailQueued() signal starts a round within queuedDelayMs; the operator
 * facts (mailFacts) are read at most once per SETTINGS_CACHE_TTL_MS. Errors never leave the
 * worker: a round that fails is logged and retried.
 */
export class MailWorker {
  private readonly o: Required<MailWorkerOptions>;
  private timer: NodeJS.Timeout | null = null;
  /** When `timer` fires (epoch ms). */
  private timerDue = 0;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = true;
  /** Set by stop(); not by construction, since runOnce may run on a worker never started. */
  private halted = false;
  private unsubscribe: (() => void) | null = null;
  private lastPurge = 0;

  constructor(
    private readonly db: Db,
    private readonly transport: MailTransport,
    options: MailWorkerOptions = {},
  ) {
    this.o = {
      from: options.from ?? process.env.MAIL_FROM ?? `"${SITE_NAME}" <noreply@localhost>`,
      pollMs: options.pollMs ?? 1_000,
      batchSize: options.batchSize ?? 100,
      queuedDelayMs: options.queuedDelayMs ?? 50,
      leaseMs: options.leaseMs ?? (Number(process.env.MAIL_LEASE_MS) || 120_000),
      retryBaseMs: options.retryBaseMs ?? 30_000,
      retryCapMs: options.retryCapMs ?? 3_600_000,
      maxAttempts: options.maxAttempts ?? 8,
      random: options.random ?? Math.random,
      log: options.log ?? ((line) => console.warn(line)),
    };
  }

  /** Starts polling (timers do not keep the process alive) and listens for mailQueued(). */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.halted = false;
    this.unsubscribe = onMailQueued(() => this.soon());
    this.wake();
  }

  /** Runs a round queuedDelayMs from now, unless one is running (it goes again) or already due sooner. */
  private soon(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    if (this.timer && this.timerDue <= Date.now() + this.o.queuedDelayMs) return;
    if (this.timer) clearTimeout(this.timer);
    this.timerDue = Date.now() + this.o.queuedDelayMs;
    this.timer = setTimeout(() => this.wake(), this.o.queuedDelayMs);
    this.timer.unref();
  }

  /**
   * Stops claiming and sending; resolves when the round in progress has marked what it sent and
   * handed back what it did not start.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    this.halted = true;
    this.unsubscribe?.();
    this.unsubscribe = null;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  /** Runs a round now (or right after the one in progress). */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.running = this.loop().finally(() => {
      this.running = null;
      if (this.stopped) return;
      if (this.again) {
        this.again = false;
        this.wake();
      } else {
        this.timerDue = Date.now() + this.o.pollMs;
        this.timer = setTimeout(() => this.wake(), this.o.pollMs);
        this.timer.unref();
      }
    });
  }

  private async loop(): Promise<void> {
    try {
      if (Date.now() - this.lastPurge > 3_600_000) {
        this.lastPurge = Date.now();
        await purgeSentBodies(this.db);
      }
      // A full batch means more may be due: go on without waiting for the poll.
      while (!this.stopped && (await this.runOnce()) === this.o.batchSize);
    } catch (error) {
      this.o.log(`[mail] delivery round failed: ${describeMailError(error)}`);
    }
  }

  /** One round: claims up to batchSize due messages and sends them. Returns how many it claimed. */
  async runOnce(): Promise<number> {
    const claimedAt = Date.now();
    // The round's statements are prepared (parsed and planned once per connection, as the
    // application's store statement): on PGlite a round of 40 spent 2.0-3.0 ms on the claim and
    // 1.3 ms on the mark through db.execute, 1.3-1.5 and 0.7-0.9 ms prepared, and under load a
    // round runs several times a second (docs/benchmarks.md, round of 2026-11-28, early morning).
    const claimed = await preparedRowsOf<Claimed>(
      this.db,
      sql`
        UPDATE ${mailOutbox}
        SET attempts = attempts + 1,
          next_attempt_at = now() + ${this.o.leaseMs} * interval '1 millisecond'
        WHERE id IN (
          SELECT id FROM ${mailOutbox}
          WHERE state = 'pending' AND next_attempt_at <= now()
          ORDER BY next_attempt_at, id
          LIMIT ${this.o.batchSize}
          FOR UPDATE SKIP LOCKED)
        RETURNING id, event_key, template, receipt_number, recipient_encrypted, input_encrypted,
          attempts`,
    );
    if (claimed.length === 0) return 0;
    const facts = await this.facts();
    const sent: number[] = [];
    const unsent: number[] = [];
    // `parallel` lanes take the claimed messages in turn; none starts a send after half the
    // lease, so no send outlives the claim and another worker never sends a message this one does,
    // nor after stop(), so a stopping server hands the rest of its round back at once.
    let next = 0;
    const lane = async () => {
      while (next < claimed.length) {
        const row = claimed[next++]!;
        if (this.halted || Date.now() - claimedAt > this.o.leaseMs / 2) unsent.push(row.id);
        else if (await this.deliver(row, facts)) sent.push(row.id);
      }
    };
    await Promise.all(
      Array.from({ length: Math.min(this.transport.parallel, claimed.length) }, lane),
    );
    // One statement marks every message of the round that went out (a crash before it sends
    // them again after the lease, with the same Message-ID, as for a single message).
    if (sent.length > 0) {
      await preparedRowsOf(
        this.db,
        sql`
        UPDATE ${mailOutbox} SET state = 'sent', sent_at = now(), last_error = NULL
        WHERE id = ANY(${idArray(sent)}::bigint[])`,
      );
    }
    if (unsent.length > 0) {
      await preparedRowsOf(
        this.db,
        sql`
        UPDATE ${mailOutbox} SET attempts = attempts - 1, next_attempt_at = now()
        WHERE id = ANY(${idArray(unsent)}::bigint[]) AND state = 'pending'`,
      );
    }
    return claimed.length;
  }

  private factsRead: { at: number; value: Promise<MailFacts> } | null = null;

  /** mailFacts, read again at most once per SETTINGS_CACHE_TTL_MS (a failed read is not kept). */
  private facts(): Promise<MailFacts> {
    const now = Date.now();
    if (!this.factsRead || now - this.factsRead.at >= SETTINGS_CACHE_TTL_MS) {
      const value = mailFacts(this.db);
      this.factsRead = { at: now, value };
      value.catch(() => {
        if (this.factsRead?.value === value) this.factsRead = null;
      });
    }
    return this.factsRead.value;
  }

  /** Sends one claimed message: true when it went out, false when it failed (marked here). */
  private async deliver(row: Claimed, facts: MailFacts): Promise<boolean> {
    try {
      if (row.input_encrypted === null) throw new Error('message body deleted');
      const rendered = renderMail(row.template, JSON.parse(decryptText(row.input_encrypted)), {
        receiptNumber: row.receipt_number,
        ...facts,
      });
      const messageId = messageIdOf(row.event_key, this.o.from);
      await this.transport.send({
        from: this.o.from,
        to: decryptText(row.recipient_encrypted),
        ...rendered,
        messageId,
        fileStem: `${row.receipt_number ?? 'mail'}-${messageId.slice(1, 13)}`,
      });
    } catch (error) {
      const failed =
        isPermanent(error) || row.attempts >= this.o.maxAttempts || !isSmtpError(error);
      const delay = retryDelayMs(
        row.attempts,
        this.o.retryBaseMs,
        this.o.retryCapMs,
        this.o.random(),
      );
      await this.db.execute(sql`
        UPDATE ${mailOutbox}
        SET state = ${failed ? 'failed' : 'pending'}, last_error = ${describeMailError(error)},
          next_attempt_at = now() + ${delay} * interval '1 millisecond'
        WHERE id = ${row.id} AND state = 'pending'`);
      return false;
    }
    return true;
  }
}

/**
 * Whether an error came from the transport (network, SMTP reply, file system), which another
 * attempt may get past; any other error (a body that no longer decrypts or renders) would fail
 * the same way again.
 */
function isSmtpError(error: unknown): boolean {
  const e = error as { code?: unknown; responseCode?: unknown } | null;
  return typeof e?.code === 'string' || typeof e?.responseCode === 'number';
}

/**
 * Deletes the body (the encrypted template input) of messages sent more than `days` (30) ago, and
 * of failed ones created that long ago; recipient, state, attempts and times stay for staff.
 * Returns how many bodies were deleted.
 */
export async function purgeSentBodies(db: Db, days = 30): Promise<number> {
  const result = await db.execute(sql`
    UPDATE ${mailOutbox} SET input_encrypted = NULL
    WHERE input_encrypted IS NOT NULL
      AND ((state = 'sent' AND sent_at < now() - ${days} * interval '1 day')
        OR (state = 'failed' AND created_at < now() - ${days} * interval '1 day'))
    RETURNING id`);
  return rowsOf(result).length;
}

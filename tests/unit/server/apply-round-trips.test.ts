/**
 * How many statements one application sends to the database (a behaviour guard, not a timing):
 * applyCTC's throughput against the store floor of `npm run bench:api` is bound by what each
 * application costs the database, and every statement added to its path is one more round trip
 * (on the embedded database, CPU of the server's own thread). A new application costs the one
 * statement that stores it (key, receipt number, introduction id, application, receipt e-mail,
 * draft deletion), a named statement parsed once and then only bound (prepared.ts); the
 * settings row and the town's coverage rows come from their caches after the first request, and the mutation's global rate-limit budget is taken from the table in blocks
 * (rate-limit.ts blockOf), one upsert per block of applications. A retry of a stored key costs one
 * more: its stored answer is read after the store statement claimed nothing. The receipt e-mails
 * are delivered in rounds of two statements however many messages a round carries.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailTransport } from '@/lib/server/mail/transport';
import { blockOf, OPERATION_BUDGETS } from '@/lib/server/security/rate-limit';
import { MailWorker } from '@/lib/server/mail/worker';
import { APPLY, type ApplyResult, validApplication } from './fixtures';
import { createTestServer, type TestServer } from './helpers';

let server: TestServer;
/** The SQL text of every statement sent while `recording` is set. */
const sent: string[] = [];
let recording = false;
/** How many wrapped client methods are running (synchronously) inside each other. */
let depth = 0;
/** The entry of `sent` of the PGlite transaction now open, which its statements join. */
let openTransaction: number | null = null;
/** The text of each named statement PGlite parsed (prepared.ts), by name. */
const parsedTexts = new Map<string, string>();

/**
 * What a raw protocol call to PGlite (prepared.ts) runs: a Parse ('P': name, text) is kept
 * by name; a Bind ('B': portal, statement name) answers its statement's text.
 */
function protocolText(message: Uint8Array): string {
  const strings = Buffer.from(message).subarray(5).toString('utf8').split('\0');
  if (message[0] === 0x50) {
    parsedTexts.set(strings[0]!, strings[1]!);
    return `parse ${strings[1]}`;
  }
  return message[0] === 0x42 ? (parsedTexts.get(strings[1]!) ?? `bind ${strings[1]}`) : '';
}

beforeAll(async () => {
  server = await createTestServer();
  // Both drivers' clients: PGlite's query/exec, its raw protocol calls (named statements,
  // prepared.ts) and transactions; node-postgres' pool query and connect (a transaction's
  // statements go through the client it hands out, counted as one checkout).
  const client = (server.database.db as unknown as { $client: Record<string, unknown> }).$client;
  for (const method of ['query', 'exec', 'transaction', 'connect', 'execProtocol'] as const) {
    const original = client[method];
    if (typeof original !== 'function') continue;
    client[method] = function (this: unknown, ...args: unknown[]) {
      const first = args[0] as string | Uint8Array | { text?: string } | undefined;
      const text =
        first instanceof Uint8Array
          ? protocolText(first)
          : typeof first === 'string'
            ? first
            : (first?.text ?? '');
      // node-postgres' pool.query checks a client out through its own connect(): that nested
      // call is part of the one statement, not a second round trip. A PGlite transaction is
      // one entry with the statements run inside it.
      if (recording && depth === 0) {
        if (openTransaction !== null && method !== 'transaction')
          sent[openTransaction] += ` ${text}`.replace(/\s+/g, ' ');
        else sent.push(`${method}: ${text}`.replace(/\s+/g, ' '));
      }
      depth++;
      try {
        const result = (original as (...a: unknown[]) => unknown).apply(this, args);
        if (method === 'transaction' && recording && depth === 1) {
          openTransaction = sent.length - 1;
          const closed = () => (openTransaction = null);
          (result as Promise<unknown>).then(closed, closed);
        }
        return result;
      } finally {
        depth--;
      }
    };
  }
});
afterAll(() => server.close());

async function apply(n: number, key: string): Promise<string[]> {
  sent.length = 0;
  recording = true;
  try {
    const res = await server.gql<ApplyResult>(APPLY, {
      formDataJSON: JSON.stringify(validApplication(n)),
      idempotencyKey: key,
    });
    expect(res.errors).toBeUndefined();
    expect(res.data?.applyCTC.result).toBe('success');
  } finally {
    recording = false;
  }
  // The settings row's maintenance columns are read at most once a second (maintenance.ts):
  // whether this request is the one that reads them depends on the clock, not on the code.
  return sent.filter((statement) => !/from "settings"/i.test(statement));
}

/** The statements of an application but the rate-limit upserts (counted per block, below). */
const withoutRateLimits = (statements: string[]) =>
  statements.filter((statement) => !/rate_limits/.test(statement));

describe('applyCTC round trips', () => {
  it('stores a new application with one statement', async () => {
    // The first application fills the settings and town caches.
    await apply(1, 'round-trips-warm-0001');
    const statements = withoutRateLimits(await apply(2, 'round-trips-0002'));
    expect(statements, statements.join('\n')).toHaveLength(1);
    expect(statements[0]).toMatch(/INSERT INTO "applications"/);
  });

  it('takes the global rate-limit budget from the table once per block of applications', async () => {
    // The test server lifts the per-client budget only; the client address is unknown here, so
    // an application counts in the operation's global budget alone.
    const block = blockOf(OPERATION_BUDGETS.applyCTC!.globalPoints);
    expect(block).toBeGreaterThan(1);
    let upserts = 0;
    // Whatever the block in use has left (0 to block − 1), 3 blocks' worth of applications take
    // exactly 3 blocks.
    for (let n = 0; n < 3 * block; n++) {
      const statements = await apply(100 + n, `round-trips-block-${String(n).padStart(4, '0')}`);
      upserts += statements.length - withoutRateLimits(statements).length;
    }
    expect(upserts).toBe(3);
  });

  it('answers a retry of a stored key with one statement more', async () => {
    await apply(3, 'round-trips-0003');
    const statements = withoutRateLimits(await apply(3, 'round-trips-0003'));
    expect(statements, statements.join('\n')).toHaveLength(2);
  });
});

describe('receipt e-mail delivery round trips', () => {
  it('a round claims its messages in one statement and marks the sent ones in one, more than it sends at once', async () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'hikari-round-trips-mail-'));
    const transport = createMailTransport({ directory });
    const worker = new MailWorker(server.database.db, transport, { log: () => {} });
    try {
      await drain(worker);
      const before = readdirSync(directory).length;
      // Twelve: more than the ten a round sends at once, still one claim and one mark.
      for (let n = 4; n < 16; n++) await apply(n, `round-trips-mail-${String(n).padStart(4, '0')}`);
      sent.length = 0;
      recording = true;
      const claimed = await worker.runOnce();
      recording = false;
      expect(claimed).toBe(12);
      const statements = sent.filter((statement) => !/from "settings"/i.test(statement));
      expect(statements, statements.join('\n')).toHaveLength(2);
      expect(readdirSync(directory)).toHaveLength(before + 12);
      expect(await worker.runOnce()).toBe(0);
    } finally {
      recording = false;
      transport.close();
      rmSync(directory, { recursive: true, force: true });
    }
  });
});

/** Runs rounds until none claims anything. */
async function drain(worker: MailWorker): Promise<void> {
  while ((await worker.runOnce()) > 0);
}

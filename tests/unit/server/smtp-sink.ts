import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One message as a real SMTP server on loopback received it, parsed by mailparser. */
export interface ReceivedMail {
  to: string[];
  raw: string;
  parsed: ParsedMail;
}

/**
 * A real SMTP server (npm smtp-server) on 127.0.0.1 for the mail tests: no TLS, no auth; RCPT TO
 * of an address starting with 'reject' is answered 550. `received` holds every message accepted;
 * stop() closes it and start() listens again on the same port (a relay that was down comes back).
 */
export interface SmtpSink {
  url: string;
  port: number;
  received: ReceivedMail[];
  /** SMTP connections clients have opened to it so far. */
  readonly connections: number;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Resolves when `count` messages have been received (polls every 20 ms, up to `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
}

export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | null = null;
  let boundPort = port;
  let connections = 0;
  const listen = async () => {
    server = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      authOptional: true,
      logger: false,
      onConnect(_session, callback) {
        connections += 1;
        callback();
      },
      onRcptTo(address, _session, callback) {
        if (address.address.startsWith('reject')) {
          const error = new Error(`<${address.address}>: Recipient address rejected: unknown user`);
          (error as Error & { responseCode: number }).responseCode = 550;
          return callback(error);
        }
        callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          void simpleParser(raw).then((parsed) => {
            received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, parsed });
            callback();
          }, callback);
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject);
      server!.listen(boundPort, '127.0.0.1', () => resolve());
    });
    boundPort = (server!.server.address() as AddressInfo).port;
    // A client killed mid-conversation resets its connection: not the sink's failure.
    server!.on('error', () => {});
  };
  await listen();
  return {
    get url() {
      return `smtp://127.0.0.1:${boundPort}`;
    },
    get port() {
      return boundPort;
    },
    received,
    get connections() {
      return connections;
    },
    stop: async () => {
      const s = server;
      server = null;
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
    start: listen,
    waitFor: async (count, timeoutMs = 20_000) => {
      const until = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > until)
          throw new Error(`${received.length} of ${count} messages received in ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 20));
      }
      return received;
    },
  };
}

import 'server-only';
import { writeFile } from 'node:fs';
import { chmod } from 'node:fs/promises';
import { promisify } from 'node:util';
import path from 'node:path';
import nodemailer from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import { dataDirectory, ensurePrivateDirectory } from '../db/data-dir';

/** One message as the worker hands it to a transport (UTF-8; nodemailer builds the MIME). */
export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** '<…@domain>', stable per event so a receiving server can drop a repeat. */
  messageId: string;
  /** The .eml file's name without extension (file transport only): receipt number and event hash. */
  fileStem: string;
}

/** Where messages go: an SMTP relay, or .eml files in a directory. */
export interface MailTransport {
  kind: 'smtp' | 'files';
  /**
   * Messages the worker sends through it at once: SMTP_PARALLEL connections to a relay,
   * FILE_PARALLEL .eml files (their writes wait in libuv's pool, not on a remote server).
   */
  parallel: number;
  /** Sends one message. Errors: nodemailer's (code, responseCode, response) or a file error. */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** SMTP connections a worker keeps open at once (nodemailer's pool, maxConnections). */
const SMTP_PARALLEL = 10;

/**
 * How long an SMTP connection of the pool may wait for the next message before it says QUIT (ms):
 * a burst of applications reuses the pool's connections, and a quiet site holds no relay slot for
 * longer than this (nodemailer's default is four minutes). Shorter than SMTP_TIMEOUTS'
 * socketTimeout, so an idle connection is closed with QUIT rather than by its socket's timeout. A
 * relay that closes an idle connection first costs nothing: nodemailer drops it and opens another
 * for the next message.
 */
const SMTP_IDLE_MS = 20_000;

/**
 * fs.writeFile through its callback API: the promise API opens a FileHandle object per file,
 * which cost the server's thread 14-42 µs a file against 8-15 (3,000 files, 25 at once,
 * event-loop utilisation on a quiet machine; docs/benchmarks.md, round of 2026-11-27, evening).
 */
const writeFileAsync = promisify(writeFile);

/**
 * .eml files a worker builds and writes at once. Under load ten at a time wrote 20-40 a second
 * (each step waits its turn of the event loop behind the requests); a whole round of 100 at once
 * kept up but built its messages in one burst, which cost the requests on Postgres about a
 * quarter of their rate (docs/benchmarks.md, late afternoon). 25 keeps up on PGlite and leaves
 * Postgres's rate as it was.
 */
const FILE_PARALLEL = 25;

/** Seconds an SMTP relay may take to answer before the attempt counts as failed (then retried). */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * nodemailer's message of `message`. The text and HTML parts are base64: by default nodemailer
 * picks quoted-printable for a part that is mostly ASCII (the HTML's markup), whose encoder is
 * JavaScript, while base64 is Node's own; building a receipt message took about 320 µs of the
 * server's thread with it and 220 µs without (docs/benchmarks.md, 2026-11-27 midday). Either
 * encoding is plain MIME every mail client reads.
 */
function headersOf({ from, to, subject, text, html, messageId }: MailMessage) {
  return {
    from,
    to,
    subject,
    text,
    html,
    messageId,
    textEncoding: 'base64' as const,
    headers: { 'Auto-Submitted': 'auto-generated' },
  };
}

/**
 * The transport of this process: with SMTP_URL (e.g. 'smtp://user:pass@relay:587',
 * 'smtps://…:465') nodemailer's pooled SMTP transport: up to SMTP_PARALLEL connections, each
 * carrying up to 100 messages (nodemailer's maxMessages) and closed after SMTP_IDLE_MS idle,
 * timeouts of SMTP_TIMEOUTS. A connection per message (its TCP setup, greeting and EHLO each
 * time) cost the server's thread 400–1,300 µs more an application and delivered a burst's
 * receipts 8–13 s after it instead of 1–1.2 s (docs/benchmarks.md, round of 2026-11-30 from
 * 04:25 UTC). A message the relay refuses fails alone (nodemailer resets the connection's
 * transaction). Without SMTP_URL, nodemailer's message composer writing each message as
 * `<dir>/<fileStem>.eml` (default <DATA_DIR>/mail/, directory 0700, files 0600), so a fresh
 * `npm start` shows exactly what would be sent. A message sent again overwrites its file.
 */
export function createMailTransport(
  options: { smtpUrl?: string; directory?: string } = {},
): MailTransport {
  const smtpUrl = options.smtpUrl ?? process.env.SMTP_URL;
  if (smtpUrl) {
    const smtp = nodemailer.createTransport({
      url: smtpUrl,
      pool: true,
      maxConnections: SMTP_PARALLEL,
      idleTimeout: SMTP_IDLE_MS,
      ...SMTP_TIMEOUTS,
    });
    return {
      kind: 'smtp',
      parallel: SMTP_PARALLEL,
      send: async (message) => {
        await smtp.sendMail(headersOf(message));
      },
      close: () => smtp.close(),
    };
  }
  const directory = options.directory ?? path.join(dataDirectory(), 'mail');
  // The directory is made (and checked private) at the first message, and again when a write
  // finds it gone: not per message, which cost three file-system calls each.
  let directoryReady = false;
  return {
    kind: 'files',
    parallel: FILE_PARALLEL,
    send: async (message) => {
      // nodemailer's composer builds the same MIME message its stream transport would, without
      // the transport's message pipeline around it (about a sixth of a message's build).
      const raw = await new MailComposer(headersOf(message)).compile().build();
      const file = path.join(directory, `${message.fileStem.replace(/[^\w.-]/g, '_')}.eml`);
      // Written off the server's thread (libuv's pool): creating a file took 0.6-2 ms of
      // synchronous open() on the bench's disk, a receipt's worth of the thread per message. A new
      // file is created 0600; only a message sent again (its file there already) needs a chmod.
      const write = async () => {
        try {
          await writeFileAsync(file, raw, { mode: 0o600, flag: 'wx' });
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
          await writeFileAsync(file, raw, { mode: 0o600 });
          await chmod(file, 0o600);
        }
      };
      if (!directoryReady) {
        ensurePrivateDirectory(directory);
        directoryReady = true;
      }
      try {
        await write();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        ensurePrivateDirectory(directory);
        await write();
      }
    },
    close: () => {},
  };
}

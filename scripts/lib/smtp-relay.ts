/**
 * The loopback SMTP relay of `npm run bench:api -- --smtp`: a real SMTP server (npm smtp-server;
 * no TLS, no auth, every recipient accepted) on 127.0.0.1, a process of its own as a deployment's
 * relay is. It writes each message it accepts, as received, to `<RELAY_DIR>/<n>.eml` (the
 * directory must exist), so the bench counts the API server's deliveries over SMTP as it counts
 * the .eml files of the file transport. Prints 'listening <port>' when ready (PORT, 0 = a free
 * one); stops on SIGTERM.
 */
import { writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

const directory = process.env.RELAY_DIR;
if (!directory) throw new Error('RELAY_DIR is not set');
let accepted = 0;

const server = new SMTPServer({
  disabledCommands: ['STARTTLS', 'AUTH'],
  authOptional: true,
  logger: false,
  // On SIGTERM the API server has stopped already: do not wait the default 30 s for its sockets.
  closeTimeout: 1_000,
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      accepted += 1;
      writeFile(path.join(directory, `${accepted}.eml`), Buffer.concat(chunks), { mode: 0o600 })
        .then(() => callback())
        .catch((error: Error) => callback(error));
    });
  },
});
// A client that resets its connection (the API server stopped) is not the relay's failure.
server.on('error', () => {});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  console.log(`listening ${(server.server.address() as AddressInfo).port}`);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));

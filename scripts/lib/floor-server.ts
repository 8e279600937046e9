/**
 * The store floor of `npm run bench:api`: a plain `node:http` server that takes applyCTC's request
 * body, parses it (the GraphQL request's JSON, then its formDataJSON) and stores the application
 * row and receipt e-mail outbox row applyCTC stores, with nothing else: no GraphQL, validation,
 * pricing, rate limit, idempotency or encryption. What applyCTC reaches against this server on the
 * same kind of database and machine is the share of an application's time its own work leaves to
 * the store.
 *
 * Database: getDatabase's (DATABASE_URL, else PGlite in DATA_DIR with the full sample seed), one
 * of its own beside the API server's (on Postgres bench:api makes it on the same server), so no
 * mail worker delivers the outbox rows stored here; the quote stored is the server's own
 * (priceApplication of the sample application, once at start). Writes go through drizzle's
 * `db.execute`: one unnamed statement per request, parsed and planned each time, as a plain server
 * sends it. (applyCTC's store statement is a named one, parsed once per connection:
 * lib/server/db/prepared.ts; that saving is part of what the ratio credits to applyCTC.) Prints
 * 'listening <port>' when ready; stops on SIGTERM.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { getDatabase } from '@/lib/server/db/client';
import { applications } from '@/lib/server/db/schema';
import { applicationReceivedInput } from '@/lib/server/mail/events';
import { enqueueMailFromSql, outboxValues } from '@/lib/server/mail/outbox';
import { prepareDatabase } from '@/lib/server/ops/start';
import { priceApplication } from '@/lib/server/pricing';
import { applicationSchema } from '@/lib/validation/application';
import { applyArgs } from './bench-requests';

/** One stored application of the floor: what the statement's writes take. */
interface FloorRow {
  receiptNumber: string;
  formData: unknown;
}

/** The receipt_number of the first row of a raw statement's answer (either driver: `rows`). */
function storedReceipt(result: unknown): string {
  if (typeof result === 'object' && result !== null && 'rows' in result) {
    const row: unknown = Array.isArray(result.rows) ? result.rows[0] : undefined;
    if (typeof row === 'object' && row !== null && 'receipt_number' in row) {
      if (typeof row.receipt_number === 'string') return row.receipt_number;
    }
  }
  throw new Error('the store answered no receipt number');
}

async function main(): Promise<void> {
  const database = await getDatabase();
  // As the API server of the same run starts (scripts/api-server.ts): opening a database does not
  // seed it, the embedded one gets the sample data here, a DATABASE_URL one is left as it is.
  await prepareDatabase(database, { demo: true });
  const { db } = database;
  const sample = applicationSchema.parse(JSON.parse(applyArgs('floor').formDataJSON));
  const priced = await priceApplication(db, sample);
  if (!priced.ok) throw new Error('the sample application did not price on this database');
  const quote = JSON.stringify(priced.priced.quote);
  const version = priced.priced.quote.priceBookVersion;
  const introducerId = priced.priced.campaignData.introducerId;
  let sequence = 0;
  // The receipt e-mail's outbox row, which applyCTC's statement writes after the application: the
  // same INSERT, its encrypted recipient and input made once here (the floor encrypts nothing per
  // request), its event key per row.
  const mailed = sql`mailed AS (${enqueueMailFromSql(sql`stored`, {
    ...outboxValues({
      template: 'application-received',
      to: sample.form2.mail,
      input: applicationReceivedInput({
        planData: priced.priced.planData,
        areaData: priced.priced.areaData,
        form2: sample.form2,
        quote: priced.priced.quote,
      }),
    }),
    eventPrefix: 'application.received:',
  })})`;

  const store = async (row: FloorRow): Promise<string> => {
    const writes = [
      sql`stored AS (
        INSERT INTO ${applications} (receipt_number, introduction_id, introducer_id, form_data,
          quote, price_book_version)
        VALUES (${row.receiptNumber}, ${row.receiptNumber}, ${introducerId},
          ${JSON.stringify(row.formData)}::jsonb, ${quote}::jsonb, ${version})
        RETURNING receipt_number)`,
      mailed,
    ];
    return storedReceipt(
      await db.execute(sql`WITH ${sql.join(writes, sql`, `)} SELECT receipt_number FROM stored`),
    );
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        try {
          const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
            variables: { formDataJSON: string };
          };
          const formData: unknown = JSON.parse(body.variables.formDataJSON);
          const receiptNumber = await store({
            receiptNumber: `F${process.pid}-${sequence++}`,
            formData,
          });
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ data: { applyCTC: { result: 'success', receiptNumber } } }));
        } catch (error) {
          res.writeHead(500, { 'content-type': 'text/plain' });
          res.end(error instanceof Error ? error.message : String(error));
        }
      })();
    });
  });
  server.listen(0, '127.0.0.1', () => {
    console.log(`listening ${(server.address() as AddressInfo).port}`);
  });
  process.on('SIGTERM', () => {
    server.close();
    server.closeAllConnections();
    void database.close().then(() => process.exit(0));
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

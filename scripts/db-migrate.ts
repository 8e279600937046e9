/**
 * `npm run db:migrate`: applies the committed migrations (drizzle/) to the database of DATA_DIR
 * (PGlite, default .data/) or DATABASE_URL. The server also does this on start.
 */
import { openDatabase } from '@/lib/server/db/client';

const database = await openDatabase({ seed: false, log: (line) => console.error(line) });
console.log(`migrations applied (${database.kind})`);
await database.close();

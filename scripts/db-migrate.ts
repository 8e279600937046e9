/**
 * `npm run db:migrate`: applies the committed migrations (drizzle/) to the database of DATA_DIR
 * (PGlite, default .data/) or DATABASE_URL, then the start's data migration in code
 * (lib/server/ops/start.ts prepareDatabase, without the demo's sample data). The server also does
 * this on start.
 */
import { openDatabase } from '@/lib/server/db/client';
import { prepareDatabase } from '@/lib/server/ops/start';

const log = (line: string) => console.error(line);
const database = await openDatabase({ log });
await prepareDatabase(database, { demo: false, log });
console.log(`migrations applied (${database.kind})`);
await database.close();

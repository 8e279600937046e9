/**
 * Child process of pglite-restart.test.ts: a server process on the embedded database in DATA_DIR
 * (the process-wide getDatabase, as the site's server opens it). Spends the budget of one limiter
 * key, prints 'spent', then waits: stopped by SIGTERM it runs the server's shutdown tasks (as
 * scripts/serve.mjs does), or it is killed.
 */
import { getDatabase } from '@/lib/server/db/client';
import { postgresLimiter } from '@/lib/server/security/rate-limit';
import { runShutdownTasks } from '@/lib/server/server-process.mjs';

const { db } = await getDatabase();
const limiter = postgresLimiter(db, 'restart-test', { points: 3, durationSeconds: 600 });
for (let i = 0; i < 3; i++) await limiter.hit('client-1');
process.on('SIGTERM', () => {
  void runShutdownTasks().then(() => process.exit(0));
});
console.log('spent');
setInterval(() => {}, 1_000);

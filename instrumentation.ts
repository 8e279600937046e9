/**
 * Runs once when the Next server starts (not during `next build`). First makes gzip's flush keep
 * its dictionary (lib/server/gzip-flush.ts), so pages rendered per request go out as compact as
 * prerendered ones. Then opens the database at once: migrations, the settings row, sample data
 * only for a new embedded database, and a log line naming the data set in use; then starts the
 * e-mail delivery worker (lib/server/mail/start.ts, which waits for the database). A configuration
 * that is unsafe to run with (DATABASE_URL without DATA_ENCRYPTION_KEY, a world-writable DATA_DIR:
 * ConfigurationError) stops the server with its message; any other failure (Postgres not reachable
 * yet) is logged, and the first request retries.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  (await import('@/lib/server/gzip-flush')).keepGzipDictionaryOnFlush();
  const [{ getDatabase }, { ConfigurationError }] = await Promise.all([
    import('@/lib/server/db/client'),
    import('@/lib/server/errors'),
  ]);
  try {
    await getDatabase();
  } catch (error) {
    if (error instanceof ConfigurationError) {
      console.error(`[server] refusing to start: ${error.message}`);
      process.exit(1);
    }
    console.error(
      `[server] the database could not be opened at start (${error instanceof Error ? error.name : 'error'}); requests will retry`,
    );
  }
  void (await import('@/lib/server/mail/start')).startMailWorker(getDatabase);
}

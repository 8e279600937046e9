/**
 * Runs once when the Next server starts (not during `next build`). Refuses to start the CMS in
 * local mode in production unless allowed (lib/server/cms/enabled.ts cmsStartRefusal). Then
 * opens the database at once (migrations) and prepares it
 * (lib/server/ops/start.ts: the data migration in code; for the embedded database, the demo's
 * sample data when it has none; a log line naming the data set in use); then starts the
 * e-mail delivery worker (lib/server/mail/start.ts, which waits for the database). Expired
 * application drafts are purged then and hourly (lib/server/db/repositories/drafts.ts). A configuration
 * that is unsafe to run with (DATABASE_URL without DATA_ENCRYPTION_KEY, a world-writable DATA_DIR:
 * ConfigurationError) stops the server with its message; any other failure (Postgres not reachable
 * yet) is logged, and the first request retries.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const cmsRefusal = (await import('@/lib/server/cms/enabled')).cmsStartRefusal();
  if (cmsRefusal) {
    console.error(`[server] refusing to start: ${cmsRefusal}`);
    process.exit(1);
  }
  const [{ getDatabase }, { ConfigurationError }, { startDraftPurge }, { prepareDatabase }] =
    await Promise.all([
      import('@/lib/server/db/client'),
      import('@/lib/server/security/configuration-error'),
      import('@/lib/server/db/repositories/drafts'),
      import('@/lib/server/ops/start'),
    ]);
  try {
    const database = await getDatabase();
    // The embedded database (no DATABASE_URL) is the demo: it gets the sample data.
    await prepareDatabase(database, { demo: true });
    // Expired application drafts are deleted now and every hour.
    startDraftPurge(database.db);
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

/**
 * A setting that makes the server unsafe to run (a missing shared key, a world-writable data
 * directory): the server refuses to start on it (instrumentation.ts) with this message, which
 * names the fix.
 */
export class ConfigurationError extends Error {
  override name = 'ConfigurationError';
}

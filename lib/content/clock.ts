/** Returns "now" as epoch ms. Injected into every validity getter so tests can fix the instant. */
export type Clock = () => number;

/**
 * The server's clock. `CONTENT_NOW` (an ISO instant, e.g. '2026-01-01T23:59:00+09:00') overrides it
 * for previews and end-to-end tests; it is read on the server only and never from a request.
 */
export const systemClock: Clock = () => {
  const override = process.env.CONTENT_NOW;
  if (override) {
    const ms = Date.parse(override);
    if (!Number.isNaN(ms)) return ms;
  }
  return Date.now();
};

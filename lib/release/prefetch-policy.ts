/** The Network Information API fields we read (not in every browser's typings). */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * Link prefetch policy (spec section 7 "Analytics"): skip prefetch when the visitor asked to save
 * data or the connection is 2g (including slow-2g). Unknown connection → prefetch.
 */
export function shouldPrefetch(connection: ConnectionInfo | undefined | null): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !/(^|-)2g$/.test(connection.effectiveType ?? '');
}

/** shouldPrefetch for the current browser (true on the server). */
export function browserAllowsPrefetch(): boolean {
  if (typeof navigator === 'undefined') return true;
  return shouldPrefetch((navigator as Navigator & { connection?: ConnectionInfo }).connection);
}

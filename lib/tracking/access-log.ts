import Cookies from 'js-cookie';
import { japanIsoString, systemClock } from '@/lib/time';
import { deriveTrafficType, type TrafficParams } from './traffic-source';

/** Cookie name of the access log (spec section 3 "Access log"). */
export const ACCESS_LOG_COOKIE = 'accessLog';
/** Spec section 9: the access cookie lives one year. */
export const ACCESS_LOG_DAYS = 365;
/** Browsers keep cookies up to 4096 bytes (name + value); stay strictly below. */
export const ACCESS_LOG_MAX_BYTES = 4000;

/** One landing: page path (no query), columnId or introductionId, access type, Japan-time ISO datetime. */
export interface AccessLogEntry {
  path: string;
  id: string | null;
  type: string;
  datetime: string;
}

export interface AccessLog {
  totalCount: number;
  entries: AccessLogEntry[];
}

const emptyLog = (): AccessLog => ({ totalCount: 0, entries: [] });

const isEntry = (e: unknown): e is AccessLogEntry => {
  if (typeof e !== 'object' || e === null) return false;
  const x = e as Record<string, unknown>;
  return (
    typeof x.path === 'string' &&
    (typeof x.id === 'string' || x.id === null) &&
    typeof x.type === 'string' &&
    typeof x.datetime === 'string'
  );
};

/** Parses the cookie value; anything malformed yields an empty log. */
export function parseAccessLog(value: string | undefined): AccessLog {
  if (!value) return emptyLog();
  try {
    const raw = JSON.parse(value) as unknown;
    if (typeof raw !== 'object' || raw === null) return emptyLog();
    const { totalCount, entries } = raw as Record<string, unknown>;
    if (typeof totalCount !== 'number' || !Array.isArray(entries)) return emptyLog();
    return { totalCount, entries: entries.filter(isEntry) };
  } catch {
    return emptyLog();
  }
}

/** Bytes the cookie takes as js-cookie writes it (`name=encoded value`). */
export function encodedCookieBytes(log: AccessLog): number {
  const value = Cookies.converter.write(JSON.stringify(log), ACCESS_LOG_COOKIE);
  return ACCESS_LOG_COOKIE.length + 1 + new TextEncoder().encode(value).length;
}

/** Drops the oldest entries until the encoded cookie is under ACCESS_LOG_MAX_BYTES. */
export function capAccessLog(log: AccessLog, maxBytes = ACCESS_LOG_MAX_BYTES): AccessLog {
  const entries = [...log.entries];
  while (entries.length > 0 && encodedCookieBytes({ ...log, entries }) >= maxBytes) entries.shift();
  return { ...log, entries };
}

/**
 * Appends one landing to the log (spec sections 2-4): path without query, columnId (else
 * introductionId) as id, the derived access type, now as a Japan-time ISO string; totalCount + 1;
 * then capped so the cookie stays under 4 KB. `now` is epoch ms. No personal data: only the path and those ids.
 */
export function appendAccess(
  log: AccessLog,
  path: string,
  params: TrafficParams,
  now: number,
): AccessLog {
  const entry: AccessLogEntry = {
    path: path.split(/[?#]/)[0] || '/',
    id: params.columnId ?? params.introductionId ?? null,
    type: deriveTrafficType(params),
    datetime: japanIsoString(now),
  };
  return capAccessLog({ totalCount: log.totalCount + 1, entries: [...log.entries, entry] });
}

/** Reads the cookie, appends this landing and writes it back for one year. Returns the new log. */
export function recordLanding(
  path: string,
  params: TrafficParams,
  now: number = systemClock(),
): AccessLog {
  const next = appendAccess(parseAccessLog(Cookies.get(ACCESS_LOG_COOKIE)), path, params, now);
  Cookies.set(ACCESS_LOG_COOKIE, JSON.stringify(next), {
    expires: ACCESS_LOG_DAYS,
    path: '/',
    sameSite: 'lax',
  });
  return next;
}

/** Spec section 8: every reported client error carries the category 共通 (common). */
export const ERROR_CATEGORY = '共通';
/** Spec section 8: the defaults for an error without status or message. */
export const UNKNOWN_STATUS = 500;
export const UNKNOWN_MESSAGE = 'Unknown error';
/** Spec section 8: crawlers get no error page, only a log. */
export const CRAWLER_UA = /bot|lighthouse|facebook|google/i;
/** The message sent on each navigation when cookies are disabled (spec section 8). */
export const COOKIE_DISABLED_MESSAGE = 'Cookie is not accessible (cookies disabled)';
/** The analytics event name of a client error. */
export const CLIENT_ERROR_EVENT = 'client_error';

const MAX_MESSAGE = 500;
/**
 * notifyClientError caps (CLIENT_ERROR_LIMITS of lib/validation/client-error.ts, repeated here so
 * every page does not ship zod; a unit test keeps them equal).
 */
export const REPORT_LIMITS = { title: 200, text: 4000 } as const;

/** What is sent to developers (spec section 8): page path, previous page, message, status code. */
export interface ClientErrorReport {
  category: typeof ERROR_CATEGORY;
  path: string;
  previousPath: string | null;
  message: string;
  statusCode: number;
}

/** Variables of the notifyClientError mutation (spec section 7: title, text). */
export interface NotifyClientErrorInput {
  title: string;
  text: string;
}

/** Whether a user agent is a crawler (spec section 8: bot, lighthouse, facebook, google). */
export function isCrawler(userAgent: string | null | undefined): boolean {
  return CRAWLER_UA.test(userAgent ?? '');
}

/**
 * Removes personal data a message could carry (e-mail addresses, phone/account-like digit runs,
 * query strings) and caps the length at 500 characters.
 */
export function redact(text: string): string {
  return text
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '[email]')
    .replace(/\d[\d\s-]{5,}\d/g, '[number]')
    .replace(/\?[^\s#]*/g, '')
    .slice(0, MAX_MESSAGE);
}

/** Status code and message of any thrown value; unknown → 500 'Unknown error' (spec section 8). */
export function classifyError(error: unknown): { statusCode: number; message: string } {
  const e = (typeof error === 'object' && error !== null ? error : {}) as Record<string, unknown>;
  const status = [e.statusCode, e.status].find(
    (s) => typeof s === 'number' && Number.isInteger(s) && s >= 100 && s <= 599,
  );
  const message =
    typeof error === 'string'
      ? error
      : typeof e.message === 'string' && e.message
        ? e.message
        : UNKNOWN_MESSAGE;
  return {
    statusCode: (status as number | undefined) ?? (message === '404' ? 404 : UNKNOWN_STATUS),
    message,
  };
}

/** Whether the error is a not-found (status 404 or message '404'); those are not reported. */
export function isNotFound(error: unknown): boolean {
  const { statusCode, message } = classifyError(error);
  return statusCode === 404 || message === '404';
}

/** Path without query or hash (query strings may carry personal data). */
const cleanPath = (p: string | null | undefined) => (p ? p.split(/[?#]/)[0] || '/' : null);

/** Builds the report of a client error; null for a not-found (spec section 8: not reported). */
export function buildClientErrorReport(
  error: unknown,
  path: string,
  previousPath: string | null,
): ClientErrorReport | null {
  if (isNotFound(error)) return null;
  const { statusCode, message } = classifyError(error);
  return {
    category: ERROR_CATEGORY,
    path: cleanPath(path) ?? '/',
    previousPath: cleanPath(previousPath),
    message: redact(message),
    statusCode,
  };
}

/** The notifyClientError variables for a report: a one-line title and a key: value text. */
export function toNotifyClientErrorInput(r: ClientErrorReport): NotifyClientErrorInput {
  return {
    title: `[${r.category}] ${r.statusCode} ${r.message}`.slice(0, REPORT_LIMITS.title),
    text: [
      `category: ${r.category}`,
      `path: ${r.path}`,
      `previousPath: ${r.previousPath ?? '-'}`,
      `statusCode: ${r.statusCode}`,
      `message: ${r.message}`,
    ]
      .join('\n')
      .slice(0, REPORT_LIMITS.text),
  };
}

export interface ReportDeps {
  /** Pushes an analytics event (shell's lib/tracking/track.ts). */
  track: (event: { event: string } & Record<string, unknown>) => void;
  /** Sends notifyClientError; failures are swallowed by reportClientError. */
  send: (input: NotifyClientErrorInput) => Promise<unknown>;
  userAgent: string;
  log?: (...args: unknown[]) => void;
}

export type ReportOutcome = 'not-found' | 'crawler' | 'reported';

/**
 * Reports a client error (spec sections 7 and 8): a 404 is ignored; for a crawler it is only
 * logged; otherwise one analytics event (`client_error`, with status and path, no personal data)
 * and one notifyClientError call. Never throws.
 */
export async function reportClientError(
  error: unknown,
  path: string,
  previousPath: string | null,
  deps: ReportDeps,
): Promise<ReportOutcome> {
  const report = buildClientErrorReport(error, path, previousPath);
  if (!report) return 'not-found';
  const log = deps.log ?? console.error;
  if (isCrawler(deps.userAgent)) {
    log('[client error]', report.statusCode, report.message, report.path);
    return 'crawler';
  }
  deps.track({
    event: CLIENT_ERROR_EVENT,
    category: report.category,
    statusCode: report.statusCode,
    message: report.message,
    path: report.path,
    previousPath: report.previousPath,
  });
  try {
    await deps.send(toNotifyClientErrorInput(report));
  } catch (e) {
    log('[client error] notifyClientError failed', e);
  }
  return 'reported';
}

/** The report sent on each navigation when cookies are disabled (spec section 8). */
export function cookieDisabledReport(path: string, previousPath: string | null): ClientErrorReport {
  return {
    category: ERROR_CATEGORY,
    path: cleanPath(path) ?? '/',
    previousPath: cleanPath(previousPath),
    message: COOKIE_DISABLED_MESSAGE,
    statusCode: 0,
  };
}

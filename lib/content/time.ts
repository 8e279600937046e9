import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import 'dayjs/locale/ja.js';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.locale('ja');

/** Every validity window of the site is judged in Japan time (ARCHITECTURE "Dates"). */
export const JST = 'Asia/Tokyo';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;

/** True for 'YYYY-MM-DD' or an ISO date-time (with or without offset) that names a real day. */
export function isJstDateValue(value: string): boolean {
  if (!DATE_ONLY.test(value) && !DATE_TIME.test(value)) return false;
  const day = value.slice(0, 10);
  return dayjs.tz(`${day}T00:00:00`, JST).format('YYYY-MM-DD') === day;
}

/**
 * Converts a frontmatter date to an instant (epoch ms).
 * - 'YYYY-MM-DD' as a start: 00:00:00.000 Japan time of that day.
 * - 'YYYY-MM-DD' as an end: the end of that day, i.e. 00:00 Japan time of the NEXT day (exclusive).
 * - A date-time without offset is Japan time; one with 'Z' or '+hh:mm' is taken as written.
 *   As an end it is exclusive: the window closes at that instant.
 * Throws on a malformed value (the schema rejects those first).
 */
export function toInstant(value: string, edge: 'start' | 'end'): number {
  if (!isJstDateValue(value)) throw new Error(`Invalid date '${value}' (use YYYY-MM-DD or YYYY-MM-DDTHH:mm, Japan time)`);
  if (DATE_ONLY.test(value)) {
    const start = dayjs.tz(`${value}T00:00:00`, JST);
    return (edge === 'start' ? start : start.add(1, 'day')).valueOf();
  }
  if (/(Z|[+-]\d{2}:\d{2})$/.test(value)) return dayjs(value).valueOf();
  return dayjs.tz(value, JST).valueOf();
}

/** Formats an instant or frontmatter date for display, e.g. '2026年1月1日(木)', Japan time. */
export function formatJstDate(value: string | number, edge: 'start' | 'end' = 'start'): string {
  const ms = typeof value === 'number' ? value : toInstant(value, edge) - (edge === 'end' ? 1 : 0);
  return dayjs(ms).tz(JST).format('YYYY年M月D日(dd)');
}

export { dayjs };

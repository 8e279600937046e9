/**
 * The site's one Japan-time module (ARCHITECTURE "Dates": dayjs with the ja locale, every validity
 * window and every calendar rule judged in Asia/Tokyo).
 *
 * Conventions, the same everywhere:
 * - An instant is epoch milliseconds (`number`). "Now" comes from a `Clock`, a function returning
 *   epoch ms, read when the rule runs; `systemClock` is the one real clock (CONTENT_NOW-aware).
 * - A moment is read and written in Japan time by arithmetic on the fixed +09:00 offset
 *   (parseJapanInstant, startOfJapanDay / endOfJapanDay, formatInJapan, japanIsoString), never by
 *   an Intl time-zone conversion: the first one costs a phone about 80 ms at Lighthouse's 4x CPU.
 * - A day without time (date of birth, delivery deadline, contact date) is a `CalendarDate`.
 *
 * Relative imports only: contentlayer.config.ts loads this module outside Next's path aliases.
 */
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import 'dayjs/locale/ja.js';
import { toHalfWidth } from './validation/half-width';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.locale('ja');

export { dayjs };

/** The site's time zone: Japan has no daylight saving time, so it is always UTC+9. */
export const JAPAN_TZ = 'Asia/Tokyo';

/** Returns "now" as epoch ms. Injected wherever a rule depends on the time so tests can fix it. */
export type Clock = () => number;

/**
 * The site's clock (epoch ms). On the server `CONTENT_NOW` (an ISO instant, e.g.
 * '2026-01-01T23:59:00+09:00') moves it for previews and end-to-end tests (README "Content
 * preview"); it is read from the environment only, never from a request. In the browser it is
 * the real time.
 */
export const systemClock: Clock = () => {
  const override = typeof process === 'undefined' ? undefined : process.env.CONTENT_NOW;
  if (override) {
    const ms = Date.parse(override);
    if (!Number.isNaN(ms)) return ms;
  }
  return Date.now();
};

/** A clock stopped at `instant` (epoch ms, a Date or an ISO instant): for tests and fixed "now"s. */
export function fixedClock(instant: number | Date | string): Clock {
  const ms = toEpochMs(instant);
  return () => ms;
}

/**
 * Epoch ms of an instant given as epoch ms, a Date or an ISO 8601 string with an offset.
 * Throws RangeError when it names no instant.
 */
export function toEpochMs(instant: number | Date | string): number {
  const ms =
    typeof instant === 'number'
      ? instant
      : typeof instant === 'string'
        ? Date.parse(instant)
        : instant.getTime();
  if (Number.isNaN(ms)) throw new RangeError(`invalid instant: ${String(instant)}`);
  return ms;
}

/** Japan's offset from UTC in ms: +09:00 all year (no daylight saving time since 1951). */
const JAPAN_OFFSET_MS = 9 * 3_600_000;

/** One day in ms: every day in Japan is 24 hours (no daylight saving time). */
export const DAY_MS = 86_400_000;

/**
 * A UTC dayjs whose date and time fields read as Japan's wall clock at `ms` (epoch ms): for
 * reading fields and formatting dates without a time-zone conversion (an Asia/Tokyo `.tz()` costs
 * about 20 times more, and the fee engine formats on every quote). Not for offset or zone tokens.
 */
function japanWallClock(ms: number): Dayjs {
  return dayjs.utc(ms + JAPAN_OFFSET_MS);
}

/**
 * `instant` (epoch ms, Date or ISO string with offset) formatted as Japan's wall clock with a
 * dayjs template (ja locale), e.g. formatInJapan(ms, 'YYYY年M月D日 H:mm') -> '2026年11月24日 9:05'.
 * No Intl: Japan's offset is fixed. Not for offset or zone tokens (Z, ZZ, z), which would read
 * UTC. Throws RangeError when `instant` names no instant.
 */
export function formatInJapan(instant: number | Date | string, template: string): string {
  return japanWallClock(toEpochMs(instant)).format(template);
}

/**
 * `instant` (epoch ms, Date or ISO string with offset) as an ISO 8601 string in Japan time,
 * '2026-11-24T09:05:00+09:00' (what dayjs(instant).tz(JAPAN_TZ).format() gives, without Intl). Throws
 * RangeError when `instant` names no instant.
 */
export function japanIsoString(instant: number | Date | string): string {
  return `${formatInJapan(instant, 'YYYY-MM-DDTHH:mm:ss')}+09:00`;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const HAS_OFFSET = /(Z|[+-]\d{2}:?\d{2})$/i;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;
/** DATE_ONLY or DATE_TIME with its fields captured (year .. fraction, then the offset). */
const EDITOR_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?)?(Z|[+-]\d{2}:\d{2})?$/;

/**
 * Reads a date or date-time written by an editor (settings, content frontmatter, back-office
 * filters) as epoch ms: 'YYYY-MM-DD' is 00:00 Japan time of that day, a date-time without an
 * offset is Japan wall-clock time, one with 'Z' or '+hh:mm' keeps its instant. Null for null,
 * empty or unparseable values. Fields past their range roll over as in dayjs ('2026-02-30' is
 * 2026-03-02); isJstDateValue tells whether the day exists.
 * The written forms above are read by arithmetic on the fixed +09:00 offset, without Intl (the
 * first Intl time-zone conversion costs a phone 80 ms at Lighthouse's 4x CPU: the maintenance
 * check of every page and the campaign windows of the fee simulation read these); other shapes
 * dayjs understands go through dayjs tz as before.
 */
export function parseJapanInstant(value: string | null | undefined): number | null {
  if (!value) return null;
  const m = EDITOR_DATE.exec(value);
  if (!m) {
    const parsed = HAS_OFFSET.test(value) ? dayjs(value) : dayjs.tz(value, JAPAN_TZ);
    return parsed.isValid() ? parsed.valueOf() : null;
  }
  if (m[8]) {
    const ms = Date.parse(value);
    return Number.isNaN(ms) ? null : ms;
  }
  const field = (i: number) => Number(m[i] ?? 0);
  const ms = Number((m[7] ?? '').padEnd(3, '0'));
  return (
    Date.UTC(field(1), field(2) - 1, field(3), field(4), field(5), field(6), ms) - JAPAN_OFFSET_MS
  );
}

/** 00:00:00.000 Japan time of the day in Japan that holds `ms` (epoch ms), as epoch ms. */
export function startOfJapanDay(ms: number): number {
  return Math.floor((ms + JAPAN_OFFSET_MS) / DAY_MS) * DAY_MS - JAPAN_OFFSET_MS;
}

/** 23:59:59.999 Japan time of the day in Japan that holds `ms` (epoch ms), as epoch ms. */
export function endOfJapanDay(ms: number): number {
  return startOfJapanDay(ms) + DAY_MS - 1;
}

/**
 * True for 'YYYY-MM-DD' or 'YYYY-MM-DDTHH:mm[:ss[.sss]]' with an optional 'Z' / '+hh:mm' whose day
 * exists (content frontmatter dates, lib/content/schema.ts; CMS date fields).
 */
export function isJstDateValue(value: string): boolean {
  if (!DATE_ONLY.test(value) && !DATE_TIME.test(value)) return false;
  return isRealDate(
    Number(value.slice(0, 4)),
    Number(value.slice(5, 7)),
    Number(value.slice(8, 10)),
  );
}

/** A validity window as epoch ms: from startsAt (inclusive) until endsAt (exclusive; null = open). */
export interface ValidityWindow {
  startsAt: number;
  endsAt: number | null;
}

function windowEdge(value: string, edge: 'start' | 'end'): number {
  const at = isJstDateValue(value) ? parseJapanInstant(value) : null;
  if (at === null)
    throw new Error(`Invalid date '${value}' (use YYYY-MM-DD or YYYY-MM-DDTHH:mm, Japan time)`);
  // Japan has no daylight saving time: a day is always 24 hours.
  return edge === 'end' && DATE_ONLY.test(value) ? at + DAY_MS : at;
}

/**
 * The validity window of a campaign (content/campaigns/*.mdx `validFrom` / `validUntil`, spec
 * "Campaigns"; README "Content"), the one computation used by the content getters, the fee
 * engine, the CMS preview and `npm run content:check`:
 * - a date-only validFrom starts at 00:00:00 Japan time of that day;
 * - a date-only validUntil includes that whole day: the window ends (exclusive) at 00:00 Japan
 *   time of the NEXT day, so 23:59:59.999 JST of validUntil is still inside;
 * - a date-time without an offset is Japan time; with 'Z' / '+hh:mm' it is taken as written, and
 *   as validUntil it is the exclusive end instant;
 * - no validUntil: open-ended (endsAt null).
 * Throws on a malformed date (the content schema rejects those first).
 */
export function validityWindow(validFrom: string, validUntil?: string | null): ValidityWindow {
  return {
    startsAt: windowEdge(validFrom, 'start'),
    endsAt: validUntil ? windowEdge(validUntil, 'end') : null,
  };
}

/** Where an instant falls in a validity window. */
export type CampaignStatus = 'upcoming' | 'active' | 'ended';

/** Status of `window` at `now` (epoch ms): active from startsAt (inclusive) until endsAt (exclusive). */
export function campaignStatusAt(window: ValidityWindow, now: number): CampaignStatus {
  if (now < window.startsAt) return 'upcoming';
  if (window.endsAt !== null && now >= window.endsAt) return 'ended';
  return 'active';
}

/**
 * A window edge for people, '2026年1月1日（木）' (Japan time; full-width brackets, the site's
 * punctuation rule). `value` is a frontmatter date or an edge as epoch ms; an 'end' edge shows
 * the last day inside the window (the exclusive end minus 1 ms), so a date-only validUntil shows
 * that very day.
 */
export function formatJstDate(value: string | number, edge: 'start' | 'end' = 'start'): string {
  const ms = typeof value === 'number' ? value : windowEdge(value, edge);
  return japanWallClock(edge === 'end' ? ms - 1 : ms).format('YYYY年M月D日（dd）');
}

/** A calendar date without time (a day in Japan): month 1-12, date 1-31. */
export interface CalendarDate {
  year: number;
  month: number;
  date: number;
}

/** Japan's calendar date and hour at `now` (epoch ms), by the fixed +09:00 offset. */
function japanClock(now: number): { today: CalendarDate; hour: number } {
  const d = new Date(now + JAPAN_OFFSET_MS);
  return {
    today: { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, date: d.getUTCDate() },
    hour: d.getUTCHours(),
  };
}

/** Today's calendar date in Japan at `now` (epoch ms; default `systemClock`). */
export function todayInJapan(now: number = systemClock()): CalendarDate {
  return japanClock(now).today;
}

/** The hour (0-23) in Japan at `now` (epoch ms; default `systemClock`). */
export function hourInJapan(now: number = systemClock()): number {
  return japanClock(now).hour;
}

/** The year in Japan at `now` (epoch ms): year lists (date-of-birth, deadlines) start from it. */
export function yearInJapan(now: number = systemClock()): number {
  return japanClock(now).today.year;
}

/**
 * The years of a year list counted from this year in Japan at `now` (epoch ms): this year + `from`
 * to this year + `to`, in that order (descending when from > to). E.g. yearsInJapan(0, 2) in 2026
 * -> [2026, 2027, 2028].
 */
export function yearsInJapan(from: number, to: number, now: number = systemClock()): number[] {
  const year = yearInJapan(now);
  const step = from <= to ? 1 : -1;
  return Array.from({ length: Math.abs(to - from) + 1 }, (_, i) => year + from + i * step);
}

/** True when year/month/date name a day that exists in the Gregorian calendar (2/30, 2023/2/29 do not). */
export function isRealDate(year: number, month: number, date: number): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(date)) return false;
  if (year < 1 || month < 1 || month > 12 || date < 1) return false;
  return date <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Negative when a is before b, 0 on the same day, positive after. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.date - b.date;
}

/** Adds whole days to a calendar date (calendar arithmetic; no time zone involved). */
export function addDays(d: CalendarDate, days: number): CalendarDate {
  const t = new Date(Date.UTC(d.year, d.month - 1, d.date + days));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, date: t.getUTCDate() };
}

/**
 * Adds whole months to a calendar date (dayjs rules: the 31st plus one month is the last day of a
 * shorter month, 2026-08-31 + 6 months = 2027-02-28).
 */
export function addMonths(d: CalendarDate, months: number): CalendarDate {
  const t = dayjs.utc(Date.UTC(d.year, d.month - 1, d.date)).add(months, 'month');
  return { year: t.year(), month: t.month() + 1, date: t.date() };
}

/** 'YYYY-MM-DD'. */
export function formatIsoDate(d: CalendarDate): string {
  return `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.date).padStart(2, '0')}`;
}

/**
 * Parses 'YYYY-MM-DD', 'YYYY/M/D' or 'YYYY年M月D日' (full-width digits accepted) into a calendar
 * date, or null when the text is not one of those shapes or the day does not exist.
 */
export function parseDateText(value: string): CalendarDate | null {
  const m = /^(\d{4})[-/年](\d{1,2})[-/月](\d{1,2})日?$/.exec(toHalfWidth(value).trim());
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const date = Number(m[3]);
  return isRealDate(year, month, date) ? { year, month, date } : null;
}

/**
 * A calendar day 'YYYY-MM-DD' as Japanese text with the weekday, '2026-12-01' ->
 * '2026年12月1日（火）'. Null for null, an unreadable or a non-existent day. A calendar day
 * carries no time, so no time-zone conversion applies.
 */
export function formatJapaneseDate(value: string | null | undefined): string | null {
  if (!value || !DATE_ONLY.test(value)) return null;
  const d = dayjs.utc(value);
  if (!d.isValid() || d.format('YYYY-MM-DD') !== value) return null;
  return d.format('YYYY年M月D日（dd）');
}

/**
 * Age in completed years on `today` of a person born on `birth`. Per 年齢計算ニ関スル法律 and
 * 民法143条 a person gains a year at the end of the day before the birthday, so on the birthday
 * itself the new age holds; someone born on 2/29 gains it on 3/1 in a common year (plain
 * month/date comparison gives exactly that).
 */
export function ageOn(birth: CalendarDate, today: CalendarDate): number {
  const beforeBirthday =
    today.month < birth.month || (today.month === birth.month && today.date < birth.date);
  return today.year - birth.year - (beforeBirthday ? 1 : 0);
}

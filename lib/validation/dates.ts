import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { toHalfWidth, trim } from './normalize';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Every calendar rule of the site is judged in Japan time (ARCHITECTURE.md "Dates"). */
export const JAPAN_TZ = 'Asia/Tokyo';

/** A calendar date without time: month 1-12, date 1-31. */
export interface CalendarDate {
  year: number;
  month: number;
  date: number;
}

/** Where "now" comes from: a fixed instant (tests, server clock injection) or a function read at parse time. */
export type NowSource = Date | (() => Date) | undefined;

export function resolveNow(now: NowSource): Date {
  if (now === undefined) return new Date();
  return typeof now === 'function' ? now() : now;
}

interface JapanClock {
  today: CalendarDate;
  hour: number;
}

// Asia/Tokyo's offset is a whole number of hours, so the Japanese date and hour are the same for
// every instant of one UTC hour: one dayjs tz conversion per hour instead of one per rule (a tz
// conversion costs about 0.4 ms, and one application parse asks several times).
let lastClock: { hourBucket: number; clock: JapanClock } | null = null;

function japanClock(now: NowSource): JapanClock {
  const ms = resolveNow(now).getTime();
  const hourBucket = Math.floor(ms / 3_600_000);
  if (lastClock?.hourBucket === hourBucket) return lastClock.clock;
  const d = dayjs(ms).tz(JAPAN_TZ);
  const clock = { today: { year: d.year(), month: d.month() + 1, date: d.date() }, hour: d.hour() };
  lastClock = { hourBucket, clock };
  return clock;
}

/** Today's calendar date in Japan for the instant `now`. */
export function todayInJapan(now: NowSource = undefined): CalendarDate {
  return { ...japanClock(now).today };
}

/** The current hour (0-23) in Japan for the instant `now`. */
export function hourInJapan(now: NowSource = undefined): number {
  return japanClock(now).hour;
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

/** Adds whole days to a calendar date (no time zone involved). */
export function addDays(d: CalendarDate, days: number): CalendarDate {
  const t = new Date(Date.UTC(d.year, d.month - 1, d.date + days));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, date: t.getUTCDate() };
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
  const s = trim(toHalfWidth(value));
  const m = /^(\d{4})[-/年](\d{1,2})[-/月](\d{1,2})日?$/.exec(s);
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const date = Number(m[3]);
  return isRealDate(year, month, date) ? { year, month, date } : null;
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

/** 民法4条 (2022年4月1日施行の改正): 成年年齢は18歳. */
export const ADULT_AGE = 18;

/** Options of checkDateParts. Messages are Japanese and attached to `path`. */
export interface DatePartsCheck {
  /** Where every problem of the date group is reported (the year box by convention). */
  path: PropertyKey[];
  required: boolean;
  requiredMessage: string;
  invalidMessage?: string;
  /** Refuse days before today (Japan time). */
  notPast?: { now: NowSource; message: string };
}

/**
 * Checks a date entered as year / month / date boxes (each already a number or null): all blank is
 * allowed unless `required`; a partly filled or non-existent date is refused; optionally a day
 * before today (Japan time). Returns the date when it is valid, else null.
 */
export function checkDateParts(
  ctx: { addIssue: (issue: { code: 'custom'; message: string; path: PropertyKey[] }) => void },
  parts: { year: unknown; month: unknown; date: unknown },
  check: DatePartsCheck,
): CalendarDate | null {
  const { year, month, date } = parts;
  const blank = [year, month, date].every((p) => p === null || p === undefined);
  if (blank) {
    if (check.required)
      ctx.addIssue({ code: 'custom', message: check.requiredMessage, path: check.path });
    return null;
  }
  if (
    typeof year !== 'number' ||
    typeof month !== 'number' ||
    typeof date !== 'number' ||
    !isRealDate(year, month, date)
  ) {
    ctx.addIssue({
      code: 'custom',
      message: check.invalidMessage ?? '正しい日付を入力してください',
      path: check.path,
    });
    return null;
  }
  const value = { year, month, date };
  if (check.notPast && compareDates(value, todayInJapan(check.notPast.now)) < 0) {
    ctx.addIssue({ code: 'custom', message: check.notPast.message, path: check.path });
    return null;
  }
  return value;
}

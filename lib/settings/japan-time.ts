import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/ja';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.locale('ja');

/** The site's time zone: every validity window is judged in Japan time (ARCHITECTURE "Dates"). */
export const JAPAN_TZ = 'Asia/Tokyo';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const HAS_OFFSET = /(Z|[+-]\d{2}:?\d{2})$/i;

/**
 * Parses a settings date into a Japan-time dayjs. 'YYYY-MM-DD' and local date-times without an
 * offset are read as Japan wall-clock time; ISO instants with an offset keep their instant.
 * Returns null for null, empty or unparseable values.
 */
export function parseJapanTime(value: string | null | undefined): Dayjs | null {
  if (!value) return null;
  const parsed =
    DATE_ONLY.test(value) || !HAS_OFFSET.test(value)
      ? dayjs.tz(value, JAPAN_TZ)
      : dayjs(value).tz(JAPAN_TZ);
  return parsed.isValid() ? parsed : null;
}

/** `now` (a Date or epoch ms) as Japan time. */
export function toJapanTime(now: Date | number): Dayjs {
  return dayjs(now).tz(JAPAN_TZ);
}

export { dayjs };

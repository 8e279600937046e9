import dayjs from 'dayjs';
import 'dayjs/locale/ja';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.locale('ja');

/** Now (or the given instant) in Japan time. */
export function dayjsTokyo(value?: string | number | Date): dayjs.Dayjs {
  return (value === undefined ? dayjs() : dayjs(value)).tz('Asia/Tokyo');
}

export { dayjs };

import { defaultSettings, type Settings } from '@/lib/state/types';

/** Phone-consultation hours, whole hours 0-23 in Japan time, plus display strings. */
export interface CallTime {
  /** Hours shown on the site as reception hours (spec 9 default 10-18). */
  displayFirstTime: number;
  displayLastTime: number;
  /** Hours the phone line answers (spec 9 default 10-19). */
  telFirstTime: number;
  telLastTime: number;
  /** e.g. '10:00〜18:00' */
  displayText: string;
  /** e.g. '10:00〜19:00' */
  telText: string;
}

const isHour = (v: unknown): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 24;

const hourText = (first: number, last: number) => `${first}:00〜${last}:00`;

/**
 * Reads the phone-consultation hours from settings (spec section 3 settings.callTime).
 * Without settings, or for any missing or invalid pair (not whole hours 0-24, or first >= last),
 * that pair falls back to the built-in defaults of spec sections 7 and 9 (display 10-18, phone
 * 10-19, from `defaultSettings` in lib/state/types.ts). Never throws.
 */
export function getCallTime(settings?: Pick<Settings, 'callTime'> | null): CallTime {
  const d = defaultSettings.callTime;
  const c: Partial<Settings['callTime']> = settings?.callTime ?? {};
  const pair = (first: unknown, last: unknown, df: number, dl: number): [number, number] =>
    isHour(first) && isHour(last) && first < last ? [first, last] : [df, dl];
  const [displayFirstTime, displayLastTime] = pair(
    c.displayFirstTime,
    c.displayLastTime,
    d.displayFirstTime,
    d.displayLastTime,
  );
  const [telFirstTime, telLastTime] = pair(
    c.telFirstTime,
    c.telLastTime,
    d.telFirstTime,
    d.telLastTime,
  );
  return {
    displayFirstTime,
    displayLastTime,
    telFirstTime,
    telLastTime,
    displayText: hourText(displayFirstTime, displayLastTime),
    telText: hourText(telFirstTime, telLastTime),
  };
}

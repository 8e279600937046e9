import { afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addDays,
  ageOn,
  campaignStatusAt,
  fixedClock,
  formatIsoDate,
  formatJstDate,
  hourInJapan,
  isJstDateValue,
  isRealDate,
  japanTime,
  parseDateText,
  parseJapanTime,
  systemClock,
  toEpochMs,
  todayInJapan,
  validityWindow,
  yearInJapan,
  yearsInJapan,
} from '@/lib/time';

const ms = (iso: string) => Date.parse(iso);

// An independent reference for "the date and hour in Japan": the platform's Intl time-zone data.
const reference = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  hourCycle: 'h23',
});
function referenceClock(t: number) {
  const parts = Object.fromEntries(reference.formatToParts(t).map((p) => [p.type, p.value]));
  return {
    today: { year: Number(parts.year), month: Number(parts.month), date: Number(parts.day) },
    hour: Number(parts.hour),
  };
}

describe('the Japan-time day turns at 00:00 JST (15:00 UTC)', () => {
  it('23:59:59.999 JST is still the day; 00:00 JST is the next one', () => {
    expect(todayInJapan(ms('2026-11-20T23:59:59.999+09:00'))).toEqual({
      year: 2026,
      month: 11,
      date: 20,
    });
    expect(hourInJapan(ms('2026-11-20T23:59:59.999+09:00'))).toBe(23);
    expect(todayInJapan(ms('2026-11-21T00:00:00+09:00'))).toEqual({
      year: 2026,
      month: 11,
      date: 21,
    });
    expect(hourInJapan(ms('2026-11-21T00:00:00+09:00'))).toBe(0);
  });

  it('a UTC instant near UTC midnight is already the next Japanese day (and the year turns early)', () => {
    expect(todayInJapan(ms('2026-11-20T14:59:59Z'))).toEqual({ year: 2026, month: 11, date: 20 });
    expect(todayInJapan(ms('2026-11-20T15:00:00Z'))).toEqual({ year: 2026, month: 11, date: 21 });
    expect(todayInJapan(ms('2026-11-20T23:59:59Z'))).toEqual({ year: 2026, month: 11, date: 21 });
    expect(hourInJapan(ms('2026-11-20T23:59:59Z'))).toBe(8);
    // New Year: in UTC still 2026, in Japan already 2027 (year lists of the forms follow Japan).
    expect(yearInJapan(ms('2026-12-31T14:59:59Z'))).toBe(2026);
    expect(yearInJapan(ms('2026-12-31T15:00:00Z'))).toBe(2027);
    expect(japanTime(ms('2026-12-31T15:00:00Z')).format('YYYY-MM-DD HH:mm')).toBe(
      '2027-01-01 00:00',
    );
  });

  it('year lists count from the Japanese year, in the order asked (yearsInJapan)', () => {
    expect(yearsInJapan(0, 2, ms('2026-12-31T14:59:59Z'))).toEqual([2026, 2027, 2028]);
    expect(yearsInJapan(0, 2, ms('2026-12-31T15:00:00Z'))).toEqual([2027, 2028, 2029]);
    expect(yearsInJapan(-1, -3, ms('2026-06-01T00:00:00Z'))).toEqual([2025, 2024, 2023]);
    expect(yearsInJapan(0, 0, ms('2026-06-01T00:00:00Z'))).toEqual([2026]);
  });

  it('the date and hour agree with Intl for any instants in any order (the hourly cache never leaks)', () => {
    const instant = fc.integer({
      min: ms('2000-01-01T00:00:00Z'),
      max: ms('2100-01-01T00:00:00Z'),
    });
    fc.assert(
      fc.property(fc.array(instant, { minLength: 1, maxLength: 20 }), (instants) => {
        for (const t of instants) {
          const ref = referenceClock(t);
          expect(todayInJapan(t)).toEqual(ref.today);
          expect(hourInJapan(t)).toBe(ref.hour);
          expect(yearInJapan(t)).toBe(ref.today.year);
        }
      }),
    );
  });
});

describe('the campaign validity window (validityWindow)', () => {
  it('a date-only validFrom starts at 00:00 JST (15:00 UTC the day before)', () => {
    expect(validityWindow('2026-04-01').startsAt).toBe(ms('2026-03-31T15:00:00Z'));
  });

  it('a date-only validUntil includes that whole day: the window ends at 00:00 JST the next day', () => {
    expect(validityWindow('2026-01-01', '2026-01-01')).toEqual({
      startsAt: ms('2026-01-01T00:00:00+09:00'),
      endsAt: ms('2026-01-02T00:00:00+09:00'),
    });
    expect(validityWindow('2026-01-01').endsAt).toBeNull();
  });

  it('a date-time without an offset is Japan time; with an offset it is taken as written', () => {
    expect(validityWindow('2026-05-01T10:30').startsAt).toBe(ms('2026-05-01T10:30:00+09:00'));
    expect(validityWindow('2026-05-01T10:30:00Z').startsAt).toBe(ms('2026-05-01T10:30:00Z'));
    expect(validityWindow('2026-05-01', '2026-05-31T18:00').endsAt).toBe(
      ms('2026-05-31T18:00:00+09:00'),
    );
  });

  it('status flips exactly at the edges: 00:00 JST of validFrom and after 23:59:59.999 JST of validUntil', () => {
    const w = validityWindow('2026-11-01', '2026-12-31');
    expect(campaignStatusAt(w, ms('2026-10-31T23:59:59.999+09:00'))).toBe('upcoming');
    expect(campaignStatusAt(w, ms('2026-10-31T15:00:00Z'))).toBe('active');
    expect(campaignStatusAt(w, ms('2026-12-31T23:59:59+09:00'))).toBe('active');
    expect(campaignStatusAt(w, ms('2026-12-31T14:59:59.999Z'))).toBe('active');
    expect(campaignStatusAt(w, ms('2026-12-31T15:00:00Z'))).toBe('ended');
    expect(campaignStatusAt(validityWindow('2026-11-01'), ms('2099-01-01T00:00:00Z'))).toBe(
      'active',
    );
  });

  it('refuses malformed and non-existent dates', () => {
    expect(() => validityWindow('2026-02-30')).toThrow(/Invalid date/);
    expect(() => validityWindow('2026/04/01')).toThrow(/Invalid date/);
    expect(() => validityWindow('2026-04-01', 'soon')).toThrow(/Invalid date/);
    expect(isJstDateValue('2024-02-29')).toBe(true);
    expect(isJstDateValue('2026-02-29')).toBe(false);
    expect(isJstDateValue('2026-05-01T10:30:00+09:00')).toBe(true);
  });

  it('window edges print as the first and the last day inside, in Japan time', () => {
    const w = validityWindow('2026-11-01', '2026-12-31');
    expect(formatJstDate(w.startsAt, 'start')).toBe('2026年11月1日(日)');
    expect(formatJstDate(w.endsAt!, 'end')).toBe('2026年12月31日(木)');
    expect(formatJstDate('2026-12-31', 'end')).toBe('2026年12月31日(木)');
    expect(formatJstDate('2026-11-01')).toBe('2026年11月1日(日)');
  });
});

describe('reading editor dates (parseJapanTime)', () => {
  it('a date or a date-time without offset is Japan wall-clock time; an offset keeps its instant', () => {
    expect(parseJapanTime('2026-03-10')!.valueOf()).toBe(ms('2026-03-10T00:00:00+09:00'));
    expect(parseJapanTime('2026-03-10T02:00:00')!.valueOf()).toBe(ms('2026-03-10T02:00:00+09:00'));
    expect(parseJapanTime('2026-03-09T17:00:00Z')!.format('YYYY-MM-DD HH:mm')).toBe(
      '2026-03-10 02:00',
    );
    expect(parseJapanTime('2026-03-10')!.endOf('day').valueOf()).toBe(
      ms('2026-03-10T23:59:59.999+09:00'),
    );
  });

  it('null for empty or unreadable values', () => {
    expect(parseJapanTime(null)).toBeNull();
    expect(parseJapanTime('')).toBeNull();
    expect(parseJapanTime('not a date')).toBeNull();
  });
});

describe('clocks', () => {
  afterEach(() => {
    delete process.env.CONTENT_NOW;
  });

  it('systemClock honours CONTENT_NOW and otherwise reads the real time', () => {
    process.env.CONTENT_NOW = '2026-01-01T00:00:00+09:00';
    expect(systemClock()).toBe(ms('2025-12-31T15:00:00Z'));
    expect(todayInJapan()).toEqual({ year: 2026, month: 1, date: 1 });
    process.env.CONTENT_NOW = 'garbage';
    expect(Math.abs(systemClock() - Date.now())).toBeLessThan(1000);
    delete process.env.CONTENT_NOW;
    expect(Math.abs(systemClock() - Date.now())).toBeLessThan(1000);
  });

  it('fixedClock and toEpochMs accept epoch ms, a Date or an ISO instant, and refuse garbage', () => {
    const t = ms('2026-11-21T03:00:00Z');
    expect(fixedClock(t)()).toBe(t);
    expect(fixedClock(new Date(t))()).toBe(t);
    expect(fixedClock('2026-11-21T12:00:00+09:00')()).toBe(t);
    expect(() => toEpochMs('yesterday')).toThrow(RangeError);
  });
});

describe('calendar dates', () => {
  it.each([
    [2024, 2, 29, true],
    [2026, 2, 29, false],
    [2100, 2, 29, false],
    [2000, 2, 29, true],
    [2026, 4, 31, false],
    [2026, 12, 31, true],
    [2026, 0, 1, false],
  ])('%i-%i-%i exists: %s', (y, m, d, expected) => {
    expect(isRealDate(y, m, d)).toBe(expected);
  });

  it('parses the written forms of a date', () => {
    expect(parseDateText('2026-12-01')).toEqual({ year: 2026, month: 12, date: 1 });
    expect(parseDateText('２０２６／１２／１')).toEqual({ year: 2026, month: 12, date: 1 });
    expect(parseDateText('2026年12月1日')).toEqual({ year: 2026, month: 12, date: 1 });
    expect(parseDateText('2026-02-30')).toBeNull();
    expect(parseDateText('12/1/2026')).toBeNull();
  });

  it('adds days across month and year ends', () => {
    expect(formatIsoDate(addDays({ year: 2026, month: 12, date: 31 }, 1))).toBe('2027-01-01');
    expect(formatIsoDate(addDays({ year: 2028, month: 2, date: 28 }, 1))).toBe('2028-02-29');
  });

  it('age grows by one exactly on the birthday (2/29 births on 3/1 in common years)', () => {
    expect(ageOn({ year: 2008, month: 5, date: 10 }, { year: 2026, month: 5, date: 9 })).toBe(17);
    expect(ageOn({ year: 2008, month: 5, date: 10 }, { year: 2026, month: 5, date: 10 })).toBe(18);
    expect(ageOn({ year: 2008, month: 2, date: 29 }, { year: 2026, month: 2, date: 28 })).toBe(17);
    expect(ageOn({ year: 2008, month: 2, date: 29 }, { year: 2026, month: 3, date: 1 })).toBe(18);
  });
});

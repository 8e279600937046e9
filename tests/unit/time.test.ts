import { afterEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import {
  addDays,
  ageOn,
  campaignStatusAt,
  dayjs,
  endOfJapanDay,
  fixedClock,
  formatInJapan,
  formatIsoDate,
  formatJstDate,
  hourInJapan,
  isJstDateValue,
  isRealDate,
  japanIsoString,
  JAPAN_TZ,
  parseDateText,
  parseJapanInstant,
  startOfJapanDay,
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
    expect(formatInJapan(ms('2026-12-31T15:00:00Z'), 'YYYY-MM-DD HH:mm')).toBe('2027-01-01 00:00');
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
    expect(formatJstDate(w.startsAt, 'start')).toBe('2026年11月1日（日）');
    expect(formatJstDate(w.endsAt!, 'end')).toBe('2026年12月31日（木）');
    expect(formatJstDate('2026-12-31', 'end')).toBe('2026年12月31日（木）');
    expect(formatJstDate('2026-11-01')).toBe('2026年11月1日（日）');
  });
});

describe('reading editor dates (parseJapanInstant)', () => {
  it('a date or a date-time without offset is Japan wall-clock time; an offset keeps its instant', () => {
    expect(parseJapanInstant('2026-03-10')).toBe(ms('2026-03-10T00:00:00+09:00'));
    expect(parseJapanInstant('2026-03-10T02:00:00')).toBe(ms('2026-03-10T02:00:00+09:00'));
    expect(formatInJapan(parseJapanInstant('2026-03-09T17:00:00Z')!, 'YYYY-MM-DD HH:mm')).toBe(
      '2026-03-10 02:00',
    );
    expect(endOfJapanDay(parseJapanInstant('2026-03-10')!)).toBe(
      ms('2026-03-10T23:59:59.999+09:00'),
    );
  });

  it('null for empty or unreadable values', () => {
    expect(parseJapanInstant(null)).toBeNull();
    expect(parseJapanInstant('')).toBeNull();
    expect(parseJapanInstant('not a date')).toBeNull();
  });
});

describe('Japan time without Intl (parseJapanInstant, startOfJapanDay, formatInJapan)', () => {
  const instant = fc.integer({ min: ms('2000-01-01T00:00:00Z'), max: ms('2100-01-01T00:00:00Z') });
  const two = (n: number) => String(n).padStart(2, '0');
  /** Editor-written dates and date-times (days up to 31 also roll over), with or without offset. */
  const written = fc
    .record({
      y: fc.integer({ min: 2000, max: 2099 }),
      mo: fc.integer({ min: 1, max: 12 }),
      d: fc.integer({ min: 1, max: 31 }),
      time: fc.option(
        fc.record({
          h: fc.integer({ min: 0, max: 23 }),
          mi: fc.integer({ min: 0, max: 59 }),
          s: fc.option(fc.integer({ min: 0, max: 59 })),
          msPart: fc.option(fc.integer({ min: 0, max: 999 })),
        }),
      ),
      offset: fc.option(fc.constantFrom('Z', '+09:00', '-05:30', '+00:00', '+14:00')),
    })
    .map(({ y, mo, d, time, offset }) => {
      const day = `${y}-${two(mo)}-${two(d)}`;
      if (!time) return day;
      const sec =
        time.s === null
          ? ''
          : `:${two(time.s)}${time.msPart === null ? '' : `.${String(time.msPart).padStart(3, '0')}`}`;
      return `${day}T${two(time.h)}:${two(time.mi)}${sec}${offset ?? ''}`;
    });

  it('reads every written form as dayjs tz in Asia/Tokyo does (the reference)', () => {
    fc.assert(
      fc.property(written, (value) => {
        const reference = /(Z|[+-]\d{2}:\d{2})$/.test(value)
          ? dayjs(value).valueOf()
          : dayjs.tz(value, JAPAN_TZ).valueOf();
        expect(parseJapanInstant(value)).toBe(reference);
      }),
    );
    expect(parseJapanInstant('2026-02-30')).toBe(ms('2026-03-02T00:00:00+09:00'));
    expect(parseJapanInstant('2026-03-10T02:00:00.5')).toBe(ms('2026-03-10T02:00:00.500+09:00'));
    expect(parseJapanInstant('2026/03/10 02:00')).toBe(ms('2026-03-10T02:00:00+09:00'));
    expect(parseJapanInstant('2026-03-10T99:99+09:00')).toBeNull();
    expect(parseJapanInstant('not a date')).toBeNull();
    expect(parseJapanInstant(undefined)).toBeNull();
  });

  it('a Japanese day runs from 00:00:00.000 to 23:59:59.999 JST (Intl as the reference)', () => {
    fc.assert(
      fc.property(instant, (t) => {
        const day = referenceClock(t).today;
        const start = startOfJapanDay(t);
        const end = endOfJapanDay(t);
        expect(start <= t && t <= end).toBe(true);
        expect(referenceClock(start)).toEqual({ today: day, hour: 0 });
        expect(referenceClock(start - 1).today).not.toEqual(day);
        expect(referenceClock(end).today).toEqual(day);
        expect(referenceClock(end + 1).today).not.toEqual(day);
        expect((end + 1) % 1000).toBe(0);
      }),
    );
    expect(startOfJapanDay(ms('2026-03-09T15:00:00Z'))).toBe(ms('2026-03-10T00:00:00+09:00'));
    expect(endOfJapanDay(ms('2026-03-09T14:59:59.999Z'))).toBe(ms('2026-03-09T23:59:59.999+09:00'));
  });

  it('formats the wall clock in Japan (and ISO with +09:00) as dayjs tz does, from epoch ms, a Date or an ISO string', () => {
    const template = 'YYYY年M月D日(dd) H:mm:ss.SSS';
    fc.assert(
      fc.property(instant, (t) => {
        expect(formatInJapan(t, template)).toBe(dayjs(t).tz(JAPAN_TZ).format(template));
        expect(japanIsoString(t)).toBe(dayjs(t).tz(JAPAN_TZ).format());
      }),
    );
    expect(formatInJapan('2026-11-23T15:05:00Z', 'YYYY年M月D日 H:mm')).toBe('2026年11月24日 0:05');
    expect(formatInJapan(new Date(ms('2026-11-24T09:05:00+09:00')), 'H:mm')).toBe('9:05');
    expect(japanIsoString('2026-11-23T15:05:00Z')).toBe('2026-11-24T00:05:00+09:00');
    expect(() => formatInJapan('garbage', 'YYYY')).toThrow(RangeError);
  });

  it('none of them, nor the campaign windows, goes through Intl (costly the first time in a browser)', () => {
    const parts = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    const dtf = vi.spyOn(Intl, 'DateTimeFormat');
    const localeString = vi.spyOn(Date.prototype, 'toLocaleString');
    try {
      const t = parseJapanInstant('2026-03-10T02:00')!;
      startOfJapanDay(t);
      endOfJapanDay(t);
      formatInJapan(t, 'YYYY-MM-DD HH:mm');
      japanIsoString(t);
      validityWindow('2026-11-01', '2026-12-31T23:59:00');
      formatJstDate('2026-12-31', 'end');
      isJstDateValue('2026-02-29');
      expect(dtf).not.toHaveBeenCalled();
      expect(parts).not.toHaveBeenCalled();
      expect(localeString).not.toHaveBeenCalled();
      // The spies do see dayjs tz: the check above would catch a return to it.
      dayjs(t).tz(JAPAN_TZ).format();
      expect(
        dtf.mock.calls.length + parts.mock.calls.length + localeString.mock.calls.length,
      ).toBeGreaterThan(0);
    } finally {
      vi.restoreAllMocks();
    }
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

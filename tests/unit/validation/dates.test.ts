import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ageOn,
  hourInJapan,
  isRealDate,
  parseDateText,
  todayInJapan,
} from '@/lib/validation/dates';

const reference = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  hourCycle: 'h23',
});

function referenceClock(t: Date) {
  const parts = Object.fromEntries(reference.formatToParts(t).map((p) => [p.type, p.value]));
  return {
    today: { year: Number(parts.year), month: Number(parts.month), date: Number(parts.day) },
    hour: Number(parts.hour),
  };
}

describe('Japan time', () => {
  it('the date and hour agree with Intl for any instants in any order (the hourly cache never leaks)', () => {
    const instant = fc.date({
      min: new Date('2000-01-01T00:00:00Z'),
      max: new Date('2100-01-01T00:00:00Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(fc.array(instant, { minLength: 1, maxLength: 20 }), (instants) => {
        for (const t of instants) {
          const ref = referenceClock(t);
          expect(todayInJapan(t)).toEqual(ref.today);
          expect(hourInJapan(t)).toBe(ref.hour);
        }
      }),
    );
  });

  it('turns the day at 15:00 UTC', () => {
    expect(todayInJapan(new Date('2026-11-20T14:59:59Z'))).toEqual({
      year: 2026,
      month: 11,
      date: 20,
    });
    expect(todayInJapan(new Date('2026-11-20T15:00:00Z'))).toEqual({
      year: 2026,
      month: 11,
      date: 21,
    });
    expect(hourInJapan(new Date('2026-11-20T15:00:00Z'))).toBe(0);
  });
});

describe('calendar rules', () => {
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

  it('age grows by one exactly on the birthday (2/29 births on 3/1 in common years)', () => {
    expect(ageOn({ year: 2008, month: 5, date: 10 }, { year: 2026, month: 5, date: 9 })).toBe(17);
    expect(ageOn({ year: 2008, month: 5, date: 10 }, { year: 2026, month: 5, date: 10 })).toBe(18);
    expect(ageOn({ year: 2008, month: 2, date: 29 }, { year: 2026, month: 2, date: 28 })).toBe(17);
    expect(ageOn({ year: 2008, month: 2, date: 29 }, { year: 2026, month: 3, date: 1 })).toBe(18);
  });
});

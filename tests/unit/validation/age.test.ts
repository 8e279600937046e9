import { describe, expect, it } from 'vitest';
import { fixedClock } from '@/lib/time';
import { ADULT_AGE, birthYears } from '@/lib/validation/age';
import { makeForm2Schema } from '@/lib/validation/form2';
import { validApplicationInput } from './fixtures';

const at = (iso: string) => Date.parse(iso);

describe('the birth years offered to an applicant (birthYears)', () => {
  it('run from this Japanese year − ADULT_AGE down to 1920', () => {
    const years = birthYears(at('2026-06-01T00:00:00Z'));
    expect(years[0]).toBe(2026 - ADULT_AGE);
    expect(years.at(-1)).toBe(1920);
    expect(years).toHaveLength(2026 - ADULT_AGE - 1920 + 1);
    // The year turns at midnight in Japan, before it does in UTC.
    expect(birthYears(at('2026-12-31T15:00:00Z'))[0]).toBe(2027 - ADULT_AGE);
  });

  it('the newest year offered holds birthdays the schema accepts (1 January) and refuses (31 December)', () => {
    const now = at('2026-06-01T00:00:00Z');
    const schema = makeForm2Schema({ now: fixedClock(now) });
    const newest = birthYears(now)[0]!;
    const withDob = (month: number, date: number) => ({
      ...validApplicationInput().form2!,
      dobYear: newest,
      dobMonth: month,
      dobDate: date,
    });
    expect(schema.safeParse(withDob(1, 1)).success).toBe(true);
    expect(schema.safeParse(withDob(12, 31)).success).toBe(false);
  });
});

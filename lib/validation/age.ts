import { systemClock, yearInJapan, yearsInJapan } from '@/lib/time';

/**
 * 民法4条 (2022年4月1日施行の改正): 成年年齢は18歳. Applicants must be adults (spec: applicant
 * step). Kept apart from the zod schemas so the date selects can use it without loading zod.
 */
export const ADULT_AGE = 18;

/**
 * The birth years offered to an applicant (form2's date of birth), newest first: from this year −
 * ADULT_AGE in Japan at `now` (epoch ms) down to 1920. The schema (makeForm2Schema) still judges
 * the whole date against ADULT_AGE.
 */
export function birthYears(now: number = systemClock()): number[] {
  return yearsInJapan(-ADULT_AGE, 1920 - yearInJapan(now), now);
}

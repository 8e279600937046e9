/**
 * 民法4条 (2022年4月1日施行の改正): 成年年齢は18歳. Applicants must be adults (spec: applicant
 * step). Kept apart from the zod schemas so the date selects can use it without loading zod.
 */
export const ADULT_AGE = 18;

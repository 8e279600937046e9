/** Site-wide identity used by titles, metadata and the header. One place to rename the site. */
export const SITE_NAME = 'コミュファ光';
/** Subtitle used in the title template `%s | <site subtitle>` (spec section 2, error page). */
export const SITE_SUBTITLE = 'コミュファ光 公式サイト｜愛知・岐阜・三重・静岡・長野の光回線';

/**
 * Phone-consultation number shown in the header modal and on /support/ and /contact/.
 * PLACEHOLDER: the real number is not in content-facts.md; replace it here (one place).
 */
export const CONSULTATION_TEL = '0120-000-000';

/** Customer contact centre hours for current customers (content-facts.md: 9:00-20:00, every day). */
export const CONTACT_CENTER_HOURS = '9:00〜20:00（年中無休）';

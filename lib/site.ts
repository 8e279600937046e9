/** Site-wide identity used by titles, metadata and the header. One place to rename the site. */
export const SITE_NAME = 'コミュファ光';
/** Subtitle used in the title template `%s | <site subtitle>` (spec section 2, error page). */
export const SITE_SUBTITLE = 'コミュファ光 公式サイト｜愛知・岐阜・三重・静岡・長野の光回線';

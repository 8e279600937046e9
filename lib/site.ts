import { OPERATOR_FACTS, confirmedFact, telOf } from '@/lib/content/operator';

/** Site-wide identity used by titles, metadata and the header. One place to rename the site. */
export const SITE_NAME = 'コミュファ光';
/** Subtitle used in the title template `%s | <site subtitle>` (spec section 2, error page). */
export const SITE_SUBTITLE = 'コミュファ光 公式サイト｜愛知・岐阜・三重・静岡・長野の光回線';
/** The title of every page with a site chrome (the public site and the draft previews' root layouts). */
export const SITE_TITLE = { default: SITE_SUBTITLE, template: `%s | ${SITE_SUBTITLE}` } as const;

/**
 * Sales-desk number shown in the header modal, on /support/, /contact/, the flows and the
 * application, from the operator's facts (content/site/operator.json via lib/content/operator.ts).
 * Null while it is a placeholder: no number and no tel: link is rendered anywhere (the modal points
 * to the contact form).
 */
export const CONSULTATION_TEL: string | null = telOf(OPERATOR_FACTS.salesDesk.tel);

/** The contract holders' desk number from the operator's facts; null while a placeholder. */
export const SUPPORT_TEL: string | null = telOf(OPERATOR_FACTS.supportDesk.tel);

/** The tel: URL of a shown number ('0120-123-456' -> 'tel:0120123456'). */
export function telHref(tel: string): string {
  return `tel:${tel.replace(/-/g, '')}`;
}

/**
 * The contract holders' desk hours from the operator's facts ('9:00〜20:00（年中無休）'); null while a
 * placeholder.
 */
export const CONTACT_CENTER_HOURS: string | null = confirmedFact(OPERATOR_FACTS.supportDesk.hours);

/**
 * The public origin of the site without a trailing slash, for absolute links (sitemap, robots,
 * e-mail): SITE_URL, default 'http://localhost:3000'.
 */
export function siteOrigin(): string {
  return (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
}

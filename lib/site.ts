/** Site-wide identity used by titles, metadata and the header. One place to rename the site. */
export const SITE_NAME = 'コミュファ光';
/** Subtitle used in the title template `%s | <site subtitle>` (spec section 2, error page). */
export const SITE_SUBTITLE = 'コミュファ光 公式サイト｜愛知・岐阜・三重・静岡・長野の光回線';
/** The title of every page with a site chrome (the public site and the draft previews' root layouts). */
export const SITE_TITLE = { default: SITE_SUBTITLE, template: `%s | ${SITE_SUBTITLE}` } as const;

/**
 * A phone number from configuration as shown ("0120-123-456"): NFKC, hyphens kept; null when
 * unset or not a Japanese number (10 or 11 digits starting with 0), so a typo never becomes a
 * working tel: link.
 */
export function parseConsultationTel(value: string | undefined): string | null {
  const tel = (value ?? '').normalize('NFKC').trim();
  if (!/^0[\d-]+$/.test(tel)) return null;
  const digits = tel.replace(/-/g, '');
  return digits.length === 10 || digits.length === 11 ? tel : null;
}

/**
 * Phone-consultation number shown in the header modal, on /support/, /contact/, the flows and the
 * application: configuration `NEXT_PUBLIC_CONSULTATION_TEL` (read at build time). Null when
 * unset: no number and no tel: link is rendered anywhere (the modal points to the contact form).
 */
export const CONSULTATION_TEL: string | null = parseConsultationTel(
  process.env.NEXT_PUBLIC_CONSULTATION_TEL,
);

/** The tel: URL of a shown number ('0120-123-456' -> 'tel:0120123456'). */
export function telHref(tel: string): string {
  return `tel:${tel.replace(/-/g, '')}`;
}

/** Customer contact centre hours for current customers (content-facts.md: 9:00-20:00, every day). */
export const CONTACT_CENTER_HOURS = '9:00〜20:00（年中無休）';

/**
 * The public origin of the site without a trailing slash, for absolute links (sitemap, robots,
 * e-mail): SITE_URL, default 'http://localhost:3000'.
 */
export function siteOrigin(): string {
  return (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
}

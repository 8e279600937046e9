import 'server-only';
import { CONSULTATION_TEL, SITE_NAME, siteOrigin } from '@/lib/site';
import { getCallTime } from '@/lib/settings/call-time';

/** The desk an e-mail names for questions: its phone number (null when none is configured) and hours. */
export interface MailDesk {
  name: string;
  tel: string | null;
  /** e.g. '10:00〜18:00'. */
  hours: string;
}

/**
 * The operator's facts every e-mail carries: the desk's name, number and hours and the site's
 * origin for links. The one reader of them for mail: the number is the site's consultation number
 * (lib/site.ts CONSULTATION_TEL), the hours the reception hours of the settings (getCallTime;
 * spec section 9 defaults), the origin SITE_URL (lib/site.ts siteOrigin).
 */
export function mailFacts(): { desk: MailDesk; siteUrl: string } {
  return {
    desk: {
      name: `${SITE_NAME} お客さま窓口`,
      tel: CONSULTATION_TEL,
      hours: getCallTime().displayText,
    },
    siteUrl: siteOrigin(),
  };
}

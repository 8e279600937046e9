import 'server-only';
import { eq } from 'drizzle-orm';
import { CONSULTATION_TEL, SITE_NAME, siteOrigin } from '@/lib/site';
import { getCallTime } from '@/lib/settings/call-time';
import { defaultSettings } from '@/lib/state/types';
import type { Db } from '../db/client';
import { settings } from '../db/schema';

/** The desk an e-mail names for questions: its phone number (null when none is configured) and hours. */
export interface MailDesk {
  name: string;
  tel: string | null;
  /** e.g. '10:00〜18:00' (Japan time). */
  hours: string;
}

/**
 * The operator's facts every e-mail carries: the desk's name, number and hours and the site's
 * origin for links. The one reader of them for mail: the number is the sales desk's of the operator
 * facts file (content/site/operator.json, through lib/site.ts CONSULTATION_TEL; null while it is a
 * placeholder), the hours the reception hours of the settings row as the site
 * shows them (getCallTime displayText; spec section 9 defaults without a row), the origin
 * SITE_URL (lib/site.ts siteOrigin).
 */
export async function mailFacts(db: Db): Promise<{ desk: MailDesk; siteUrl: string }> {
  const [row] = await db
    .select({
      displayFirstTime: settings.displayFirstTime,
      displayLastTime: settings.displayLastTime,
      telFirstTime: settings.telFirstTime,
      telLastTime: settings.telLastTime,
    })
    .from(settings)
    .where(eq(settings.name, defaultSettings.name));
  return {
    desk: {
      name: `${SITE_NAME} お客さま窓口`,
      tel: CONSULTATION_TEL,
      hours: getCallTime(row ? { callTime: row } : null).displayText,
    },
    siteUrl: siteOrigin(),
  };
}

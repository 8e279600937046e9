'use client';

import { useSiteSettings } from '@/components/platform/use-site-settings';
import { getCallTime } from '@/lib/settings/call-time';

/**
 * The reception hours text: `fallback` (the server's default, e.g. '10:00〜18:00') until the site
 * settings arrive, then getCallTime(settings).displayText (lib/settings/call-time.ts, spec
 * section 3 settings.callTime; defaults on failure).
 */
export function CallTimeText({ fallback }: { fallback: string }) {
  const loaded = useSiteSettings();
  return <>{loaded ? getCallTime(loaded.settings).displayText : fallback}</>;
}

'use client';

import { useEffect, useState } from 'react';
import { useSiteSettings } from '@/components/platform/use-site-settings';

/**
 * The reception hours text: `fallback` (the server's default, e.g. '10:00〜18:00') until the site
 * settings arrive, then getCallTime(settings).displayText (lib/settings/call-time.ts, spec
 * section 3 settings.callTime; defaults on failure). The rule is imported with the settings (they
 * arrive through the lazily loaded client platform), so it stays out of the first-load bundle.
 */
export function CallTimeText({ fallback }: { fallback: string }) {
  const loaded = useSiteSettings();
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    if (!loaded) return;
    let live = true;
    void import('@/lib/settings/call-time').then(({ getCallTime }) => {
      if (live) setText(getCallTime(loaded.settings).displayText);
    });
    return () => {
      live = false;
    };
  }, [loaded]);
  return <>{text ?? fallback}</>;
}

'use client';

import { checkApplicationStart, type ApplicationStartCheck } from '@/lib/settings/maintenance';
import { useSiteSettings } from './use-site-settings';

/**
 * Whether a new application may start now (application pages refuse to start in
 * maintenance mode). null while the settings are loading. For the application machine and pages.
 */
export function useApplicationStartCheck(
  now: () => number = Date.now,
): ApplicationStartCheck | null {
  const loaded = useSiteSettings();
  if (!loaded) return null;
  return checkApplicationStart(loaded.settings.maintenance, now());
}

/**
 * Renders its children (the application form) unless maintenance mode is on; then a Japanese
 * explanation instead, so no new application can be started.
 */
export function MaintenanceApplyGate({ children }: { children: React.ReactNode }) {
  const check = useApplicationStartCheck();
  if (check && !check.ok) {
    return (
      <section
        role="alert"
        data-testid="maintenance-apply-notice"
        className="mx-auto my-8 max-w-[960px] rounded-lg border border-amber-300 bg-amber-50 px-6 py-8"
      >
        <h2 className="text-lg font-bold">ただいまお申し込みを受け付けておりません</h2>
        <p className="mt-3 whitespace-pre-line text-sm leading-7">{check.message}</p>
      </section>
    );
  }
  return <>{children}</>;
}

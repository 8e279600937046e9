'use client';

import { useEffect, useRef, useState } from 'react';
import { sendNotifyClientError } from '@/lib/graphql/site-calls';
import { isChunkLoadError, tryAcquireReload } from '@/lib/release/reload-guard';
import {
  CLIENT_BUILD_ID,
  fetchServerBuildId,
  FIRST_CHECK_DELAY_MS,
  isNewRelease,
  POLL_INTERVAL_MS,
} from '@/lib/release/release-check';
import { applyVersionCheck } from '@/lib/release/version-check';
import { shouldShowMaintenanceModal, type MaintenanceSettings } from '@/lib/settings/maintenance';
import { loadSiteSettingsNow } from '@/lib/settings/load-site-settings';
import { decodeEstimate } from '@/lib/state/estimate-link';
import {
  loadPersistedState,
  savePersistedState,
  type PersistedState,
} from '@/lib/state/persisted-state';
import { recordLanding } from '@/lib/tracking/access-log';
import { cookieDisabledReport, toNotifyClientErrorInput } from '@/lib/tracking/error-report';
import { previousPageOf, recordPageView } from '@/lib/tracking/page-history';
import { readTrafficParams } from '@/lib/tracking/traffic-source';
import { MaintenanceModal } from './maintenance-modal';

function updatePersisted(update: (s: PersistedState) => PersistedState): void {
  try {
    savePersistedState(localStorage, update(loadPersistedState(localStorage)));
  } catch {
    /* storage unavailable */
  }
}

/** Landing (once per page load): access-log cookie and `est` restore (spec sections 2-4). */
function onLanding(): void {
  const params = readTrafficParams(window.location.search);
  if (navigator.cookieEnabled) {
    try {
      recordLanding(window.location.pathname, params);
    } catch {
      /* cookie write refused */
    }
  }
  const estimate = decodeEstimate(params.est);
  if (estimate) updatePersisted((s) => ({ ...s, planData: { ...s.planData, ...estimate } }));
}

/** The per-navigation bookkeeping: page history and the cookies-disabled notice (spec 7, 8). */
function onNavigation(pathname: string): void {
  const previous = previousPageOf(pathname);
  recordPageView(pathname);
  if (!navigator.cookieEnabled)
    void sendNotifyClientError(
      toNotifyClientErrorInput(cookieDisabledReport(pathname, previous)),
    ).catch(() => undefined);
}

/**
 * The client platform of every page, loaded after idle by PlatformBoot
 * (./platform-boot.tsx) and rendering only the maintenance modal: landing bookkeeping, settings
 * (once per visit, defaults on failure), the version check, the maintenance modal, release
 * detection (1 s after idle, then polling; reload at the next navigation), one guarded reload on
 * chunk-loading failures, and the page view plus cookies-disabled notice on each navigation.
 * `pathname` is the current path (usePathname in the loader); `earlier` lists paths visited
 * before this module loaded (oldest first), recorded on mount. Ships no Apollo and no Amplify.
 */
export function ClientPlatform({
  pathname,
  earlier = [],
}: {
  pathname: string;
  earlier?: readonly string[];
}) {
  const [maintenance, setMaintenance] = useState<MaintenanceSettings | null>(null);
  const newRelease = useRef(false);

  const earlierRef = useRef(earlier);

  useEffect(() => {
    onLanding();
    for (const path of earlierRef.current) onNavigation(path);
    let cancelled = false;
    void loadSiteSettingsNow().then(({ settings, source }) => {
      if (cancelled) return;
      updatePersisted((s) => ({ ...s, settings }));
      if (
        source !== 'default' &&
        applyVersionCheck(settings.version, localStorage, window.location) === 'reload'
      )
        return;
      if (shouldShowMaintenanceModal(settings.maintenance, Date.now()))
        setMaintenance(settings.maintenance);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let interval: ReturnType<typeof setInterval> | undefined;
    const check = async () => {
      if (isNewRelease(CLIENT_BUILD_ID, await fetchServerBuildId())) newRelease.current = true;
    };
    const start = () => {
      timer = setTimeout(() => {
        void check();
        interval = setInterval(() => void check(), POLL_INTERVAL_MS);
      }, FIRST_CHECK_DELAY_MS);
    };
    const idle = 'requestIdleCallback' in window ? window.requestIdleCallback(start) : undefined;
    if (idle === undefined) start();
    const onChunkError = (reason: unknown) => {
      if (isChunkLoadError(reason) && tryAcquireReload(sessionStorage, Date.now()))
        window.location.reload();
    };
    const onError = (e: ErrorEvent) => onChunkError(e.error ?? e.message);
    const onRejection = (e: PromiseRejectionEvent) => onChunkError(e.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      if (idle !== undefined) window.cancelIdleCallback(idle);
      clearTimeout(timer);
      clearInterval(interval);
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);

  useEffect(() => {
    if (newRelease.current) {
      window.location.reload();
      return;
    }
    onNavigation(pathname);
  }, [pathname]);

  return maintenance ? (
    <MaintenanceModal maintenance={maintenance} onClose={() => setMaintenance(null)} />
  ) : null;
}

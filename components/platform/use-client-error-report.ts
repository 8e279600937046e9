'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { sendNotifyClientError } from '@/lib/graphql/site-calls';
import { isCrawler, reportClientError } from '@/lib/tracking/error-report';
import { previousPageOf } from '@/lib/tracking/page-history';
import { track } from '@/lib/tracking/track';

const reported = new WeakSet<object>();
const noSubscription = () => () => undefined;

/**
 * Reports the error shown by an error page once (spec section 8): analytics event plus
 * notifyClientError with path, previous page, message and status, category 共通; 404s are not
 * reported; crawlers are only logged. Returns whether the visitor is a crawler (known after mount).
 */
export function useClientErrorReport(error: unknown): { isCrawler: boolean } {
  const crawler = useSyncExternalStore(
    noSubscription,
    () => isCrawler(navigator.userAgent),
    () => false,
  );
  useEffect(() => {
    const userAgent = navigator.userAgent;
    if (typeof error === 'object' && error !== null) {
      if (reported.has(error)) return;
      reported.add(error);
    }
    const path = window.location.pathname;
    void reportClientError(error, path, previousPageOf(path), {
      track,
      send: sendNotifyClientError,
      userAgent,
    });
  }, [error]);
  return { isCrawler: crawler };
}

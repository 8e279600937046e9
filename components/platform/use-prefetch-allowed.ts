'use client';

import { useSyncExternalStore } from 'react';
import { browserAllowsPrefetch, type ConnectionInfo } from '@/lib/release/prefetch-policy';

type EventfulConnection = ConnectionInfo & EventTarget;

function subscribe(onChange: () => void): () => void {
  const connection = (navigator as Navigator & { connection?: EventfulConnection }).connection;
  connection?.addEventListener?.('change', onChange);
  return () => connection?.removeEventListener?.('change', onChange);
}

/**
 * Whether links may prefetch (spec section 7: skipped on save-data or 2g connections). True on
 * the server; pass `prefetch={allowed ? undefined : false}` to next/link.
 */
export function usePrefetchAllowed(): boolean {
  return useSyncExternalStore(subscribe, browserAllowsPrefetch, () => true);
}

'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { installShellEvents } from './shell-dom';

/**
 * The header's only client component: renders nothing and, while mounted, runs the delegated
 * scroll-hide, dialog, click-tracking and shell-link (soft navigation, prefetch on intent)
 * listeners of ./shell-dom.ts with the Next router.
 */
export function ShellEvents() {
  const router = useRouter();
  useEffect(() => installShellEvents(router), [router]);
  return null;
}

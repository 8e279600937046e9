'use client';

import { useEffect } from 'react';
import { installShellEvents } from './shell-dom';

/**
 * The header's only client component: renders nothing and, while mounted, runs the delegated
 * scroll-hide, dialog and click-tracking listeners of ./shell-dom.ts.
 */
export function ShellEvents() {
  useEffect(() => installShellEvents(), []);
  return null;
}

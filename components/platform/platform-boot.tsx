'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { isChunkLoadError, tryAcquireReload } from '@/lib/release/reload-guard';

type Platform = ComponentType<{ pathname: string; earlier?: readonly string[] }>;

/** Longest wait (ms) for an idle period before the platform loads anyway. */
export const PLATFORM_IDLE_TIMEOUT_MS = 2_000;

/** Runs `fn` when the browser is idle (setTimeout fallback); returns a cancel function. */
function whenIdle(fn: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(fn, { timeout: PLATFORM_IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(fn, 1);
  return () => clearTimeout(timer);
}

/**
 * The root layout's tiny client loader for the client platform: after
 * the first idle period it imports ./client-platform.tsx (settings, maintenance modal, release
 * detection, landing and page-view bookkeeping) and renders it with the current pathname, so the
 * first-load bundle carries none of that code. Paths visited before the import finished are
 * handed over and recorded in order. A failed import caused by a missing chunk (new release; the
 * error itself or its `cause`, as bundlers may wrap it) reloads the page once (reload guard,
 * spec section 4).
 */
export function PlatformBoot() {
  const pathname = usePathname();
  const [platform, setPlatform] = useState<{
    Component: Platform;
    earlier: readonly string[];
  } | null>(null);
  const visited = useRef<string[] | null>([]);

  useEffect(() => {
    const seen = visited.current;
    if (seen && seen.at(-1) !== pathname) seen.push(pathname);
  }, [pathname]);

  useEffect(() => {
    let cancelled = false;
    const cancel = whenIdle(() => {
      import('./client-platform').then(
        (m) => {
          if (cancelled) return;
          const seen = visited.current ?? [];
          visited.current = null;
          setPlatform({ Component: m.ClientPlatform, earlier: seen.slice(0, -1) });
        },
        (error: unknown) => {
          if (isChunkLoadError(error) && tryAcquireReload(sessionStorage, Date.now()))
            window.location.reload();
        },
      );
    });
    return () => {
      cancelled = true;
      cancel();
    };
  }, []);

  if (!platform) return null;
  return <platform.Component pathname={pathname} earlier={platform.earlier} />;
}

'use client';

import { useSyncExternalStore } from 'react';
import { settingsStore } from '@/lib/settings/settings-store';
import type { LoadedSettings } from '@/lib/settings/load-settings';

/** The loaded settings with their source, or null before they arrive (server render included). */
export function useSiteSettings(): LoadedSettings | null {
  return useSyncExternalStore(settingsStore.subscribe, settingsStore.get, () => null);
}

import type { Settings } from '@/lib/state/types';
import type { LoadedSettings } from './load-settings';

type Listener = () => void;

let current: LoadedSettings | null = null;
const listeners = new Set<Listener>();

/**
 * The page's settings (spec section 3), loaded once per visit by the client platform through the
 * fetch-based getSettingLambda call and kept for one hour. null until loaded: callers use the
 * built-in defaults meanwhile (getCallTime() does). Pure: it imports no GraphQL code, so the
 * header's call-time leaf can read it from the first-load bundle.
 */
export const settingsStore = {
  get: (): LoadedSettings | null => current,
  set(next: LoadedSettings) {
    current = next;
    for (const l of listeners) l();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/**
 * Loads the settings (cache, network, or defaults on failure) and publishes them to the store.
 * The GraphQL caller is imported on first use (lib/settings/load-site-settings.ts), so importing
 * the store does not ship it. Never rejects unless the loader chunk itself fails to load.
 */
export async function loadSiteSettings(): Promise<LoadedSettings> {
  const { loadSiteSettingsNow } = await import('./load-site-settings');
  return loadSiteSettingsNow();
}

/** The current settings or null (not yet loaded). */
export const currentSettings = (): Settings | null => current?.settings ?? null;

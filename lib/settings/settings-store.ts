import type { Settings } from '@/lib/state/types';
import { fetchSettingLambda } from '@/lib/graphql/site-calls';
import { createSettingsLoader, type LoadedSettings } from './load-settings';

type Listener = () => void;

let current: LoadedSettings | null = null;
const listeners = new Set<Listener>();

/**
 * The page's settings (spec section 3), loaded once per visit by the platform boot component
 * through the fetch-based getSettingLambda call and kept for one hour. null until loaded: callers
 * use the built-in defaults meanwhile (getCallTime() does).
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

/** Loads the settings (cache, network, or defaults on failure) and publishes them to the store. */
export const loadSiteSettings = (() => {
  const load = createSettingsLoader(fetchSettingLambda);
  return async (): Promise<LoadedSettings> => {
    const loaded = await load();
    settingsStore.set(loaded);
    return loaded;
  };
})();

/** The current settings or null (not yet loaded). */
export const currentSettings = (): Settings | null => current?.settings ?? null;

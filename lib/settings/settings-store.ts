import type { LoadedSettings } from './load-settings';

type Listener = () => void;

let current: LoadedSettings | null = null;
const listeners = new Set<Listener>();

/**
 * The page's settings (spec section 3), loaded once per visit by the client platform through the
 * fetch-based getSettingLambda call and kept for one hour. null until loaded: callers use the
 * built-in defaults meanwhile (getCallTime() does). Pure: it imports no GraphQL code, so the
 * header's call-time leaf can read it from the first-load bundle; the lazily loaded client
 * platform fills it (loadSiteSettingsNow of load-site-settings.ts).
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

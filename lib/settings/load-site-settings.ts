import { fetchSettingLambda } from '@/lib/graphql/site-calls';
import { createSettingsLoader, type LoadedSettings } from './load-settings';
import { settingsStore } from './settings-store';

const load = createSettingsLoader(fetchSettingLambda);

/**
 * Loads the settings through getSettingLambda with the one-hour app cache (spec section 9;
 * defaults on failure, see createSettingsLoader) and publishes them to settingsStore. Never
 * rejects. Imported by the lazily loaded client platform, never by the first-load bundle.
 */
export async function loadSiteSettingsNow(): Promise<LoadedSettings> {
  const loaded = await load();
  settingsStore.set(loaded);
  return loaded;
}

import { defaultSettings, type Settings } from '@/lib/state/types';

/** The fixed site name sent to getSettingLambda (spec section 9: "fetched with a fixed site name"). */
export const SETTINGS_SITE_NAME = defaultSettings.name;

/** Spec section 9: app cache value 3,600,000 ms. */
export const SETTINGS_CACHE_MS = 3_600_000;

export type SettingsSource = 'network' | 'cache' | 'default';

export interface LoadedSettings {
  settings: Settings;
  source: SettingsSource;
}

/** Fetches the raw getSettingLambda result for a site name; throws on any failure. */
export type FetchSettings = (siteName: string) => Promise<unknown>;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const pick = <T>(v: unknown, fallback: T, guard: (x: unknown) => boolean): T =>
  guard(v) ? (v as T) : fallback;
const isString = (x: unknown) => typeof x === 'string';
const isStringOrNull = (x: unknown) => typeof x === 'string' || x === null;
const isHour = (x: unknown) => typeof x === 'number' && Number.isInteger(x) && x >= 0 && x <= 24;

/**
 * Turns a getSettingLambda payload into Settings, field by field: a missing or mistyped field
 * takes the built-in default (spec section 7 "Settings load"). Throws when the payload is not an
 * object at all (so the caller falls back as on a failed call).
 */
export function normalizeSettings(raw: unknown): Settings {
  if (!isRecord(raw)) throw new Error('getSettingLambda returned no settings');
  const d = defaultSettings;
  const callTime = isRecord(raw.callTime) ? raw.callTime : {};
  const maintenance = isRecord(raw.maintenance) ? raw.maintenance : {};
  return {
    name: pick(raw.name, d.name, isString),
    version: pick(raw.version, d.version, (x) => typeof x === 'string' && x.length > 0),
    pickupId: pick(raw.pickupId, d.pickupId, isStringOrNull),
    callTime: {
      displayFirstTime: pick(callTime.displayFirstTime, d.callTime.displayFirstTime, isHour),
      displayLastTime: pick(callTime.displayLastTime, d.callTime.displayLastTime, isHour),
      telFirstTime: pick(callTime.telFirstTime, d.callTime.telFirstTime, isHour),
      telLastTime: pick(callTime.telLastTime, d.callTime.telLastTime, isHour),
    },
    maintenance: {
      isAlwaysDisplay: pick(
        maintenance.isAlwaysDisplay,
        d.maintenance.isAlwaysDisplay,
        (x) => typeof x === 'boolean',
      ),
      category: pick(maintenance.category, d.maintenance.category, isStringOrNull),
      text: pick(maintenance.text, d.maintenance.text, isStringOrNull),
      firstDate: pick(maintenance.firstDate, d.maintenance.firstDate, isStringOrNull),
      lastDate: pick(maintenance.lastDate, d.maintenance.lastDate, isStringOrNull),
    },
    createdAt: pick(raw.createdAt, d.createdAt, isStringOrNull),
    updatedAt: pick(raw.updatedAt, d.updatedAt, isStringOrNull),
  };
}

/**
 * A settings loader with the spec's one-hour app cache (section 9): the first call fetches with
 * the fixed site name; later calls within SETTINGS_CACHE_MS reuse the result, and concurrent
 * calls share one request. On failure it resolves to the built-in defaults (display 10-18,
 * phone 10-19, version 4.0.0) and tries the network again on the next call. Never rejects.
 */
export function createSettingsLoader(fetchSettings: FetchSettings, now: () => number = Date.now) {
  let cached: { settings: Settings; at: number } | null = null;
  let pending: Promise<LoadedSettings> | null = null;

  return function loadSettings(): Promise<LoadedSettings> {
    if (cached && now() - cached.at < SETTINGS_CACHE_MS) {
      return Promise.resolve({ settings: cached.settings, source: 'cache' });
    }
    pending ??= fetchSettings(SETTINGS_SITE_NAME)
      .then((raw): LoadedSettings => {
        const settings = normalizeSettings(raw);
        cached = { settings, at: now() };
        return { settings, source: 'network' };
      })
      .catch((): LoadedSettings => ({ settings: defaultSettings, source: 'default' }))
      .finally(() => {
        pending = null;
      });
    return pending;
  };
}

import { describe, expect, it, vi } from 'vitest';
import {
  createSettingsLoader,
  normalizeSettings,
  SETTINGS_CACHE_MS,
  SETTINGS_SITE_NAME,
} from '@/lib/settings/load-settings';
import { defaultSettings } from '@/lib/state/types';

const serverSettings = {
  name: 'commufa-web',
  version: '4.1.0',
  pickupId: 'p1',
  callTime: { displayFirstTime: 9, displayLastTime: 17, telFirstTime: 9, telLastTime: 20 },
  maintenance: {
    isAlwaysDisplay: false,
    category: 'maintenance',
    text: 'x',
    firstDate: '2026-01-01',
    lastDate: '2026-01-02',
  },
  createdAt: null,
  updatedAt: null,
};

describe('normalizeSettings', () => {
  it('keeps well-typed fields', () => {
    expect(normalizeSettings(serverSettings)).toEqual(serverSettings);
  });
  it('fills missing or mistyped fields from the defaults', () => {
    const s = normalizeSettings({
      version: '',
      callTime: { telLastTime: 'late', displayFirstTime: 8 },
      maintenance: null,
    });
    expect(s.version).toBe('4.0.0');
    expect(s.callTime).toEqual({ ...defaultSettings.callTime, displayFirstTime: 8 });
    expect(s.maintenance).toEqual(defaultSettings.maintenance);
  });
  it.each([null, undefined, 'x', 3, []])('throws on a non-object payload %o', (raw) => {
    expect(() => normalizeSettings(raw)).toThrow();
  });
});

describe('createSettingsLoader', () => {
  it('fetches once with the fixed site name and caches for one hour', async () => {
    let t = 1_000;
    const fetchSettings = vi.fn(async () => serverSettings);
    const load = createSettingsLoader(fetchSettings, () => t);
    expect(await load()).toEqual({ settings: serverSettings, source: 'network' });
    expect(fetchSettings).toHaveBeenCalledWith(SETTINGS_SITE_NAME);
    t += SETTINGS_CACHE_MS - 1;
    expect((await load()).source).toBe('cache');
    expect(fetchSettings).toHaveBeenCalledTimes(1);
    t += 1;
    expect((await load()).source).toBe('network');
    expect(fetchSettings).toHaveBeenCalledTimes(2);
  });

  it('shares one request between concurrent callers', async () => {
    const fetchSettings = vi.fn(async () => serverSettings);
    const load = createSettingsLoader(fetchSettings);
    await Promise.all([load(), load(), load()]);
    expect(fetchSettings).toHaveBeenCalledTimes(1);
  });

  it('falls back to the built-in defaults (10-18, 10-19, 4.0.0) on failure and retries next time', async () => {
    const fetchSettings = vi
      .fn()
      .mockRejectedValueOnce(new Error('503'))
      .mockResolvedValueOnce(serverSettings);
    const load = createSettingsLoader(fetchSettings);
    const first = await load();
    expect(first.source).toBe('default');
    expect(first.settings.callTime).toEqual({
      displayFirstTime: 10,
      displayLastTime: 18,
      telFirstTime: 10,
      telLastTime: 19,
    });
    expect(first.settings.version).toBe('4.0.0');
    expect((await load()).source).toBe('network');
  });

  it('a null payload counts as a failure', async () => {
    const load = createSettingsLoader(async () => null);
    expect((await load()).source).toBe('default');
  });
});

import { describe, expect, it, vi } from 'vitest';
import { applyVersionCheck, checkVersion, VERSION_STORAGE_KEY } from '@/lib/release/version-check';
import {
  isChunkLoadError,
  RELOAD_GUARD_KEY,
  RELOAD_GUARD_MS,
  tryAcquireReload,
} from '@/lib/release/reload-guard';
import { fetchServerBuildId, isNewRelease } from '@/lib/release/release-check';
import { shouldPrefetch } from '@/lib/release/prefetch-policy';
import { MemoryStorage, throwingStorage } from './memory-storage';

describe('checkVersion (spec 4)', () => {
  const href = 'https://example.jp/plan/?a=1#top';
  it.each([
    ['first visit only stores', null, '4.0.0', { action: 'store' }],
    ['same version does nothing', '4.0.0', '4.0.0', { action: 'none' }],
    [
      'changed version reloads with v',
      '4.0.0',
      '4.1.0',
      { action: 'reload', url: 'https://example.jp/plan/?a=1&v=4.1.0#top' },
    ],
  ])('%s', (_l, stored, current, expected) => {
    expect(checkVersion(stored, current, href)).toEqual(expected);
  });
  it('does not loop when v already equals the new version', () => {
    expect(checkVersion('4.0.0', '4.1.0', 'https://example.jp/?v=4.1.0')).toEqual({
      action: 'store',
    });
  });
  it('replaces an older v', () => {
    expect(checkVersion('4.0.0', '4.2.0', 'https://example.jp/?v=4.1.0')).toEqual({
      action: 'reload',
      url: 'https://example.jp/?v=4.2.0',
    });
  });

  it('applyVersionCheck stores the new version and reloads once', () => {
    const storage = new MemoryStorage();
    const location = { href: 'https://example.jp/', replace: vi.fn() };
    expect(applyVersionCheck('4.0.0', storage, location)).toBe('store');
    expect(location.replace).not.toHaveBeenCalled();
    expect(applyVersionCheck('4.1.0', storage, location)).toBe('reload');
    expect(location.replace).toHaveBeenCalledWith('https://example.jp/?v=4.1.0');
    expect(storage.getItem(VERSION_STORAGE_KEY)).toBe('4.1.0');
    expect(applyVersionCheck('4.1.0', storage, location)).toBe('none');
    expect(location.replace).toHaveBeenCalledTimes(1);
  });
  it('applyVersionCheck never reloads when storage is unavailable', () => {
    const location = { href: 'https://example.jp/', replace: vi.fn() };
    expect(applyVersionCheck('4.1.0', throwingStorage, location)).toBe('none');
    expect(location.replace).not.toHaveBeenCalled();
  });
});

describe('tryAcquireReload (10 s window in sessionStorage)', () => {
  it.each([
    ['no previous reload', null, 50_000, true],
    ['1 ms inside the window', 50_000, 50_000 + RELOAD_GUARD_MS - 1, false],
    ['at the window end', 50_000, 50_000 + RELOAD_GUARD_MS, true],
    ['garbage stored value', 'x', 50_000, true],
  ])('%s', (_l, previous, now, expected) => {
    const storage = new MemoryStorage();
    if (previous !== null) storage.setItem(RELOAD_GUARD_KEY, String(previous));
    expect(tryAcquireReload(storage, now)).toBe(expected);
    if (expected) expect(storage.getItem(RELOAD_GUARD_KEY)).toBe(String(now));
  });
  it('allows one reload, then refuses a second within 10 s', () => {
    const storage = new MemoryStorage();
    expect(tryAcquireReload(storage, 1_000)).toBe(true);
    expect(tryAcquireReload(storage, 2_000)).toBe(false);
  });
  it('refuses without sessionStorage', () => {
    expect(tryAcquireReload(throwingStorage, 1_000)).toBe(false);
  });
  it.each([
    [Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' }), true],
    [new TypeError('Failed to fetch dynamically imported module: https://x/_next/a.js'), true],
    ['Loading CSS chunk app-layout failed', true],
    [new Error('Network down'), false],
    [new Error('lazy step failed', { cause: new Error('Loading chunk 9 failed.') }), true],
    [new Error('lazy step failed', { cause: new Error('Network down') }), false],
    [null, false],
  ])('isChunkLoadError(%o) → %s', (err, expected) => {
    expect(isChunkLoadError(err)).toBe(expected);
  });
});

describe('release detection', () => {
  it.each([
    ['abc', 'abc', false],
    ['abc', 'def', true],
    ['abc', '', false],
    ['abc', null, false],
    ['', 'def', false],
  ])('client %s vs server %s → %s', (client, server, expected) => {
    expect(isNewRelease(client, server)).toBe(expected);
  });
  it('fetchServerBuildId reads the text and returns null on failures', async () => {
    const ok = vi.fn(async () => new Response(' b2 \n', { status: 200 }));
    expect(await fetchServerBuildId(ok as unknown as typeof fetch)).toBe('b2');
    expect(ok).toHaveBeenCalledWith('/build-id/', { cache: 'no-store' });
    expect(
      await fetchServerBuildId(
        (async () => new Response('', { status: 500 })) as unknown as typeof fetch,
      ),
    ).toBeNull();
    expect(
      await fetchServerBuildId((async () => {
        throw new Error('offline');
      }) as unknown as typeof fetch),
    ).toBeNull();
  });
});

describe('shouldPrefetch', () => {
  it.each([
    [undefined, true],
    [{ effectiveType: '4g' }, true],
    [{ effectiveType: '3g' }, true],
    [{ effectiveType: '2g' }, false],
    [{ effectiveType: 'slow-2g' }, false],
    [{ effectiveType: '4g', saveData: true }, false],
  ])('%o → %s', (connection, expected) => {
    expect(shouldPrefetch(connection)).toBe(expected);
  });
});

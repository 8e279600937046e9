/** localStorage key of the last settings version this browser saw. */
export const VERSION_STORAGE_KEY = 'hikari-site:version';

export type VersionCheckResult =
  { action: 'none' } | { action: 'store' } | { action: 'reload'; url: string };

/**
 * The version check of spec section 4: on a first visit (no stored version) the settings version
 * is only stored; when the stored version differs it is replaced and the page reloads with a `v`
 * query parameter set to the new version (keeping the path, other parameters and hash). When the
 * current URL already carries `v` equal to the new version no reload is asked again (guards a loop
 * when storage writes fail).
 */
export function checkVersion(
  stored: string | null,
  current: string,
  href: string,
): VersionCheckResult {
  if (stored === current) return { action: 'none' };
  if (stored === null) return { action: 'store' };
  const url = new URL(href);
  if (url.searchParams.get('v') === current) return { action: 'store' };
  url.searchParams.set('v', current);
  return { action: 'reload', url: url.toString() };
}

/** Runs checkVersion against a storage and a location; returns the action it took. */
export function applyVersionCheck(
  current: string,
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  location: { href: string; replace(url: string): void },
): VersionCheckResult['action'] {
  let stored: string | null = null;
  try {
    stored = storage.getItem(VERSION_STORAGE_KEY);
  } catch {
    return 'none';
  }
  const result = checkVersion(stored, current, location.href);
  if (result.action === 'none') return 'none';
  try {
    storage.setItem(VERSION_STORAGE_KEY, current);
  } catch {
    return 'none';
  }
  if (result.action === 'reload') location.replace(result.url);
  return result.action;
}

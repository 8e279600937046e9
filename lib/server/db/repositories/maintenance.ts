import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { isMaintenanceMode } from '@/lib/settings/maintenance';
import { defaultSettings } from '@/lib/state/types';
import type { Db } from '../client';
import { settings } from '../schema';
import { readCache } from '../read-cache';

/** The maintenance columns of the settings row named `name` (a prepared query). */
function prepareMaintenanceQuery(db: Db) {
  return db
    .select({
      isAlwaysDisplay: settings.maintenanceIsAlwaysDisplay,
      category: settings.maintenanceCategory,
      text: settings.maintenanceText,
      firstDate: settings.maintenanceFirstDate,
      lastDate: settings.maintenanceLastDate,
    })
    .from(settings)
    .where(eq(settings.name, sql.placeholder('name')))
    .prepare('maintenance_settings');
}
const maintenanceQueries = new WeakMap<Db, ReturnType<typeof prepareMaintenanceQuery>>();

type MaintenanceRow = Awaited<ReturnType<ReturnType<typeof prepareMaintenanceQuery>['execute']>>[0];

/**
 * How long this process reuses the maintenance columns it read: 1,000 ms. Every application asks
 * (applyCTC refuses one while the site is in maintenance); reading the row each time was one of
 * its three database round trips, a tenth of its cost. A change made by another process (the
 * admin command, another instance) holds here within this time; one made through this process's
 * own handle at once (clearMaintenanceCache). README "Running more than one server".
 */
export const SETTINGS_CACHE_TTL_MS = 1_000;

const maintenanceRows = readCache<MaintenanceRow | undefined>({
  ttlMs: SETTINGS_CACHE_TTL_MS,
  max: 1,
});

/** Forgets this process's copy of the maintenance columns of `db` (after a change through it). */
export function clearMaintenanceCache(db: Db): void {
  maintenanceRows.clear(db);
}

/**
 * Maintenance mode of the site's settings row at `now` (epoch ms; spec section 4, Japan time):
 * the row is read at most once per SETTINGS_CACHE_TTL_MS per database (lib/server/db/read-cache.ts:
 * concurrent callers share one read, a failed read is not kept), with a query built once per
 * database (prepared, only the maintenance columns). false when the row is missing. Errors of the
 * database propagate.
 */
export async function isMaintenanceNow(db: Db, now: number): Promise<boolean> {
  const row = await maintenanceRows.get(db, defaultSettings.name, async () => {
    let query = maintenanceQueries.get(db);
    if (!query) maintenanceQueries.set(db, (query = prepareMaintenanceQuery(db)));
    const [first] = await query.execute({ name: defaultSettings.name });
    return first;
  });
  return row ? isMaintenanceMode(row, now) : false;
}

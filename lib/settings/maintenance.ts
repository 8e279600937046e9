import type { Settings } from '@/lib/state/types';
import { endOfJapanDay, parseJapanInstant, startOfJapanDay } from '@/lib/time';

export type MaintenanceSettings = Settings['maintenance'];

/** A maintenance window as epoch ms: from `first` until `lastDayEnd`, both inclusive. */
interface MaintenanceWindow {
  first: number;
  lastDayEnd: number;
}

/** Windows already computed, by their settings text (a few at most: settings change rarely). */
const windows = new Map<string, MaintenanceWindow | null>();

/**
 * The window of `firstDate` .. the end of the `lastDate` day (23:59:59.999 JST), or null when a
 * date is missing or unparseable. Remembered per pair of texts: the server checks it on every
 * application.
 */
function maintenanceWindow(
  firstDate: string | null | undefined,
  lastDate: string | null | undefined,
): MaintenanceWindow | null {
  const id = `${firstDate ?? ''}\n${lastDate ?? ''}`;
  let window = windows.get(id);
  if (window === undefined) {
    const first = parseJapanInstant(firstDate);
    const last = parseJapanInstant(lastDate);
    window = first !== null && last !== null ? { first, lastDayEnd: endOfJapanDay(last) } : null;
    if (windows.size >= 16) windows.clear();
    windows.set(id, window);
  }
  return window;
}

/**
 * Maintenance mode (spec section 4, Japan time): on when `isAlwaysDisplay`, or when `now` lies
 * between `firstDate` (inclusive) and the end of the `lastDate` day (23:59:59.999 JST, inclusive).
 * A window with a missing or unparseable date is off. `now` is epoch ms.
 */
export function isMaintenanceMode(maintenance: MaintenanceSettings, now: number): boolean {
  if (maintenance.isAlwaysDisplay) return true;
  const window = maintenanceWindow(maintenance.firstDate, maintenance.lastDate);
  return window !== null && now >= window.first && now <= window.lastDayEnd;
}

/**
 * Whether the maintenance notice modal shows (spec sections 4 and 9, Japan time): never for
 * category 'reserve'; otherwise when `isAlwaysDisplay`, or when `now` lies between the start of the
 * day before `firstDate` (00:00 JST, i.e. 24 hours before a date-only firstDate) and the end of
 * the `lastDate` day, both inclusive.
 */
export function shouldShowMaintenanceModal(maintenance: MaintenanceSettings, now: number): boolean {
  if (maintenance.category === 'reserve') return false;
  if (maintenance.isAlwaysDisplay) return true;
  const first = parseJapanInstant(maintenance.firstDate);
  const last = parseJapanInstant(maintenance.lastDate);
  if (first === null || last === null) return false;
  // From 00:00 JST of the day before firstDate (a Japanese day is always 24 hours).
  return now >= startOfJapanDay(first) - 86_400_000 && now <= endOfJapanDay(last);
}

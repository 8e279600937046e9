import type { Settings } from '@/lib/state/types';
import { DAY_MS, endOfJapanDay, parseJapanInstant, startOfJapanDay } from '@/lib/time';

export type MaintenanceSettings = Settings['maintenance'];

/**
 * Maintenance mode (spec section 4, Japan time): on when `isAlwaysDisplay`, or when `now` lies
 * between `firstDate` (inclusive) and the end of the `lastDate` day (23:59:59.999 JST, inclusive).
 * A window with a missing or unparseable date is off. `now` is epoch ms.
 */
export function isMaintenanceMode(maintenance: MaintenanceSettings, now: number): boolean {
  if (maintenance.isAlwaysDisplay) return true;
  const first = parseJapanInstant(maintenance.firstDate);
  const last = parseJapanInstant(maintenance.lastDate);
  if (first === null || last === null) return false;
  return now >= first && now <= endOfJapanDay(last);
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
  // From 00:00 JST of the day before firstDate.
  return now >= startOfJapanDay(first) - DAY_MS && now <= endOfJapanDay(last);
}

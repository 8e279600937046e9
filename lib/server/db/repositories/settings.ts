import 'server-only';
import { eq } from 'drizzle-orm';
import { defaultSettings } from '@/lib/state/types';
import type { Db } from '../client';
import { settings } from '../schema';

/** A site's settings row (spec section 3) as stored. */
export type SettingsRow = typeof settings.$inferSelect;

/** The settings row of the site `name`, or null when there is none. */
export async function findSettings(db: Db, name: string): Promise<SettingsRow | null> {
  const [row] = await db.select().from(settings).where(eq(settings.name, name));
  return row ?? null;
}

/**
 * The reception hours the /contact/ picker offers (the display hours of the site's settings row,
 * whole hours Japan time), or null when the row is missing.
 */
export async function findDisplayHours(
  db: Db,
): Promise<{ displayFirstTime: number; displayLastTime: number } | null> {
  const [row] = await db
    .select({
      displayFirstTime: settings.displayFirstTime,
      displayLastTime: settings.displayLastTime,
    })
    .from(settings)
    .where(eq(settings.name, defaultSettings.name));
  return row ?? null;
}

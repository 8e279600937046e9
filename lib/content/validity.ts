import { campaignStatusAt, type ValidityWindow } from '../time';

/**
 * The items whose validity window (validityWindow of lib/time.ts, Japan time) is active at `now`
 * (epoch ms), ordered by `order` then start (newest first) then slug.
 */
export function selectActive<T extends ValidityWindow & { order: number; slug: string }>(items: readonly T[], now: number): T[] {
  return items.filter((c) => campaignStatusAt(c, now) === 'active').sort(byOrder);
}

/** Sort: order ascending, then later start first, then slug. */
export function byOrder<T extends { order: number; slug: string; startsAt?: number }>(a: T, b: T): number {
  return a.order - b.order || (b.startsAt ?? 0) - (a.startsAt ?? 0) || a.slug.localeCompare(b.slug);
}

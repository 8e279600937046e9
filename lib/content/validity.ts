/** Where an instant falls in a campaign's window (Japan-time rules applied when startsAt/endsAt were computed). */
export type CampaignStatus = 'upcoming' | 'active' | 'ended';

/** Any object with a validity window as epoch ms; endsAt null = open-ended (evergreen). */
export interface ValidityWindow {
  startsAt: number;
  endsAt: number | null;
}

/**
 * Status of a window at `now` (epoch ms): active from startsAt (inclusive) until endsAt (exclusive).
 * A date-only validFrom starts at 00:00 JST; a date-only validUntil ends at 00:00 JST the next day
 * (lib/content/time.ts).
 */
export function campaignStatusAt(window: ValidityWindow, now: number): CampaignStatus {
  if (now < window.startsAt) return 'upcoming';
  if (window.endsAt !== null && now >= window.endsAt) return 'ended';
  return 'active';
}

/** True when the window is active at `now`. */
export function isActiveAt(window: ValidityWindow, now: number): boolean {
  return campaignStatusAt(window, now) === 'active';
}

/** The active items at `now`, ordered by `order` then start (newest first) then slug. */
export function selectActive<T extends ValidityWindow & { order: number; slug: string }>(items: readonly T[], now: number): T[] {
  return items.filter((c) => isActiveAt(c, now)).sort(byOrder);
}

/** Sort: order ascending, then later start first, then slug. */
export function byOrder<T extends { order: number; slug: string; startsAt?: number }>(a: T, b: T): number {
  return a.order - b.order || (b.startsAt ?? 0) - (a.startsAt ?? 0) || a.slug.localeCompare(b.slug);
}

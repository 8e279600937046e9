import { formatJstDate } from '@/lib/content/time';

/**
 * Whether an instant (ISO 8601) lies in a validity window given as epoch ms: startsAt inclusive,
 * endsAt exclusive (null = open). A date-only validUntil in a campaign document ends at 00:00 JST
 * of the next day (lib/content/time.ts), so its last day is fully inside.
 * Throws RangeError on an unparsable instant.
 */
export function isActiveAt(instant: string, startsAt: number, endsAt: number | null): boolean {
  const t = Date.parse(instant);
  if (Number.isNaN(t)) throw new RangeError(`invalid instant: ${instant}`);
  return t >= startsAt && (endsAt === null || t < endsAt);
}

/** Japanese date of a window edge for reasons, e.g. '2026年1月1日(木)'; an end shows its last day. */
export function windowDate(ms: number, edge: 'start' | 'end'): string {
  return formatJstDate(edge === 'end' ? ms - 1 : ms);
}

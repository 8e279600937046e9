import type { OperatorFact } from '@/lib/content/operator';
import { confirmedFact } from '@/lib/content/operator';

/**
 * The visible mark of a figure or fact nobody has confirmed yet. `data-placeholder-badge` lets the
 * sitemap crawl (tests/e2e/content-truth.spec.ts) tell the mark from the page's own words.
 * - 'price': 「参考価格（確定前）」 next to a placeholder price (content-facts.md: `priceStatus`)
 * - 'fact': 「確定後に掲載します」 in place of an operator's fact that is still a placeholder
 */
export function PlaceholderBadge({ kind = 'price' }: { kind?: 'price' | 'fact' }) {
  return (
    <span
      data-placeholder-badge=""
      className="ml-1 inline-block rounded border border-amber-600 bg-amber-50 px-1.5 py-0.5 align-middle text-xs font-normal whitespace-nowrap text-amber-900"
    >
      {kind === 'price' ? '参考価格（確定前）' : '確定後に掲載します'}
    </span>
  );
}

/** An operator's fact as shown: its confirmed value, or the placeholder badge (never invented). */
export function FactText({ fact }: { fact: OperatorFact }) {
  const value = confirmedFact(fact);
  return value ? <>{value}</> : <PlaceholderBadge kind="fact" />;
}

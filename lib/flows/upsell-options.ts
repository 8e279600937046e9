import 'server-only';
import { getOptions } from '@/lib/content';
import type { PriceItem } from '@/lib/content/schema';
import { formatYen } from '@/lib/pricing/format';

/** One option a current customer can apply for on /option/apply/ (plain, serialisable). */
export interface UpsellOption {
  /** The option document's slug (content/options/<slug>.mdx), sent in applicationUpSell.options. */
  slug: string;
  title: string;
  summary: string;
  /** Price lines as shown, e.g. '光電話 基本料 月額330円'; amounts yen tax-included. */
  prices: string[];
  /** The option's page, e.g. '/option/phone/'. */
  url: string;
}

/** '月額330円', '1番号あたり/月 550円', '初期費用 2,200円（24回分割）' for one price line. */
export function priceText(
  item: Pick<PriceItem, 'label' | 'kind' | 'amount' | 'unitLabel' | 'installments'>,
): string {
  if (item.kind === 'monthly') return `${item.label} 月額${formatYen(item.amount)}`;
  if (item.kind === 'perUnit')
    return `${item.label} ${item.unitLabel ? `${item.unitLabel} ` : ''}${formatYen(item.amount)}`;
  return `${item.label} ${formatYen(item.amount)}${item.installments > 1 ? `（${item.installments}回分割）` : ''}`;
}

/**
 * The options of /option/apply/ from the option documents (lib/content getOptions, in their order;
 * drafts and the index excluded, up to `maxPrices` price lines each.
 */
export function getUpsellOptions(maxPrices = 3): UpsellOption[] {
  return getOptions()
    .filter((o) => !o.draft)
    .map((o) => ({
      slug: o.slug,
      title: o.title,
      summary: o.summary,
      prices: o.prices.slice(0, maxPrices).map(priceText),
      url: o.url,
    }));
}

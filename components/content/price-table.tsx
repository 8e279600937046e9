import type { PriceItem } from '@/lib/content/schema';
import { formatYen } from '@/lib/pricing/format';
import { PlaceholderBadge } from './placeholder-badge';

/** Describes when/how a price line is charged, in Japanese ('月額', '初期費用(60回分割)', '1番号あたり/月'). */
export function priceUnitText(item: PriceItem): string {
  if (item.kind === 'perUnit') return item.unitLabel ?? (item.once ? '1件あたり' : '1件あたり/月');
  if (item.kind === 'initial') return item.installments > 0 ? `初期費用(${item.installments}回分割)` : '初期費用';
  const range = item.untilMonth ? `${item.fromMonth}〜${item.untilMonth}か月目` : item.fromMonth > 1 ? `${item.fromMonth}か月目以降` : '';
  return range ? `月額(${range})` : '月額';
}

/**
 * Price table of a document's frontmatter `prices` (yen, tax-included). In MDX: <PriceTable /> shows
 * every line, <PriceTable kind="monthly" /> or <PriceTable keys={['net.house.plan10G']} /> a subset.
 * A placeholder figure carries the 「参考価格（確定前）」 badge so visitors do not take it as final;
 * a line's `editorNote` is never rendered.
 */
export function PriceTable({ items, caption }: { items: readonly PriceItem[]; caption?: string }) {
  if (items.length === 0) return null;
  return (
    // A table wider than a phone scrolls sideways: the region takes focus so a keyboard can scroll it.
    <div
      className="my-6 overflow-x-auto"
      tabIndex={0}
      role="region"
      aria-label={caption ?? '料金表'}
    >
      <table className="w-full border-collapse text-sm">
        {caption ? <caption className="mb-2 text-left font-bold">{caption}</caption> : null}
        <thead>
          <tr className="bg-gray-100">
            <th scope="col" className="border border-gray-300 p-2 text-left whitespace-nowrap">項目</th>
            <th scope="col" className="border border-gray-300 p-2 text-left whitespace-nowrap">区分</th>
            <th scope="col" className="border border-gray-300 p-2 text-right whitespace-nowrap">料金（税込）</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.key} data-price-key={item.key}>
              <th scope="row" className="border border-gray-300 p-2 text-left font-normal">
                {item.label}
                {item.note ? <span className="block text-xs text-gray-600">{item.note}</span> : null}
              </th>
              <td className="border border-gray-300 p-2">{priceUnitText(item)}</td>
              <td className="border border-gray-300 p-2 text-right font-bold whitespace-nowrap">
                {formatYen(item.amount)}
                {item.priceStatus === 'placeholder' ? <PlaceholderBadge /> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import { formatYen, formatYenRange } from '@/lib/pricing/format';
import type { QuoteSummary } from '@/lib/pricing/quote';

/**
 * The quote applyCTC stored with an application (`QuoteSummary` of lib/pricing/quote.ts: yen,
 * tax-included), never a recomputation: the applicant's completed page shows applyCTC's answer,
 * the back office the `applications.quote` column through quoteSummary().
 */
export function StoredQuoteSection({ quote }: { quote: QuoteSummary }) {
  return (
    <section
      aria-labelledby="stored-quote"
      className="rounded-lg bg-white p-6"
      data-testid="completed-quote"
    >
      <h2 id="stored-quote" className="text-lg font-bold">
        お申し込み内容のお見積もり（税込）
      </h2>
      <dl className="mt-3 grid gap-x-4 gap-y-2 sm:grid-cols-[12rem_1fr]">
        <dt className="text-sm text-gray-700">月額（2〜12か月目）</dt>
        <dd className="font-bold" data-testid="completed-monthly">
          {formatYenRange(quote.monthlyMin, quote.monthlyMax)}
        </dd>
        <dt className="text-sm text-gray-700">初月</dt>
        <dd className="font-bold">{formatYen(quote.firstMonth)}</dd>
        <dt className="text-sm text-gray-700">実質月額</dt>
        <dd className="font-bold" data-testid="completed-effective">
          {formatYen(quote.effectiveMonthly)}
        </dd>
        <dt className="text-sm text-gray-700">初期費用</dt>
        <dd>
          <ul data-testid="completed-initial-costs">
            {quote.initialCosts.map((c) => (
              <li key={c.item}>
                {c.item} {formatYen(c.totalYen)}
                {c.waivedYen > 0 ? `（${formatYen(c.waivedYen)} 割引）` : ''}
              </li>
            ))}
          </ul>
        </dd>
        <dt className="text-sm text-gray-700">キャンペーン</dt>
        <dd data-testid="completed-campaigns">{quote.campaigns.join('、') || 'なし'}</dd>
      </dl>
    </section>
  );
}

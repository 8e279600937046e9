import { MonthlyRanges } from '@/components/apply/monthly-ranges';
import { formatYen } from '@/lib/pricing/format';
import { UP_TO_NOTE, type QuoteSummary } from '@/lib/pricing/quote';

/**
 * The quote applyCTC stored with an application (`QuoteSummary` of lib/pricing/quote.ts: yen,
 * tax-included), never a recomputation: the applicant's completed page shows applyCTC's answer,
 * the back office the `applications.quote` column through quoteSummary(). Every month label comes
 * from the quote's own ranges; 「最大」 benefits are listed as conditions, outside 実質月額.
 * Older answers without ranges show 月額 of months 2-12 as stored.
 */
export function StoredQuoteSection({ quote }: { quote: QuoteSummary }) {
  const ranges = (quote.monthlyRanges ?? []).map((r) => ({
    from: r.fromMonth,
    to: r.toMonth ?? r.fromMonth,
    yen: r.yen,
    open: r.toMonth === null,
  }));
  const conditional = quote.conditionalBenefits ?? [];
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
        <dt className="text-sm text-gray-700">初月</dt>
        <dd className="font-bold">{formatYen(quote.firstMonth)}</dd>
        <dt className="text-sm text-gray-700">2か月目からの月額</dt>
        <dd data-testid="completed-monthly">
          {ranges.length > 0 ? (
            <MonthlyRanges ranges={ranges} testId="completed-months" className="max-w-xs" />
          ) : (
            <span className="font-bold">
              {quote.monthlyMin === quote.monthlyMax
                ? formatYen(quote.monthlyMin)
                : `${formatYen(quote.monthlyMin)}〜${formatYen(quote.monthlyMax)}`}
            </span>
          )}
        </dd>
        <dt className="text-sm text-gray-700">実質月額</dt>
        <dd>
          <span className="font-bold" data-testid="completed-effective">
            {formatYen(quote.effectiveMonthly)}
          </span>
          {conditional.length > 0 ? (
            <span className="block text-xs text-gray-700" data-testid="completed-effective-note">
              {UP_TO_NOTE}
            </span>
          ) : null}
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
        {conditional.length > 0 ? (
          <>
            <dt className="text-sm text-gray-700">条件により受け取れる特典</dt>
            <dd data-testid="completed-conditional">
              <ul>
                {conditional.map((c) => (
                  <li key={c}>{c}</li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}

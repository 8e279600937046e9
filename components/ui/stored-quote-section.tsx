import { quoteSummaryRows, type QuoteSummary } from '@/lib/pricing/quote';
import { Phrases } from './phrases';

/**
 * The quote applyCTC stored with an application (`QuoteSummary` of lib/pricing/quote.ts: yen,
 * tax-included), never a recomputation: the applicant's completed page shows applyCTC's answer,
 * the back office the `applications.quote` column through quoteSummary(). The rows are
 * quoteSummaryRows, which the confirmation e-mail writes too: every month label comes from the
 * quote's own ranges, 「最大」 benefits are conditions outside 実質月額.
 */
export function StoredQuoteSection({ quote }: { quote: QuoteSummary }) {
  return (
    <section
      aria-labelledby="stored-quote"
      className="rounded-lg bg-white p-6"
      data-testid="completed-quote"
    >
      <h2 id="stored-quote" className="text-lg font-bold">
        <Phrases>お申し込み内容のお見積もり（税込）</Phrases>
      </h2>
      <dl className="mt-3 grid gap-x-4 gap-y-2 sm:grid-cols-[12rem_1fr]">
        {quoteSummaryRows(quote).map((row) => (
          <div key={row.label} className="contents">
            <dt className="text-sm text-gray-700">
              <Phrases>{row.label}</Phrases>
            </dt>
            {row.list ? (
              <dd>
                <ul data-testid={row.testId}>
                  {row.values.map((v) => (
                    <li
                      key={v}
                      data-month-range={row.testId === 'completed-months' ? '' : undefined}
                    >
                      <Phrases>{v}</Phrases>
                    </li>
                  ))}
                </ul>
              </dd>
            ) : (
              <dd className={row.amount ? 'font-bold' : undefined} data-testid={row.testId}>
                <Phrases>{row.values[0]}</Phrases>
              </dd>
            )}
          </div>
        ))}
      </dl>
    </section>
  );
}

import { formatYen, monthRangeLabel, type MonthRange } from '@/lib/pricing/format';

/**
 * The monthly bill as the month ranges that really differ (lib/pricing/format.ts monthRanges),
 * one row each: '2〜12か月目 2,057円', '25か月目以降 7,040円'. A label and an amount never break
 * inside (no lone '円' on a phone); rows wrap as a whole. Server- and client-renderable.
 */
export function MonthlyRanges({
  ranges,
  className = '',
  testId,
}: {
  ranges: MonthRange[];
  className?: string;
  testId?: string;
}) {
  return (
    <dl className={`space-y-0.5 ${className}`} data-testid={testId}>
      {ranges.map((r) => (
        <div key={r.from} className="flex flex-wrap justify-between gap-x-3" data-month-range>
          <dt className="whitespace-nowrap">{monthRangeLabel(r)}</dt>
          <dd className="font-bold whitespace-nowrap" data-amount>
            {formatYen(r.yen)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

'use client';

import { memo } from 'react';
import { NewTabLink } from '@/components/ui/new-tab-link';
import { formatYen } from '@/lib/pricing/format';
import type { MonthCharge, SimulationResult } from '@/lib/pricing/types';

interface MonthGroup {
  from: number;
  to: number;
  month: MonthCharge;
}

/**
 * Consecutive months with the same lines (item and yen), shown as one row ('2〜24か月目 6,160円').
 * Construction instalments carry one item name for every month (lib/pricing/simulate.ts), so the
 * months of a fee paid in equal parts group too.
 */
export function groupMonths(months: MonthCharge[]): MonthGroup[] {
  const sig = (m: MonthCharge) => JSON.stringify(m.lines.map((l) => [l.item, l.yen]));
  const out: MonthGroup[] = [];
  for (const m of months) {
    const last = out[out.length - 1];
    if (last && sig(last.month) === sig(m)) last.to = m.month;
    else out.push({ from: m.month, to: m.month, month: m });
  }
  return out;
}

const monthsLabel = (r: { from: number; to: number }) =>
  r.from === r.to ? `${r.from}か月目` : `${r.from}〜${r.to}か月目`;

/**
 * The live breakdown of the simulation: month-by-month charges (grouped where equal), initial
 * costs with instalments and waivers, one-off benefits with their month, and the campaigns that
 * apply and those that do not, with the reason. All figures come from simulateFees.
 */
export const SimulationBreakdown = memo(function SimulationBreakdown({
  result,
}: {
  result: SimulationResult;
}) {
  const { totals } = result;
  return (
    <section
      aria-labelledby="sim-breakdown"
      className="space-y-6"
      data-testid="simulation-breakdown"
    >
      <h2 id="sim-breakdown" className="text-xl font-bold">
        料金の内訳
      </h2>
      {result.issues.length > 0 ? (
        <ul
          className="space-y-1 rounded-lg border border-brand bg-brand-soft p-3 text-sm"
          role="status"
        >
          {result.issues.map((i) => (
            <li key={i.message}>{i.message}</li>
          ))}
        </ul>
      ) : null}
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 rounded-lg bg-white p-4 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-gray-700">1年目の合計</dt>
          <dd className="font-bold whitespace-nowrap" data-testid="total-first-year">
            {formatYen(totals.firstYear)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-gray-700">2年間の合計</dt>
          <dd className="font-bold whitespace-nowrap" data-testid="total-two-year">
            {formatYen(totals.twoYear)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-gray-700">3年間の合計</dt>
          <dd className="font-bold whitespace-nowrap" data-testid="total-three-year">
            {formatYen(totals.threeYear)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-gray-700">3年以内に受け取る特典</dt>
          <dd className="font-bold whitespace-nowrap">{formatYen(totals.benefitsWithin3Years)}</dd>
        </div>
        <div className="col-span-2">
          <dt className="text-sm text-gray-700">実質月額（3年間）</dt>
          <dd className="font-bold whitespace-nowrap">{formatYen(totals.effectiveMonthly)}</dd>
        </div>
      </dl>
      <p className="text-xs text-gray-600">
        表示はすべて税込です。実質月額は「3年間のお支払い合計−3年以内に受け取る特典」を36で割り、1円未満を切り上げた金額です。
      </p>

      <div className="space-y-2">
        <h3 className="font-bold">毎月のお支払い</h3>
        {groupMonths(result.months).map((r) => (
          <details key={r.from} className="rounded-lg bg-white p-3" open={r.from === 1}>
            <summary
              className="flex cursor-pointer flex-wrap justify-between gap-x-2"
              data-testid="breakdown-month-row"
            >
              <span className="whitespace-nowrap">{monthsLabel(r)}</span>
              <span className="font-bold whitespace-nowrap" data-amount>
                {formatYen(r.month.total)}
                {r.from !== r.to ? '/月' : ''}
              </span>
            </summary>
            <table className="mt-2 w-full text-sm">
              <tbody>
                {r.month.lines.map((l, i) => (
                  <tr key={`${l.key}-${i}`} className="border-t border-gray-100">
                    <td className="py-1 pr-2">{l.item}</td>
                    <td
                      className={`py-1 text-right whitespace-nowrap ${l.yen < 0 ? 'text-brand-dark' : ''}`}
                      data-amount
                    >
                      {formatYen(l.yen)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        ))}
      </div>

      <div className="space-y-2">
        <h3 className="font-bold">初期費用</h3>
        <table className="w-full rounded-lg bg-white text-sm">
          <tbody>
            {result.initialCosts.map((c) => (
              <tr key={c.key} className="border-t border-gray-100">
                <td className="p-2">
                  {c.item}
                  {c.instalmentMonths > 1 ? (
                    <span className="block text-xs text-gray-600">
                      {c.instalmentMonths}回分割（初回
                      <span className="whitespace-nowrap">{formatYen(c.instalments[0] ?? 0)}</span>
                      、2回目以降
                      <span className="whitespace-nowrap">{formatYen(c.instalments[1] ?? 0)}</span>
                      ）
                    </span>
                  ) : null}
                  {c.waivedYen > 0 ? (
                    <span className="block text-xs text-brand-dark">
                      {c.waivedBy.join('・')}で
                      <span className="whitespace-nowrap">{formatYen(c.waivedYen)}</span>割引
                    </span>
                  ) : null}
                </td>
                <td className="p-2 text-right whitespace-nowrap" data-amount>
                  {formatYen(c.totalYen)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      {result.benefits.length > 0 ? (
        <div className="space-y-2">
          <h3 className="font-bold">特典（お支払いとは別に受け取り）</h3>
          <ul className="space-y-1 rounded-lg bg-white p-3 text-sm">
            {result.benefits.map((b) => (
              <li key={`${b.source}-${b.item}`} className="flex justify-between gap-2">
                <span>
                  {b.item}（{b.kind === 'cashback' ? 'キャッシュバック' : 'クーポン'}・
                  {b.paymentMonth}か月目ごろ）
                </span>
                <span className="font-bold whitespace-nowrap" data-amount>
                  {b.upTo ? '最大' : ''}
                  {formatYen(b.yen)}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <div className="space-y-2">
        <h3 className="font-bold">適用されるキャンペーン</h3>
        <ul className="space-y-1 rounded-lg bg-white p-3 text-sm" data-testid="applied-campaigns">
          {result.applied.map((a) => (
            <li key={a.slug}>
              <NewTabLink href={`/campaign/${a.slug}/`} className="font-bold text-accent underline">
                {a.title}
              </NewTabLink>
            </li>
          ))}
        </ul>
        <h3 className="font-bold">適用されないキャンペーン</h3>
        <ul className="space-y-1 rounded-lg bg-white p-3 text-sm" data-testid="excluded-campaigns">
          {result.excluded.map((e) => (
            <li key={e.slug}>
              <span className="font-bold">{e.title}</span>：{e.reason}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
});

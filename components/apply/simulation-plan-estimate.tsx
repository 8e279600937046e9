import { formatYen } from '@/lib/pricing/format';
import { getPriceBook } from '@/lib/pricing/get-price-book';
import { planEstimate } from '@/lib/pricing/plan-estimate';
import type { PriceBuilding } from '@/lib/pricing/types';
import type { SelectedPlan } from '@/lib/state/types';

/** The instant a server render (or static build) happens at. */
function renderInstant(): string {
  return new Date().toISOString();
}

const PLAN_LABEL: Record<SelectedPlan, string> = { plan1G: '1ギガ', plan10G: '10ギガ' };

/**
 * Server component for the plan pages (/plan/home/, /plan/mansion/): the standard estimate of each
 * plan from the fee engine and the same price book as /apply/form/ (see planEstimate). Ships no
 * client JS. `appliedAt` (ISO instant) is when campaigns are judged; default: the render instant.
 */
export function SimulationPlanEstimate({
  building,
  appliedAt = renderInstant(),
}: {
  building: PriceBuilding;
  appliedAt?: string;
}) {
  const book = getPriceBook();
  const plans = (['plan1G', 'plan10G'] as const).filter((p) =>
    book.net.some((n) => n.building === building && n.plan === p),
  );
  return (
    <div className="my-6 overflow-x-auto">
      <table className="w-full border-collapse text-sm" data-testid={`plan-estimate-${building}`}>
        <caption className="mb-2 text-left font-bold">料金の目安（ネットのみ・税込）</caption>
        <thead>
          <tr className="bg-gray-100">
            <th scope="col" className="border p-2 text-left">
              プラン
            </th>
            <th scope="col" className="border p-2 text-right">
              2〜12か月目
            </th>
            <th scope="col" className="border p-2 text-right">
              1年目の合計
            </th>
            <th scope="col" className="border p-2 text-right">
              3年間の合計
            </th>
            <th scope="col" className="border p-2 text-right">
              実質月額
            </th>
          </tr>
        </thead>
        <tbody>
          {plans.map((plan) => {
            const { totals, applied } = planEstimate(book, { building, plan, appliedAt });
            return (
              <tr key={plan}>
                <th scope="row" className="border p-2 text-left">
                  {PLAN_LABEL[plan]}
                  <span className="block text-xs font-normal text-gray-600">
                    {applied.map((a) => a.title).join('・')}
                  </span>
                </th>
                <td className="border p-2 text-right">
                  {totals.months2to12.min === totals.months2to12.max
                    ? formatYen(totals.months2to12.min)
                    : `${formatYen(totals.months2to12.min)}〜${formatYen(totals.months2to12.max)}`}
                </td>
                <td className="border p-2 text-right">{formatYen(totals.firstYear)}</td>
                <td className="border p-2 text-right">{formatYen(totals.threeYear)}</td>
                <td className="border p-2 text-right font-bold">
                  {formatYen(totals.effectiveMonthly)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="mt-1 text-xs text-gray-600">
        お申し込み内容・オプション・キャンペーンで変わります。
        <a href="/apply/form/" className="text-accent underline">
          料金シミュレーション
        </a>
        で詳しく確認できます。
      </p>
    </div>
  );
}

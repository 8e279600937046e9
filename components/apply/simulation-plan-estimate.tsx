import { formatYen, monthRanges } from '@/lib/pricing/format';
import { getPriceBook } from '@/lib/pricing/get-price-book';
import { SELECTED_PLAN_LABELS } from '@/lib/pricing/labels';
import { planEstimate } from '@/lib/pricing/plan-estimate';
import type { PriceBuilding } from '@/lib/pricing/types';
import { MonthlyRanges } from './monthly-ranges';

/** The instant a server render (or static build) happens at. */
function renderInstant(): string {
  return new Date().toISOString();
}

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
    <section
      className="my-6 rounded-lg border border-gray-200 bg-white p-4"
      aria-labelledby={`plan-estimate-${building}-title`}
      data-testid={`plan-estimate-${building}`}
    >
      <h3 id={`plan-estimate-${building}-title`} className="mb-3 font-bold">
        料金の目安（ネットのみ・税込）
      </h3>
      <div className="grid gap-3 md:grid-cols-2">
        {plans.map((plan) => {
          const { totals, applied, months } = planEstimate(book, { building, plan, appliedAt });
          const figures = [
            { key: 'firstYear', label: '1年目の合計', value: formatYen(totals.firstYear) },
            { key: 'threeYear', label: '3年間の合計', value: formatYen(totals.threeYear) },
            {
              key: 'effectiveMonthly',
              label: '実質月額（3年間）',
              value: formatYen(totals.effectiveMonthly),
            },
          ];
          return (
            <div key={plan} data-plan={plan} className="rounded-md bg-surface p-3">
              <p className="mb-2 text-lg font-bold">{SELECTED_PLAN_LABELS[plan]}</p>
              <p className="text-xs text-gray-600">月額（2か月目から）</p>
              <MonthlyRanges
                ranges={monthRanges(months)}
                className="mb-2 text-sm"
                testId={`plan-estimate-months-${plan}`}
              />
              <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
                {figures.map((f) => (
                  <div key={f.key}>
                    <dt className="text-xs text-gray-600">{f.label}</dt>
                    <dd
                      data-figure={f.key}
                      className={`whitespace-nowrap ${f.key === 'effectiveMonthly' ? 'text-base font-bold text-brand-dark' : 'font-bold'}`}
                    >
                      {f.value}
                    </dd>
                  </div>
                ))}
              </dl>
              {applied.length > 0 ? (
                <p className="mt-2 text-xs text-gray-600">
                  適用キャンペーン：{applied.map((a) => a.title).join('、')}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
      <p className="mt-3 text-xs text-gray-600">
        オプションなし・2年契約で、いま実施中のキャンペーンを含みます。お申し込み内容・オプションで変わります。
        <a href="/apply/form/" className="text-accent underline">
          料金シミュレーション
        </a>
        で詳しく確認できます。
      </p>
    </section>
  );
}

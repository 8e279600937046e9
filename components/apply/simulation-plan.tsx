'use client';

import { memo } from 'react';
import type { PriceBook, SimulationInput } from '@/lib/pricing/types';

import { describeSteps, formatYen } from '@/lib/pricing/format';
import { chosenServices } from '@/lib/pricing/services';
import { netPriceFor, offeredTerms } from '@/lib/pricing/simulate';
import { BASE_MENU_LABELS, SELECTED_PLAN_LABELS } from '@/lib/pricing/labels';
import { contractTermFacts } from '@/lib/pricing/term-facts';
import type { BaseMenu, PlanData, SelectedPlan } from '@/lib/state/types';

const PLANS = (['plan1G', 'plan10G'] as const).map((value: SelectedPlan) => ({
  value,
  label: SELECTED_PLAN_LABELS[value],
}));
const MENUS = ([0, 1, 2] as const).map((value: BaseMenu) => ({
  value,
  label: BASE_MENU_LABELS[value],
}));

function Choice({
  name,
  checked,
  onChange,
  children,
  testId,
}: {
  name: string;
  checked: boolean;
  onChange: () => void;
  children: React.ReactNode;
  testId?: string;
}) {
  return (
    <label
      data-testid={testId}
      className={`flex cursor-pointer items-start gap-3 rounded-lg border-2 bg-white p-3 ${checked ? 'border-brand' : 'border-gray-200'}`}
    >
      <input
        type="radio"
        name={name}
        checked={checked}
        onChange={onChange}
        className="mt-1 size-4 accent-brand"
      />
      <span className="flex-1">{children}</span>
    </label>
  );
}

/**
 * Building, plan, base menu and contract term (スタート割 2年 / 5年, planData.contractTerm) of the
 * form step. 10ギガ is offered only where the area check found it (area.is10GArea; before the
 * check it is shown), テレビ only where area.isTVArea. Prices, construction instalments and
 * cancellation figures come from the price book (plan, option and service documents).
 */
export const SimulationPlan = memo(function SimulationPlan({
  book,
  planData,
  area,
  onPlanChange,
}: {
  book: PriceBook;
  planData: PlanData;
  area: SimulationInput['area'];
  onPlanChange: (patch: Partial<PlanData>) => void;
}) {
  const plans = PLANS.filter((p) => p.value !== 'plan10G' || area === null || area.is10GArea);
  const menus = MENUS.filter((m) => m.value !== 2 || area === null || area.isTVArea);
  const netPrice = (plan: SelectedPlan) => netPriceFor(book, { ...planData, selectedPlan: plan });
  return (
    <section aria-labelledby="sim-plan" className="space-y-5">
      <h2 id="sim-plan" className="text-xl font-bold">
        プランを選ぶ
      </h2>
      <fieldset className="space-y-2">
        <legend className="mb-2 font-bold">お住まい</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          <Choice
            name="buildingType"
            checked={planData.buildingType === 0}
            onChange={() => onPlanChange({ buildingType: 0, isMansionHome: false })}
          >
            戸建て
          </Choice>
          <Choice
            name="buildingType"
            checked={planData.buildingType === 1}
            onChange={() => onPlanChange({ buildingType: 1 })}
          >
            マンション・アパート
          </Choice>
        </div>
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="mb-2 font-bold">通信速度</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {plans.map((p) => {
            const price = netPrice(p.value);
            return (
              <Choice
                key={p.value}
                name="selectedPlan"
                testId={`plan-${p.value}`}
                checked={planData.selectedPlan === p.value}
                onChange={() => onPlanChange({ selectedPlan: p.value })}
              >
                <span className="block font-bold">{p.label}</span>
                <span className="block text-sm text-gray-700">
                  {price ? describeSteps(price.monthly) : '料金はお問い合わせください'}
                </span>
              </Choice>
            );
          })}
        </div>
        {area && !area.is10GArea ? (
          <p className="text-sm text-gray-700">
            ご住所のエリアでは10ギガプランはご利用いただけません。
          </p>
        ) : null}
        {area === null ? (
          <p className="text-sm text-gray-700">
            10ギガの提供可否は、エリア確認の結果で確定します。
          </p>
        ) : null}
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="mb-2 font-bold">基本メニュー</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {menus.map((m) => (
            <Choice
              key={m.value}
              name="baseMenu"
              testId={`menu-${m.value}`}
              checked={planData.baseMenu === m.value}
              onChange={() => {
                const services = chosenServices({ baseMenu: m.value });
                onPlanChange({ baseMenu: m.value, isPhone: services.phone, isTV: services.tv });
              }}
            >
              <span className="block font-bold">{m.label}</span>
              <span className="block text-sm text-gray-700">
                {m.value === 0
                  ? 'ネットの月額料金のみ'
                  : m.value === 1
                    ? `光電話 ${describeSteps(book.phone.monthly)}`
                    : `光電話・光テレビ ${describeSteps(book.tv.monthly)}`}
              </span>
            </Choice>
          ))}
        </div>
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="mb-2 font-bold">契約期間（スタート割）</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {offeredTerms(book, planData).map((term) => {
            const f = contractTermFacts(book, planData, term);
            return (
              <Choice
                key={term}
                name="contractTerm"
                testId={`term-${term}`}
                checked={planData.contractTerm === term}
                onChange={() => onPlanChange({ contractTerm: term })}
              >
                <span className="block font-bold">{f.label}</span>
                <span className="block text-sm text-gray-700">
                  {f.netConstructionInstalments !== null
                    ? `工事費は${f.netConstructionInstalments}回分割。`
                    : ''}
                  {f.cancellationFeeYen !== null
                    ? `${f.months}か月以内の解約金 ${formatYen(f.cancellationFeeYen)}（月額料金1か月分）`
                    : ''}
                </span>
                {f.cancellationCosts.map((c) => (
                  <span key={c.key} className="block text-xs text-gray-600">
                    {c.label}：{c.note?.startsWith('最大') ? '最大' : ''}
                    <span className="whitespace-nowrap">{formatYen(c.yen)}</span>
                  </span>
                ))}
              </Choice>
            );
          })}
        </div>
        <p className="text-sm text-gray-700">
          契約期間の満了後の解約に解約金はかかりません。途中で解約された場合は工事費の残額もご請求します。
        </p>
      </fieldset>
    </section>
  );
});

'use client';

import { memo } from 'react';
import { describeSteps, formatYen } from '@/lib/pricing/format';
import { OPTION_FLAGS, selectedOptions, withOption, type OptionKey } from '@/lib/pricing/options';
import { chosenServices } from '@/lib/pricing/services';
import type { OptionPrice, PriceBook } from '@/lib/pricing/types';
import type { PlanData } from '@/lib/state/types';

const VARIANT_LABEL: Record<string, string> = {
  normal: 'スタンダード',
  premium: 'プレミアム',
  monthly: '月払い',
  yearly: '年払い',
  'point+video990': 'ポイント＋見放題',
  video990: '見放題',
  point: 'ポイント',
  'bike+home': 'バイク＋住まい',
  home: '住まい',
  bike: 'バイク',
};

function priceText(o: OptionPrice, variant: string): string {
  const v = o.variants[variant] ?? o.variants.default ?? Object.values(o.variants)[0];
  if (!v) return '料金はお問い合わせください';
  if (o.oneOff) return `${formatYen(v.monthly[0]?.yen ?? 0)}（1回のみ）`;
  return `${describeSteps(v.monthly)}${v.setupYen > 0 ? `・初期費用${formatYen(v.setupYen)}` : ''}`;
}

/**
 * Options grouped as on the option pages (the group comes from the option document's category),
 * each with its price from the document. Options that need 光電話 / 光テレビ are disabled, with the
 * reason, until the base menu includes them; a pack shows what it contains.
 */
export const SimulationOptions = memo(function SimulationOptions({
  book,
  planData,
  onPlanChange,
}: {
  book: PriceBook;
  planData: PlanData;
  onPlanChange: (patch: Partial<PlanData>) => void;
}) {
  const selected = selectedOptions(planData);
  const services = chosenServices(planData);
  const groups = [...new Set(book.options.map((o) => o.group))];
  const label = (k: OptionKey) => book.options.find((o) => o.key === k)?.label ?? k;
  return (
    <section aria-labelledby="sim-options" className="space-y-4">
      <h2 id="sim-options" className="text-xl font-bold">
        オプションを選ぶ
      </h2>
      {groups.map((group) => (
        <fieldset key={group} className="space-y-2">
          <legend className="mb-2 font-bold">{group}</legend>
          {book.options
            .filter((o) => o.group === group)
            .map((o) => {
              const def = OPTION_FLAGS.find((f) => f.key === o.key)!;
              const needs = o.requires.find((r) => !services[r]);
              const on = selected.has(o.key);
              const variant = def.variantField ? String(planData[def.variantField]) : 'default';
              const variants = Object.keys(o.variants).filter((v) => v !== 'default');
              return (
                <div key={o.key} className="rounded-lg border border-gray-200 bg-white p-3">
                  <label
                    className={`flex items-start gap-3 ${needs ? 'opacity-60' : 'cursor-pointer'}`}
                  >
                    <input
                      type="checkbox"
                      data-testid={`option-${o.key}`}
                      className="mt-1 size-4 accent-brand"
                      checked={on && !needs}
                      disabled={Boolean(needs)}
                      onChange={(e) => onPlanChange(withOption(planData, o.key, e.target.checked))}
                    />
                    <span className="flex-1">
                      <span className="block font-bold">{o.label}</span>
                      <span className="block text-sm text-gray-700">{priceText(o, variant)}</span>
                      {o.includes.length > 0 ? (
                        <span className="block text-sm text-gray-700">
                          含まれるサービス：{o.includes.map(label).join('・')}
                        </span>
                      ) : null}
                      {needs ? (
                        <span className="block text-sm text-brand-dark">
                          {needs === 'phone' ? '光電話' : '光テレビ'}のお申し込みが必要です
                        </span>
                      ) : null}
                    </span>
                  </label>
                  {on && def.variantField && variants.length > 1 ? (
                    <label className="mt-2 flex items-center gap-2 pl-7 text-sm">
                      <span>プラン</span>
                      <select
                        className="rounded border border-gray-300 px-2 py-1"
                        value={variant}
                        onChange={(e) =>
                          onPlanChange({ [def.variantField!]: e.target.value } as Partial<PlanData>)
                        }
                      >
                        {variants.map((v) => (
                          <option key={v} value={v}>
                            {VARIANT_LABEL[v] ?? v}（{priceText(o, v)}）
                          </option>
                        ))}
                      </select>
                    </label>
                  ) : null}
                </div>
              );
            })}
        </fieldset>
      ))}
    </section>
  );
});

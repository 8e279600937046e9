'use client';

import { formatAddress, siteNotation } from '@/lib/text/notation';
import { BUILDING_TYPE_LABELS } from '@/lib/validation/area-labels';
import { useSelector } from '@xstate/react';
import { ButtonLink } from '@/components/ui/button';
import { useApplicationFlow } from './flow-context';

/**
 * What the machine knows about the installation address and its area check, for the steps after
 * the area check (the address is personal data held in memory only).
 */
export function AreaSummary() {
  const actor = useApplicationFlow();
  const info = useSelector(actor, (s) => s.context.customerData.installationInfo);
  const area = useSelector(actor, (s) => s.context.customerData.areaData);
  const plan = useSelector(actor, (s) => s.context.planData);
  if (!plan.isAreaChecked || !info || !area) {
    return (
      <section
        data-testid="area-summary"
        className="rounded-lg border border-gray-300 bg-white p-5"
      >
        <p className="text-base">お申し込みの前に、設置場所の提供エリアを確認してください。</p>
        <ButtonLink href="/apply/area/" variant="outline" className="mt-3">
          提供エリアを確認する
        </ButtonLink>
      </section>
    );
  }
  return (
    <section data-testid="area-summary" className="rounded-lg border border-gray-300 bg-white p-5">
      <h2 className="text-base font-bold">提供エリア確認済みの設置場所</h2>
      <p className="mt-2 text-base">{formatAddress(info)}</p>
      <p className="mt-1 text-sm text-gray-700">
        {BUILDING_TYPE_LABELS[plan.buildingType]}
        {plan.buildingType === 1 && plan.isMansionHome ? '（ホームタイプでのご提供）' : ''}
        {area.is10GArea ? '／10ギガ対応エリア' : ''}
        {area.period ? `／工事の目安 ${siteNotation(area.period)}` : ''}
      </p>
    </section>
  );
}

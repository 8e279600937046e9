'use client';

import { siteNotation } from '@/lib/text/notation';
import type { AreaData, BuildingType } from '@/lib/state/types';

/** A plan type code as the visitor reads it ('typeF' -> 'タイプF'). */
export function mansionPlanTypeLabel(code: string | null): string | null {
  if (!code) return null;
  const m = /^type\s*([A-Za-z0-9]+)$/i.exec(code);
  return m ? `タイプ${m[1]!.toUpperCase()}` : code;
}

/**
 * The lines of an area-check result in plain Japanese: served or not, 10G, TV,
 * the estimated construction period, and for an apartment whether the building is approved
 * (with its mansion plan type) or can be served with the house plans. `provisional`: a new build
 * located by a pin, decided by the town's coverage until staff confirm the place, so a served
 * answer is headed 「提供エリア（仮判定）」, not as a final one. Pure, for the result card.
 */
export function describeAreaResult(
  area: AreaData,
  buildingType: BuildingType,
  { provisional = false }: { provisional?: boolean } = {},
): { headline: string; lines: string[] } {
  if (!area.isServiceArea) {
    return {
      headline: '申し訳ございません。ご入力の住所は、現在提供エリア外です。',
      lines: ['今後のエリア拡大や、ほかのご利用方法についてはお問い合わせください。'],
    };
  }
  const lines: string[] = [];
  if (buildingType === 1) {
    if (area.isApprovedMansion) {
      const type = mansionPlanTypeLabel(area.mansionPlanType);
      lines.push(
        `お住まいの建物はマンションタイプでご利用いただけます${type ? `（${type}）` : ''}。`,
      );
      if (area.isMansionWari12) lines.push('マンション割の対象の建物です。');
    } else if (area.status === 'notFound') {
      // No registered building of that name: say so, rather than claim the building is known.
      lines.push(
        'ご入力の建物名は登録されている建物に見つかりませんでした。建物名をご確認ください。見つからない場合も、ホームタイプ（戸建て向けプラン）でご利用いただけます。',
      );
    } else {
      lines.push(
        'お住まいの建物はマンションタイプの導入がまだのため、ホームタイプ（戸建て向けプラン）でご利用いただけます。',
      );
    }
  }
  lines.push(
    area.is10GArea
      ? '10ギガコースをご利用いただけます。'
      : '10ギガコースは提供エリア外です（1ギガコースをご利用いただけます）。',
  );
  lines.push(
    area.isTVArea ? 'テレビサービスをご利用いただけます。' : 'テレビサービスは提供エリア外です。',
  );
  if (area.period) lines.push(`開通工事までの目安は${siteNotation(area.period)}です。`);
  if (area.status === 'ambiguous')
    lines.push('住所の候補が複数あるため、工事の目安は住所を確認のうえご案内します。');
  return {
    headline: provisional
      ? 'ご入力の町名・大字は提供エリア（仮判定）です。'
      : 'ご入力の住所は提供エリアです。',
    lines,
  };
}

/**
 * Shown with the result of a new build located by a pin: the answer comes from the coverage of the
 * town (町名・大字) the visitor gave, and staff confirm the place after the application.
 */
export const PROVISIONAL_NOTE =
  'この結果は、ご入力の町名・大字の提供状況による仮の判定です。お申し込み後に担当者が地図の設置場所を確認し、提供可否と工事の目安を確定してご連絡します。';

/** The result card of an area check; the actions (CTA, contact, retry) are passed in. */
export function AreaResult({
  area,
  buildingType,
  actions,
  provisional = false,
}: {
  area: AreaData;
  buildingType: BuildingType;
  actions: React.ReactNode;
  /** A new build located by a pin: the town's coverage decided, staff confirm the place later. */
  provisional?: boolean;
}) {
  const { headline, lines } = describeAreaResult(area, buildingType, { provisional });
  return (
    <section
      aria-live="polite"
      data-testid="area-result"
      data-service-area={area.isServiceArea ? 'yes' : 'no'}
      className={`rounded-lg border-2 p-5 ${area.isServiceArea ? 'border-accent bg-white' : 'border-gray-300 bg-white'}`}
    >
      <h2 className="text-lg font-bold">{headline}</h2>
      {provisional ? (
        <p
          data-testid="area-provisional"
          className="mt-2 rounded bg-brand-soft px-3 py-2 text-sm leading-6"
        >
          {PROVISIONAL_NOTE}
        </p>
      ) : null}
      <ul className="mt-3 list-disc space-y-1 pl-5 text-base leading-7">
        {lines.map((l) => (
          <li key={l}>{l}</li>
        ))}
      </ul>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">{actions}</div>
    </section>
  );
}

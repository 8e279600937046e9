'use client';

import { memo } from 'react';
import type { PriceBook, SimulationResult } from '@/lib/pricing/types';
import type { BaseCampaign, CampaignData, CampaignPolicy } from '@/lib/state/types';

const POLICIES: Array<{ value: CampaignPolicy; label: string; note: string }> = [
  { value: 'benefits', label: '特典重視', note: 'キャッシュバックなどの特典を優先します' },
  { value: 'price', label: '料金重視', note: '毎月の料金が安くなる割引を優先します' },
];

/**
 * The campaign choice: campaignPolicy and the base campaign (isChangeCP / isOneYear980CP /
 * is50000CP, mutually exclusive), each with what it gives (the document's summary) and, when it
 * does not apply to the current choice, the engine's reason. Flags are never set here: the form
 * sends the visitor's choice and stores the campaignData the engine computes.
 */
export const SimulationCampaigns = memo(function SimulationCampaigns({
  book,
  campaignData,
  result,
  onChoice,
}: {
  book: PriceBook;
  campaignData: CampaignData;
  result: SimulationResult;
  onChoice: (patch: Partial<Pick<CampaignData, 'baseCampaign' | 'campaignPolicy'>>) => void;
}) {
  // The base campaigns the simulation listed (applied or excluded): an ended one is not offered.
  const listed = new Set([...result.applied, ...result.excluded].map((c) => c.slug));
  const bases = book.campaigns
    .filter((c) => c.role === 'base' && listed.has(c.slug))
    .sort((a, b) => a.order - b.order);
  return (
    <section aria-labelledby="sim-campaigns" className="space-y-4">
      <h2 id="sim-campaigns" className="text-xl font-bold">
        キャンペーンを選ぶ
      </h2>
      <fieldset className="grid gap-2 sm:grid-cols-2">
        <legend className="mb-2 font-bold">おトクの受け取り方</legend>
        {POLICIES.map((p) => (
          <label
            key={p.value}
            className={`flex cursor-pointer items-start gap-3 rounded-lg border-2 bg-white p-3 ${campaignData.campaignPolicy === p.value ? 'border-brand' : 'border-gray-200'}`}
          >
            <input
              type="radio"
              name="campaignPolicy"
              className="mt-1 size-4 accent-brand"
              checked={campaignData.campaignPolicy === p.value}
              onChange={() => onChoice({ campaignPolicy: p.value })}
            />
            <span>
              <span className="block font-bold">{p.label}</span>
              <span className="block text-sm text-gray-700">{p.note}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="mb-2 font-bold">基本キャンペーン（いずれか1つ）</legend>
        {bases.map((c) => {
          const applied = result.applied.some((a) => a.slug === c.slug);
          const reason = result.excluded.find((e) => e.slug === c.slug)?.reason;
          const chosen = c.flag !== null && campaignData.baseCampaign === c.flag;
          return (
            <label
              key={c.slug}
              data-testid={`base-${c.flag ?? c.slug}`}
              className={`flex cursor-pointer items-start gap-3 rounded-lg border-2 bg-white p-3 ${chosen ? 'border-brand' : 'border-gray-200'}`}
            >
              <input
                type="radio"
                name="baseCampaign"
                className="mt-1 size-4 accent-brand"
                checked={chosen}
                onChange={() => onChoice({ baseCampaign: c.flag as BaseCampaign })}
              />
              <span className="flex-1">
                <span className="block font-bold">
                  {c.label}
                  {applied ? (
                    <span className="ml-2 rounded bg-brand px-2 py-0.5 text-xs text-white">
                      適用中
                    </span>
                  ) : null}
                </span>
                <span className="block text-sm text-gray-700">{c.summary}</span>
                {!applied && reason ? (
                  <span className="block text-sm text-gray-600">{reason}</span>
                ) : null}
              </span>
            </label>
          );
        })}
      </fieldset>
    </section>
  );
});

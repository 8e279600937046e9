'use client';

import { memo, useMemo } from 'react';
import { monthRanges } from '@/lib/pricing/format';
import type { Estimate } from '@/lib/pricing/estimate';
import { conditionalBenefitTexts } from '@/lib/pricing/quote';
import type { PriceBook } from '@/lib/pricing/types';
import type { CampaignData, PlanData } from '@/lib/state/types';
import { SimulationBreakdown } from './simulation-breakdown';
import { SimulationCampaigns } from './simulation-campaigns';
import { SimulationOptions } from './simulation-options';
import { SimulationPlan } from './simulation-plan';
import { SimulationSummary } from './simulation-summary';

export interface SimulationFormProps {
  /** From getPriceBook() (server): every price and rule of the content documents. */
  book: PriceBook;
  planData: PlanData;
  /** The visitor's choice (baseCampaign, campaignPolicy) and the confirmed introduction. */
  campaignData: CampaignData;
  /**
   * The application's estimate (lib/pricing/estimate.ts estimateFor, priced by the flow machine)
   * that the sections show; it may trail planData and campaignData by a render (SimulationStep).
   */
  estimate: Estimate;
  /**
   * True while the current choice cannot be applied for at the address: the current estimate's
   * `unavailable`, never the shown one's, which may trail.
   */
  blocked: boolean;
  onPlanChange: (patch: Partial<PlanData>) => void;
  /** Receives the visitor's campaign choice (the engine then sets the flags). */
  onCampaignChange: (patch: Partial<CampaignData>) => void;
  onSubmit: () => void;
  shareHref?: string;
  /** Keys of totals the server changed ('totals.firstMonth' …): marked in the summary. */
  changedKeys?: ReadonlySet<string>;
  /**
   * False renders the first screen only (plan choice and summary), true every section: the
   * step commits the sections below the first screen in a second transition (SimulationStep).
   */
  complete?: boolean;
}

/**
 * The form step of /apply/form/, controlled: plan, base menu, options and campaign choice with
 * the live breakdown and the summary of `estimate`. Each change is sent up (plan.update /
 * campaign.update in the flow machine, which prices it again); the submit is disabled while the
 * plan cannot be applied for at the address (`blocked`). Memoised, like its sections:
 * only the parts whose props changed render again.
 */
export const SimulationForm = memo(function SimulationForm(props: SimulationFormProps) {
  const {
    book,
    planData,
    campaignData,
    estimate,
    onPlanChange,
    onCampaignChange,
    onSubmit,
    shareHref,
    changedKeys,
    blocked,
    complete = true,
  } = props;
  const result = estimate.simulation;
  const area = estimate.area;
  const ranges = useMemo(() => monthRanges(result.months), [result.months]);
  const conditionalBenefits = useMemo(
    () => conditionalBenefitTexts(result.benefits),
    [result.benefits],
  );

  return (
    <div className="grid gap-8 pb-32 md:grid-cols-[minmax(0,1fr)_280px] md:pb-4">
      <div className="space-y-10">
        <SimulationPlan book={book} planData={planData} area={area} onPlanChange={onPlanChange} />
        {complete ? (
          <>
            {/* Options and campaigns: laid out only near the viewport (app/globals.css). */}
            <div className="flow-section-deferred">
              <SimulationOptions book={book} planData={planData} onPlanChange={onPlanChange} />
            </div>
            <div className="flow-section-deferred">
              <SimulationCampaigns
                book={book}
                campaignData={campaignData}
                result={result}
                onChoice={onCampaignChange}
              />
            </div>
            <SimulationBreakdown result={result} />
          </>
        ) : null}
      </div>
      <div>
        <SimulationSummary
          totals={result.totals}
          ranges={ranges}
          onSubmit={onSubmit}
          disabled={blocked}
          shareHref={shareHref}
          changedKeys={changedKeys}
          conditionalBenefits={conditionalBenefits}
        />
      </div>
    </div>
  );
});

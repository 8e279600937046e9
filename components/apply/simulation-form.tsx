'use client';

import { memo, useCallback, useEffect, useMemo } from 'react';
import { campaignChoiceOf, introductionOf, monthRanges } from '@/lib/pricing/format';
import { conditionalBenefitTexts, estimateOf, type QuoteEstimate } from '@/lib/pricing/quote';
import { simulateFees } from '@/lib/pricing/simulate';
import type { PriceBook, SimulationInput } from '@/lib/pricing/types';
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
  /** Area flags from the area check; null before it. */
  area: SimulationInput['area'];
  /** ISO instant the campaigns are judged at (Japan-time windows). */
  appliedAt: string;
  onPlanChange: (patch: Partial<PlanData>) => void;
  /** Receives the campaignData computed by the engine (flags never set by hand). */
  onCampaignChange: (next: CampaignData) => void;
  onSubmit: () => void;
  shareHref?: string;
  /** Receives the estimate shown (totals and applied campaigns) whenever it changes. */
  onEstimateChange?: (estimate: QuoteEstimate) => void;
  /** Keys of totals the server changed ('totals.firstMonth' …): marked in the summary. */
  changedKeys?: ReadonlySet<string>;
}

const same = (a: CampaignData, b: CampaignData) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The form step of /apply/form/, controlled: plan, base menu, options and campaign choice
 * with the live breakdown and the summary. Each change is sent up (plan.update / campaign.update
 * in the flow machine); the engine's campaignData is sent up whenever it differs from the one held,
 * and the estimate shown (onEstimateChange) whenever it changes: the application sends it.
 * Memoised, like its sections: after the first render the flow sends the engine's campaignData and
 * the estimate up, and each such update re-rendered the whole step at once (a blocking render at
 * load); now only the parts whose props changed render again.
 */
export const SimulationForm = memo(function SimulationForm(props: SimulationFormProps) {
  const {
    book,
    planData,
    campaignData,
    area,
    appliedAt,
    onPlanChange,
    onCampaignChange,
    onSubmit,
    shareHref,
    onEstimateChange,
    changedKeys,
  } = props;
  const result = useMemo(
    () =>
      simulateFees(
        {
          planData,
          campaignChoice: campaignChoiceOf(campaignData),
          introduction: introductionOf(campaignData),
          area,
          appliedAt,
        },
        book,
      ),
    [planData, campaignData, area, appliedAt, book],
  );
  useEffect(() => {
    if (!same(result.campaignData, campaignData)) onCampaignChange(result.campaignData);
  }, [result.campaignData, campaignData, onCampaignChange]);
  useEffect(() => {
    onEstimateChange?.(estimateOf(result));
  }, [result, onEstimateChange]);
  const onChoice = useCallback(
    (patch: Partial<Pick<CampaignData, 'baseCampaign' | 'campaignPolicy'>>) =>
      onCampaignChange({ ...campaignData, ...patch }),
    [campaignData, onCampaignChange],
  );
  const ranges = useMemo(() => monthRanges(result.months), [result.months]);
  const conditionalBenefits = useMemo(
    () => conditionalBenefitTexts(result.benefits),
    [result.benefits],
  );
  const blocked = result.issues.some(
    (i) => i.code === 'plan10GUnavailable' || i.code === 'tvUnavailable' || i.code === 'noNetPrice',
  );

  return (
    <div className="grid gap-8 pb-32 md:grid-cols-[minmax(0,1fr)_280px] md:pb-4">
      <div className="space-y-10">
        <SimulationPlan book={book} planData={planData} area={area} onPlanChange={onPlanChange} />
        {/* Options and campaigns: laid out only near the viewport (app/globals.css). */}
        <div className="flow-section-deferred">
          <SimulationOptions book={book} planData={planData} onPlanChange={onPlanChange} />
        </div>
        <div className="flow-section-deferred">
          <SimulationCampaigns
            book={book}
            campaignData={campaignData}
            result={result}
            onChoice={onChoice}
          />
        </div>
        <SimulationBreakdown result={result} />
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

import type { CampaignData } from '@/lib/state/types';
import type { IntroductionState, PriceStep, SimulationInput } from './types';

const yenFormat = new Intl.NumberFormat('ja-JP');

/** '5,940円' (integer yen, tax-included; negative amounts keep their sign: '-330円'). */
export function formatYen(yen: number): string {
  return `${yenFormat.format(yen)}円`;
}

/**
 * A stepped monthly price in Japanese, e.g. '月額770円（1〜3か月目 無料、25か月目から880円）'.
 * The step covering most of the first 36 months is the headline price.
 */
export function describeSteps(steps: PriceStep[]): string {
  if (steps.length === 0) return '料金はお問い合わせください';
  const span = (s: PriceStep) => Math.min(s.toMonth ?? 36, 36) - s.fromMonth + 1;
  const main = [...steps].sort((a, b) => span(b) - span(a))[0]!;
  const others = steps
    .filter((s) => s !== main)
    .map((s) => {
      const when = s.toMonth === null ? `${s.fromMonth}か月目から` : s.fromMonth === s.toMonth ? `${s.fromMonth}か月目` : `${s.fromMonth}〜${s.toMonth}か月目`;
      return `${when} ${s.yen === 0 ? '無料' : formatYen(s.yen)}`;
    });
  return `月額${formatYen(main.yen)}${others.length ? `（${others.join('、')}）` : ''}`;
}

/** The confirmed introduction held in campaignData (set after checkIntroductionId), or null. */
export function introductionOf(campaignData: CampaignData): IntroductionState | null {
  return campaignData.introducerId && campaignData.originalFriendCPCost > 0
    ? { introducerId: campaignData.introducerId, originalFriendCPCost: campaignData.originalFriendCPCost }
    : null;
}

/** The visitor's campaign choice held in campaignData. */
export function campaignChoiceOf(campaignData: CampaignData): SimulationInput['campaignChoice'] {
  return { baseCampaign: campaignData.baseCampaign, campaignPolicy: campaignData.campaignPolicy };
}

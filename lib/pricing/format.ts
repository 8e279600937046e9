import type { CampaignData } from '@/lib/state/types';
import type { IntroductionState, MonthCharge, PriceStep, SimulationInput } from './types';

/** Intl's ja-JP grouping, for amounts that are not safe integers (none in practice). */
let intlYen: Intl.NumberFormat | undefined;

/**
 * '5,940円' (integer yen, tax-included; negative amounts keep their sign: '-330円'), the site's
 * one way to write an amount. Integers are grouped by three here, as Intl's ja-JP format does,
 * because the first Intl object a page creates costs a phone about 50 ms of ICU set-up (measured
 * at Lighthouse's 4x CPU; docs/benchmarks.md), which the fee simulation paid while loading.
 */
export function formatYen(yen: number): string {
  if (!Number.isSafeInteger(yen))
    return `${(intlYen ??= new Intl.NumberFormat('ja-JP')).format(yen)}円`;
  const digits = String(Math.abs(yen)).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${yen < 0 ? '-' : ''}${digits}円`;
}

/** A range of yen amounts: '4,950円〜5,500円', or one amount ('4,950円') when min equals max. */
export function formatYenRange(min: number, max: number): string {
  return min === max ? formatYen(min) : `${formatYen(min)}〜${formatYen(max)}`;
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
      const when =
        s.toMonth === null
          ? `${s.fromMonth}か月目から`
          : s.fromMonth === s.toMonth
            ? `${s.fromMonth}か月目`
            : `${s.fromMonth}〜${s.toMonth}か月目`;
      return `${when} ${s.yen === 0 ? '無料' : formatYen(s.yen)}`;
    });
  return `月額${formatYen(main.yen)}${others.length ? `（${others.join('、')}）` : ''}`;
}

/** The confirmed introduction held in campaignData (set after checkIntroductionId), or null. */
export function introductionOf(campaignData: CampaignData): IntroductionState | null {
  return campaignData.introducerId && campaignData.originalFriendCPCost > 0
    ? {
        introducerId: campaignData.introducerId,
        originalFriendCPCost: campaignData.originalFriendCPCost,
      }
    : null;
}

/** The visitor's campaign choice held in campaignData. */
export function campaignChoiceOf(campaignData: CampaignData): SimulationInput['campaignChoice'] {
  return { baseCampaign: campaignData.baseCampaign, campaignPolicy: campaignData.campaignPolicy };
}

/** A run of consecutive billing months with the same total (yen, tax-included). */
export interface MonthRange {
  from: number;
  to: number;
  yen: number;
  /** The run reaches the last simulated month: the bill stays at `yen` from `from` on. */
  open: boolean;
}

/**
 * The monthly bill as the ranges that really differ: consecutive months from `fromMonth` (default
 * 2: month 1 carries the one-off fees) with equal totals merged, up to the last simulated month.
 * E.g. [2〜12: 2,057円, 13: 2,937円, 14〜24: 7,897円, 25〜: 7,040円].
 */
export function monthRanges(months: MonthCharge[], fromMonth = 2): MonthRange[] {
  const out: MonthRange[] = [];
  const last = months.length === 0 ? 0 : months[months.length - 1]!.month;
  for (const m of months) {
    if (m.month < fromMonth) continue;
    const prev = out[out.length - 1];
    if (prev && prev.yen === m.total && prev.to === m.month - 1) prev.to = m.month;
    else out.push({ from: m.month, to: m.month, yen: m.total, open: false });
  }
  const tail = out[out.length - 1];
  if (tail && tail.to === last && tail.from < last) tail.open = true;
  return out;
}

/** '2〜12か月目', '13か月目', or for an open range '25か月目以降'. */
export function monthRangeLabel(r: Pick<MonthRange, 'from' | 'to'> & { open?: boolean }): string {
  if (r.open) return `${r.from}か月目以降`;
  return r.from === r.to ? `${r.from}か月目` : `${r.from}〜${r.to}か月目`;
}

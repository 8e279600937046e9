import type { BaseCampaign, CampaignData } from '@/lib/state/types';
import { defaultCampaignData } from '@/lib/state/types';
import { campaignStatusAt, formatJstDate, toEpochMs } from '@/lib/time';
import { BASE_MENU_LABELS, SELECTED_PLAN_LABELS } from './labels';
import type { OptionKey } from './options';
import type {
  AreaFlag,
  CampaignOutcome,
  CampaignRule,
  ExcludedCampaign,
  OptionPrice,
  PriceBuilding,
  SimulationInput,
} from './types';

const BUILDING_LABEL: Record<PriceBuilding, string> = { house: '戸建て', mansion: '集合住宅' };
const AREA_LABEL: Record<AreaFlag, string> = {
  is10GArea: '10ギガ提供エリア',
  isTVArea: 'テレビ提供エリア',
  isMansionWari12: 'マンション割12の対象建物',
  isKDDI: 'KDDI設備の建物',
  isApprovedMansion: '導入済みの集合住宅',
};
const BASE_KEYS: readonly BaseCampaign[] = ['isChangeCP', 'isOneYear980CP', 'is50000CP'];

export function isBaseCampaignKey(flag: string | null): flag is BaseCampaign {
  return flag !== null && (BASE_KEYS as readonly string[]).includes(flag);
}

/** What the rules look at, derived once from the input. */
export interface RuleContext {
  input: SimulationInput;
  building: PriceBuilding;
  /** Options that are on and charged or included (after dependency checks). */
  activeOptions: Set<OptionKey>;
  options: OptionPrice[];
}

/** Yen of a cash/coupon benefit; 0 when its amount is unset (limited add with 0, no introducer). */
export function benefitYen(yen: number | 'introduction', input: SimulationInput): number {
  if (yen === 'introduction') return input.introduction?.originalFriendCPCost ?? 0;
  return yen;
}

/**
 * The friend amount (yen, tax-included) a valid introduction id gives: the `benefit.amount` of the
 * campaign document whose cashback is the introducer's (content/campaigns/friend.mdx, amountFrom
 * originalFriendCPCost), the first by order; 0 when no document has one. checkIntroductionId
 * answers it and applyCTC prices with it, so the browser never decides the amount.
 */
export function introductionAmount(campaigns: CampaignRule[]): number {
  const sorted = [...campaigns].sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug));
  for (const rule of sorted) {
    for (const b of rule.benefits) {
      if ((b.kind === 'cashback' || b.kind === 'coupon') && b.yen === 'introduction')
        return b.introductionYen ?? 0;
    }
  }
  return 0;
}

/**
 * Why a campaign does not apply to this input, in Japanese, or null when it is eligible on its
 * own (before base exclusivity and combination rules). Sources: the campaign document's
 * validity window (validityWindow of lib/time.ts, Japan time) at `appliedAt`, eligibility and
 * policy. Throws RangeError when `appliedAt` is not an ISO instant.
 */
export function ineligibilityReason(rule: CampaignRule, ctx: RuleContext): string | null {
  const { input } = ctx;
  const { planData, campaignChoice } = input;
  const status = campaignStatusAt(rule, toEpochMs(input.appliedAt));
  if (status === 'upcoming')
    return `受付開始前のキャンペーンです（${formatJstDate(rule.startsAt, 'start')}から）`;
  if (status === 'ended')
    return `受付期間が終了しました（${formatJstDate(rule.endsAt!, 'end')}まで）`;
  const e = rule.eligibility;
  if (e.plans && !e.plans.includes(planData.selectedPlan)) {
    return `${e.plans.map((p) => SELECTED_PLAN_LABELS[p]).join('・')}プランが対象です`;
  }
  if (e.buildings && !e.buildings.includes(ctx.building)) {
    return `${e.buildings.map((b) => BUILDING_LABEL[b]).join('・')}向けのキャンペーンです`;
  }
  if (e.baseMenus && !e.baseMenus.includes(planData.baseMenu)) {
    return `${e.baseMenus.map((m) => BASE_MENU_LABELS[m]).join('・')}のお申し込みが対象です`;
  }
  for (const key of e.requiredOptions) {
    if (!ctx.activeOptions.has(key)) {
      const label = ctx.options.find((o) => o.key === key)?.label ?? key;
      return `${label}のお申し込みが条件です`;
    }
  }
  for (const flag of e.areaFlags) {
    if (input.area === null) return `エリア確認後に適用を判定します（${AREA_LABEL[flag]}が対象）`;
    if (!input.area[flag]) return `${AREA_LABEL[flag]}が対象です`;
  }
  if (e.requiresIntroducer && input.introduction === null) {
    return 'ご紹介IDの確認後に適用されます';
  }
  if (e.chosenOnly && (rule.flag === null || campaignChoice.baseCampaign !== rule.flag)) {
    return '他社の光回線から乗りかえる方が選べるキャンペーンです（お申し込み時に携帯電話番号が必要です）';
  }
  if (rule.policy !== null && rule.policy !== campaignChoice.campaignPolicy) {
    return rule.policy === 'benefits'
      ? '「特典重視」を選んだ場合のキャンペーンです'
      : '「料金重視」を選んだ場合のキャンペーンです';
  }
  const cash = rule.benefits.filter((b) => b.kind === 'cashback' || b.kind === 'coupon');
  if (rule.benefits.length > 0 && cash.length === rule.benefits.length) {
    const sum = cash.reduce((s, b) => s + benefitYen(b.yen, input), 0);
    if (sum <= 0) return '現在、特典額の設定がありません';
  }
  return null;
}

/**
 * The campaigns the simulator lists at `appliedAt` (ISO instant): all but those whose validity
 * window (Japan time) has ended. Upcoming ones stay listed with their start date.
 */
export function listedCampaigns(
  campaigns: readonly CampaignRule[],
  appliedAt: string,
): CampaignRule[] {
  const at = toEpochMs(appliedAt);
  return campaigns.filter((c) => campaignStatusAt(c, at) !== 'ended');
}

function outcome(rule: CampaignRule): CampaignOutcome {
  return {
    slug: rule.slug,
    title: rule.label,
    source: rule.source,
    role: rule.role,
    summary: rule.summary,
  };
}

function conflicts(a: CampaignRule, b: CampaignRule): boolean {
  return a.excludes.includes(b.slug) || b.excludes.includes(a.slug);
}

export interface CampaignResolution {
  appliedRules: CampaignRule[];
  applied: CampaignOutcome[];
  excluded: ExcludedCampaign[];
}

/**
 * Decides which campaigns apply. Base campaigns (role 'base', flag isChangeCP / isOneYear980CP /
 * is50000CP) are mutually exclusive: the chosen one applies when eligible; otherwise the eligible
 * base campaign with the lowest `order` does (a `chosenOnly` one, 乗りかえ, is eligible only when
 * chosen, so it is never the fallback); at most one ever applies. Add-ons are then taken in
 * `order` and stack unless one lists the other in `excludes`; the earlier one wins. Every listed
 * campaign that does not apply is returned with a Japanese reason; a campaign whose window has
 * ended at `appliedAt` is no offer any more and is not listed at all ({@link listedCampaigns}).
 */
export function resolveCampaigns(campaigns: CampaignRule[], ctx: RuleContext): CampaignResolution {
  const sorted = listedCampaigns(campaigns, ctx.input.appliedAt).sort(
    (a, b) => a.order - b.order || a.slug.localeCompare(b.slug),
  );
  const reasons = new Map<string, string | null>(
    sorted.map((r) => [r.slug, ineligibilityReason(r, ctx)]),
  );
  const appliedRules: CampaignRule[] = [];
  const excluded: ExcludedCampaign[] = [];

  const bases = sorted.filter((r) => r.role === 'base');
  const chosenKey = ctx.input.campaignChoice.baseCampaign;
  const base =
    bases.find((r) => r.flag === chosenKey && reasons.get(r.slug) === null) ??
    bases.find((r) => reasons.get(r.slug) === null) ??
    null;
  if (base) appliedRules.push(base);
  for (const r of bases) {
    if (r === base) continue;
    const reason =
      reasons.get(r.slug) ??
      `基本キャンペーンは1つだけ適用されます（「${base?.label ?? ''}」を適用中）`;
    excluded.push({ ...outcome(r), reason });
  }

  for (const r of sorted.filter((x) => x.role === 'addon')) {
    const reason = reasons.get(r.slug);
    if (reason) {
      excluded.push({ ...outcome(r), reason });
      continue;
    }
    const clash = appliedRules.find((a) => conflicts(a, r));
    if (clash) {
      excluded.push({ ...outcome(r), reason: `「${clash.label}」と併用できません` });
      continue;
    }
    appliedRules.push(r);
  }
  return { appliedRules, applied: appliedRules.map(outcome), excluded };
}

/**
 * campaignData of spec section 3 computed from the applied campaigns: each applied campaign sets
 * its flag; originalAddCPCost / originalLimitedAddCPCost are the yen the applied always-on and
 * limited add campaigns give (0 when they do not apply); introducerId and originalFriendCPCost are
 * the introduction state as given (an input from checkIntroductionId, kept so feeding the result
 * back as the next input changes nothing); baseCampaign is the base campaign that applies.
 */
export function computeCampaignData(
  appliedRules: CampaignRule[],
  input: SimulationInput,
): CampaignData {
  const data: CampaignData = {
    ...defaultCampaignData,
    originalAddCPCost: 0,
    originalLimitedAddCPCost: 0,
    originalFriendCPCost: input.introduction?.originalFriendCPCost ?? 0,
    introducerId: input.introduction?.introducerId ?? null,
    campaignPolicy: input.campaignChoice.campaignPolicy,
    baseCampaign: null,
  };
  for (const r of appliedRules) {
    if (r.flag === null) continue;
    data[r.flag] = true;
    if (r.role === 'base' && isBaseCampaignKey(r.flag)) data.baseCampaign = r.flag;
    const cash = r.benefits.reduce(
      (s, b) => s + (b.kind === 'cashback' || b.kind === 'coupon' ? benefitYen(b.yen, input) : 0),
      0,
    );
    if (r.flag === 'isOriginalAddCP') data.originalAddCPCost += cash;
    if (r.flag === 'isOriginalLimitedAddCP') data.originalLimitedAddCPCost += cash;
  }
  return data;
}

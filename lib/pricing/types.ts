import type {
  AreaData,
  BaseCampaign,
  BaseMenu,
  CampaignData,
  CampaignPolicy,
  ContractTerm,
  PlanData,
  SelectedPlan,
} from '@/lib/state/types';
import type { OptionKey } from './options';

/**
 * Shapes of the fee engine. Every amount is integer yen, tax-included. Months are
 * 1-based billing months counted from the month service starts (month 1 = first bill).
 * Every price and rule comes from a {@link PriceBook}, built from the content documents by
 * `priceBookFromContent` (lib/pricing/from-content.ts); the engine holds no yen amount.
 */

/** 'house' = 戸建て (buildingType 0, or an apartment with isMansionHome), 'mansion' = 集合住宅. */
export type PriceBuilding = 'house' | 'mansion';

/** One step of a monthly price: `yen` per month from `fromMonth` to `toMonth` (inclusive, null = open). */
export interface PriceStep {
  fromMonth: number;
  toMonth: number | null;
  yen: number;
}

/** Where a figure comes from: the content document slug (e.g. 'plans/home', 'campaigns/one-year-980'). */
export interface Sourced {
  label: string;
  source: string;
}

export interface NetPrice extends Sourced {
  building: PriceBuilding;
  plan: SelectedPlan;
  /** Apartment plan type from the area search; null = any type of this building. */
  mansionPlanType: string | null;
  /** The スタート割 term the price is for (content `term`); null or absent = any term. */
  term?: ContractTerm | null;
  monthly: PriceStep[];
}

export interface OptionVariantPrice {
  label: string;
  monthly: PriceStep[];
  /** One-off set-up fee billed with month 1. */
  setupYen: number;
  /** Name of the set-up fee (e.g. '転送電話 登録料'); default '<option> 初期費用'. */
  setupLabel?: string;
  /** Billing interval in months: 1 = monthly, 12 = yearly (charged in months 1, 13, 25 ...). */
  everyMonths: number;
}

export interface OptionPrice extends Sourced {
  key: OptionKey;
  /** Group heading as on the option pages (e.g. '電話オプション'). */
  group: string;
  /** Services the option needs (chosen by lib/pricing/services.ts chosenServices). */
  requires: Array<'phone' | 'tv'>;
  /** Other options it needs (転送電話選択 needs 転送電話). */
  requiresOptions: OptionKey[];
  /** Options a pack contains: they are not charged separately while the pack is on. */
  includes: OptionKey[];
  /** Sub-plan prices keyed by the planData sub-plan value; 'default' when the option has none. */
  variants: Record<string, OptionVariantPrice>;
  /** One-off option (休日工事): its price is charged once in month 1. */
  oneOff: boolean;
}

export interface ConstructionPrice extends Sourced {
  target: 'net' | 'tv';
  /** null = any building. */
  building: PriceBuilding | null;
  totalYen: number;
  /** Number of monthly instalments (1 = billed at once in month 1). */
  instalmentMonths: number;
  /** The スタート割 term these instalments belong to (content `term`); null or absent = any term. */
  term?: ContractTerm | null;
}

/**
 * A cost billed only on cancellation (content/service/cancellation `termination.*` lines): the
 * construction remainder of a term, removal work. Never part of the monthly simulation.
 */
export interface CancellationCost extends Sourced {
  key: string;
  /** The term the figure applies to; null = any term. */
  term: ContractTerm | null;
  yen: number;
  /** Content note (e.g. '最大額。解約した月によって少なくなります'). */
  note: string | null;
}

export type AreaFlag =
  'is10GArea' | 'isTVArea' | 'isMansionWari12' | 'isKDDI' | 'isApprovedMansion';

/** Keys of charge lines. */
export type LineKey =
  | 'net'
  | 'phone'
  | 'tv'
  | 'contractFee'
  | 'construction.net'
  | 'construction.tv'
  | `option.${OptionKey}`
  | `setup.${OptionKey}`;

/**
 * What a benefit discounts: a line key, or a prefix of line keys ('construction' = both
 * construction lines), or 'total' = the whole bill of the month.
 */
export type LineTarget = LineKey | 'construction' | 'total';

export interface CashBenefit<K extends 'cashback' | 'coupon'> {
  kind: K;
  /** Yen; 'introduction' = the confirmed introducer's originalFriendCPCost. */
  yen: number | 'introduction';
  /** For yen 'introduction': the document's amount, what a valid introduction id gives. */
  introductionYen?: number;
  /** Billing month in which it is paid / granted. */
  paymentMonth: number;
  /** The amount is a ceiling ('最大'): the real value depends on the visitor's receipts. */
  upTo: boolean;
  label: string;
}

export type Benefit =
  | CashBenefit<'cashback'>
  | CashBenefit<'coupon'>
  | {
      kind: 'monthlyDiscount';
      target: LineTarget;
      yen: number;
      fromMonth: number;
      toMonth: number;
      label: string;
    }
  | {
      kind: 'fixedMonthlyPrice';
      target: LineTarget;
      yen: number;
      fromMonth: number;
      toMonth: number;
      label: string;
    }
  | {
      kind: 'feeWaiver';
      target: LineTarget;
      /** Yen waived at most over the whole term (content benefit.amount). */
      yen: number;
      label: string;
    };

export interface CampaignEligibility {
  plans: SelectedPlan[] | null;
  buildings: PriceBuilding[] | null;
  baseMenus: BaseMenu[] | null;
  requiredOptions: OptionKey[];
  areaFlags: AreaFlag[];
  requiresIntroducer: boolean;
  /**
   * Applies only when the visitor chose it (campaignChoice.baseCampaign is its flag): a campaign
   * whose condition only the visitor knows and declares by choosing it (content
   * `requires.switching`: 乗りかえ from another provider, which also needs a mobile number).
   */
  chosenOnly?: boolean;
}

export type CampaignFlag = Exclude<
  {
    [K in keyof CampaignData]: CampaignData[K] extends boolean ? K : never;
  }[keyof CampaignData],
  undefined
>;

export interface CampaignRule extends Sourced {
  slug: string;
  /** The campaignData flag this campaign sets when it applies. */
  flag: CampaignFlag | null;
  /** 'base': one of the mutually exclusive base campaigns; 'addon': stacks where rules allow. */
  role: 'base' | 'addon';
  /** Only when campaignPolicy matches; null = either policy. */
  policy: CampaignPolicy | null;
  /** Validity as epoch ms: starts at startsAt (inclusive), ends at endsAt (exclusive, null = open). Japan-time dates are converted by validityWindow (lib/time.ts). */
  startsAt: number;
  endsAt: number | null;
  eligibility: CampaignEligibility;
  /** Slugs it cannot be combined with (checked both ways). */
  excludes: string[];
  benefits: Benefit[];
  /** Lower first: decides which of two exclusive add-ons wins; base campaigns always first. */
  order: number;
  /** Text shown with the campaign choice (what it gives). */
  summary: string;
}

/** All prices and rules the engine uses. */
export interface PriceBook {
  /** Months simulated (at least 36). */
  termMonths: number;
  contractFee: Sourced & { yen: number };
  net: NetPrice[];
  phone: Sourced & { monthly: PriceStep[] };
  tv: Sourced & { monthly: PriceStep[] };
  construction: ConstructionPrice[];
  options: OptionPrice[];
  campaigns: CampaignRule[];
  /** Costs billed on cancellation, by term (content/service/cancellation); absent = none known. */
  cancellation?: CancellationCost[];
}

/** The introduction state: set only after checkIntroductionId confirmed the id. */
export interface IntroductionState {
  introducerId: string;
  /** Yen, tax-included, from checkIntroductionId. */
  originalFriendCPCost: number;
}

export interface SimulationInput {
  planData: PlanData;
  campaignChoice: { baseCampaign: BaseCampaign | null; campaignPolicy: CampaignPolicy };
  introduction: IntroductionState | null;
  /** Area flags from searchCommufaArea; null = area not checked yet (nothing is excluded by area). */
  area: Pick<AreaData, AreaFlag> | null;
  /** ISO 8601 instant of the application; validity is judged on its Japan-time date. */
  appliedAt: string;
}

export type LineKind = 'fee' | 'option' | 'initial' | 'instalment' | 'discount';

export interface ChargeLine {
  key: LineKey;
  kind: LineKind;
  item: string;
  /** Tax-included yen; discounts are negative. */
  yen: number;
  source: string;
}

export interface MonthCharge {
  month: number;
  lines: ChargeLine[];
  /** Sum of the lines, never negative. */
  total: number;
}

export interface InitialCost {
  key: 'contractFee' | 'construction.net' | 'construction.tv' | `setup.${OptionKey}`;
  item: string;
  totalYen: number;
  instalmentMonths: number;
  /** Instalment amounts by month (month 1 first); remainder in month 1. */
  instalments: number[];
  /** Yen waived by campaigns over the term, and by which campaigns. */
  waivedYen: number;
  waivedBy: string[];
  source: string;
}

export interface OneOffBenefit {
  kind: 'cashback' | 'coupon';
  item: string;
  yen: number;
  upTo: boolean;
  paymentMonth: number;
  source: string;
}

export interface CampaignOutcome {
  slug: string;
  title: string;
  source: string;
  role: 'base' | 'addon';
  summary: string;
}

export interface ExcludedCampaign extends CampaignOutcome {
  /** Japanese text shown to the visitor. */
  reason: string;
}

export interface PricingIssue {
  code:
    'plan10GUnavailable' | 'tvUnavailable' | 'noNetPrice' | 'optionUnavailable' | 'termNotOffered';
  message: string;
}

export interface Totals {
  firstMonth: number;
  /** Lowest and highest monthly bill of months 2-12, and their sum. */
  months2to12: { min: number; max: number; total: number };
  firstYear: number;
  twoYear: number;
  threeYear: number;
  /** Cash/coupon benefits paid in months 1-36, without 「最大◯円」 ones (conditions, not counted). */
  benefitsWithin3Years: number;
  /** ceil((threeYear - benefitsWithin3Years) / 36): see lib/pricing/simulate.ts. */
  effectiveMonthly: number;
}

export interface SimulationResult {
  months: MonthCharge[];
  initialCosts: InitialCost[];
  benefits: OneOffBenefit[];
  applied: CampaignOutcome[];
  excluded: ExcludedCampaign[];
  campaignData: CampaignData;
  totals: Totals;
  issues: PricingIssue[];
}

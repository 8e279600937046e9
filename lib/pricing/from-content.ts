import type {
  CampaignFrontmatter,
  ContentBuildingType,
  Eligibility,
  OptionFrontmatter,
  PlanFlag,
  PlanFrontmatter,
  PriceItem,
  ServiceFrontmatter,
} from '@/lib/content/schema';
import { validityWindow } from '@/lib/time';
import type { BaseMenu, ContractTerm, SelectedPlan } from '@/lib/state/types';
import { OPTION_FLAGS, type OptionKey } from './options';
import type {
  Benefit,
  CampaignRule,
  CancellationCost,
  ConstructionPrice,
  LineTarget,
  NetPrice,
  OptionPrice,
  OptionVariantPrice,
  PriceBook,
  PriceStep,
} from './types';
import { MIN_SIMULATION_MONTHS } from './simulate';

type WithSlug<T> = T & { slug: string };

/** Validated frontmatter (defaults applied) of the documents the price book is built from. */
export interface ContentSources {
  plans: WithSlug<PlanFrontmatter>[];
  options: WithSlug<OptionFrontmatter>[];
  campaigns: WithSlug<CampaignFrontmatter>[];
  /** Service pages may carry prices too (e.g. service/netflix). */
  services?: WithSlug<ServiceFrontmatter>[];
}

const CATEGORY_GROUP: Record<OptionFrontmatter['category'], string> = {
  phone: '電話オプション',
  tv: 'テレビ',
  video: '動画・エンタメ',
  entertainment: '動画・エンタメ',
  network: 'ネット・Wi-Fi',
  support: 'サポート',
  home: 'くらし・スマートホーム',
  index: 'その他',
};

const CONSTRUCTION_KEY = /^construction\.(net|tv)(\.(2year|5year))?$/;
const RESERVED =
  /^(net\.|phone\.base$|tv\.base$|contract\.fee$|construction\.(net|tv)(\.(2year|5year))?$|termination\.)/;

/** The contract term of a price line: '2year' / '5year', or null for a line of every term. */
const termOf = (i: PriceItem): ContractTerm | null =>
  i.term === '2year' || i.term === '5year' ? i.term : null;

interface SourcedItem {
  item: PriceItem;
  source: string;
  docFlag: PlanFlag | null;
  docBuilding: ContentBuildingType | null;
  docConditions: Eligibility | null;
  category: OptionFrontmatter['category'] | null;
  docTitle: string;
}

const flagToKey = new Map<string, OptionKey>(
  OPTION_FLAGS.filter((o) => o.flag !== null).map((o) => [o.flag as string, o.key]),
);

/**
 * The planData flag a price line belongs to: its own `flag`; else a key segment naming an option
 * key ('phone.tensou' -> isTensou, 'phone.tensou.setup' too); else the document's flag.
 */
function itemFlag(s: SourcedItem): PlanFlag | null {
  if (s.item.flag) return s.item.flag;
  const segments = s.item.key.toLowerCase().split('.');
  const byKey = OPTION_FLAGS.find((o) => o.flag !== null && segments.includes(o.key.toLowerCase()));
  if (byKey && byKey.flag !== null) return byKey.flag as PlanFlag;
  return s.docFlag;
}

function steps(items: PriceItem[]): PriceStep[] {
  return items
    .map((i) => ({ fromMonth: i.fromMonth, toMonth: i.untilMonth ?? null, yen: i.amount }))
    .sort((a, b) => a.fromMonth - b.fromMonth);
}

const isMonthly = (i: PriceItem) => i.kind === 'monthly' || (i.kind === 'perUnit' && !i.once);
const isOnce = (i: PriceItem) => i.kind === 'initial' || (i.kind === 'perUnit' && i.once);

function requirementsOf(flags: PlanFlag[], own: PlanFlag | null) {
  const requires = new Set<'phone' | 'tv'>();
  const requiresOptions = new Set<OptionKey>();
  for (const f of flags) {
    if (f === own) continue;
    if (f === 'isPhone') requires.add('phone');
    else if (f === 'isTV') requires.add('tv');
    else {
      const k = flagToKey.get(f);
      if (k) requiresOptions.add(k);
    }
  }
  return { requires: [...requires], requiresOptions: [...requiresOptions] };
}

/**
 * Builds the fee engine's {@link PriceBook} from the content documents (prices and rules
 * come from MDX frontmatter only). Conventions read here (documented in content/README.md by
 * content; lib/content/schema.ts is the contract):
 * - plans/*: `net.<house|mansion>.<plan1G|plan10G>` monthly lines (conditions.plans/buildingTypes
 *   win over the key; `variant` = mansionPlanType; several lines with fromMonth/untilMonth form
 *   steps), `phone.base`, `tv.base`, `contract.fee`, `construction.net|tv` (installments).
 *   Net and construction lines keep their `term` (2year / 5year; a `.5year` key suffix keeps
 *   keys unique) and the simulation uses those of planData.contractTerm; other lines of term
 *   '5year' are left out (no option price depends on the term).
 * - service/cancellation: `termination.*` lines become the price book's cancellation costs (by
 *   term), shown with the term choice; they are never charged in the simulation.
 * - options/* (and service/*): each line belongs to the planData flag of {@link itemFlag}; monthly
 *   and per-unit monthly lines make the monthly price, initial and per-unit once lines the set-up
 *   fee; an option with only one-off lines (休日工事) is a one-off; `variant` keys sub-plans;
 *   Netflix lines are those whose key starts with 'netflix'. Lines marked `optional` are skipped
 *   unless they are the option's only lines. `conditions.options` isPhone / isTV / other flags
 *   become the option's requirements; `includes` the pack contents.
 * - campaigns/*: validity (Japan time, validityWindow of lib/time.ts), group base -> base, other -> addon,
 *   `policy`, plans, buildingTypes, requires (isPhone -> baseMenu 1 or 2, isTV -> baseMenu 2,
 *   other flags -> required options, is10GArea, isTVArea, introducer), `benefit`
 *   (amountFrom originalFriendCPCost -> the confirmed introducer's amount; other amountFrom
 *   fields take the document's amount, since campaignData amounts are computed, not input).
 *   `webApplication` and `newContract` are not simulated: every simulated application is a new
 *   web application. `switching` makes the campaign apply only when the visitor chose it
 *   (choosing 乗りかえ declares the switch; it is never applied on the visitor's behalf).
 * Drafts are skipped. Pure; never throws for documents that passed the schemas.
 */
export function priceBookFromContent(sources: ContentSources): PriceBook {
  const items: SourcedItem[] = [];
  for (const p of sources.plans.filter((d) => !d.draft)) {
    for (const item of p.prices) {
      items.push({
        item,
        source: `plans/${p.slug}`,
        docFlag: null,
        docBuilding: p.buildingType ?? null,
        docConditions: null,
        category: null,
        docTitle: p.title,
      });
    }
  }
  for (const o of sources.options.filter((d) => !d.draft)) {
    for (const item of o.prices) {
      items.push({
        item,
        source: `options/${o.slug}`,
        docFlag: o.flag ?? null,
        docBuilding: null,
        docConditions: o.conditions,
        category: o.category,
        docTitle: o.title,
      });
    }
  }
  for (const s of (sources.services ?? []).filter((d) => !d.draft)) {
    for (const item of s.prices) {
      items.push({
        item,
        source: `service/${s.slug}`,
        docFlag: null,
        docBuilding: null,
        docConditions: null,
        category: null,
        docTitle: s.title,
      });
    }
  }
  const usable = items.filter((s) => s.item.term !== '5year');

  const net: NetPrice[] = [];
  for (const s of items.filter((x) => x.item.key.startsWith('net.') && x.item.kind === 'monthly')) {
    const [, keyBuilding, keyPlan] = s.item.key.split('.');
    const buildings =
      s.item.conditions?.buildingTypes ??
      (s.docBuilding
        ? [s.docBuilding]
        : keyBuilding === 'house' || keyBuilding === 'mansion'
          ? [keyBuilding]
          : []);
    const plans: SelectedPlan[] =
      s.item.conditions?.plans ?? (keyPlan === 'plan1G' || keyPlan === 'plan10G' ? [keyPlan] : []);
    for (const building of buildings) {
      for (const plan of plans) {
        const mansionPlanType = s.item.variant ?? null;
        const term = termOf(s.item);
        const existing = net.find(
          (n) =>
            n.building === building &&
            n.plan === plan &&
            n.mansionPlanType === mansionPlanType &&
            n.term === term,
        );
        if (existing)
          existing.monthly = [...existing.monthly, ...steps([s.item])].sort(
            (a, b) => a.fromMonth - b.fromMonth,
          );
        else
          net.push({
            building,
            plan,
            mansionPlanType,
            term,
            label: s.item.label,
            source: s.source,
            monthly: steps([s.item]),
          });
      }
    }
  }

  const single = (key: string, fallbackLabel: string) => {
    const found = usable.filter((s) => s.item.key === key);
    const first = found[0];
    return first
      ? { label: first.item.label, source: first.source, monthly: steps(found.map((f) => f.item)) }
      : { label: fallbackLabel, source: '', monthly: [] };
  };
  const contract = usable.find((s) => s.item.key === 'contract.fee');

  const construction: ConstructionPrice[] = [];
  for (const s of items.filter(
    (x) => CONSTRUCTION_KEY.test(x.item.key) && x.item.kind === 'initial',
  )) {
    const target = s.item.key.split('.')[1] === 'tv' ? 'tv' : 'net';
    const buildings: Array<ContentBuildingType | null> = s.item.conditions?.buildingTypes ?? [
      s.docBuilding,
    ];
    for (const building of buildings) {
      construction.push({
        target,
        building,
        label: s.item.label,
        source: s.source,
        totalYen: s.item.amount,
        instalmentMonths: Math.max(1, s.item.installments),
        term: termOf(s.item),
      });
    }
  }

  const options: OptionPrice[] = [];
  for (const o of OPTION_FLAGS) {
    const own = usable.filter(
      (s) =>
        !RESERVED.test(s.item.key) &&
        (o.flag === null ? s.item.key.startsWith('netflix') : itemFlag(s) === o.flag),
    );
    if (own.length === 0) continue;
    const doc = own.find((s) => s.docFlag === o.flag) ?? own[0]!;
    const onlyOnce = own.every((s) => isOnce(s.item));
    const charged = onlyOnce ? own : own.filter((s) => !s.item.optional);
    const byVariant = new Map<string, SourcedItem[]>();
    for (const s of charged) {
      const v = s.item.variant ?? 'default';
      byVariant.set(v, [...(byVariant.get(v) ?? []), s]);
    }
    const variants: Record<string, OptionVariantPrice> = {};
    for (const [v, list] of byVariant) {
      const monthly = list.filter((s) => isMonthly(s.item)).map((s) => s.item);
      const once = list.filter((s) => isOnce(s.item)).map((s) => s.item);
      variants[v] = onlyOnce
        ? {
            label: list[0]!.item.label,
            monthly: [{ fromMonth: 1, toMonth: 1, yen: sum(once) }],
            setupYen: 0,
            everyMonths: 1,
          }
        : {
            label: monthly[0]?.label ?? list[0]!.item.label,
            monthly: steps(monthly),
            setupYen: sum(once),
            ...(once.length === 1 ? { setupLabel: once[0]!.label } : {}),
            everyMonths: 1,
          };
    }
    const conditionFlags = own.flatMap((s) => [
      ...(s.docConditions?.options ?? []),
      ...(s.item.conditions?.options ?? []),
    ]);
    const optionDoc = sources.options.find((d) => d.flag === o.flag && !d.draft);
    const { requires, requiresOptions } = requirementsOf(conditionFlags, o.flag as PlanFlag | null);
    options.push({
      key: o.key,
      label: optionDoc?.title ?? (doc.docFlag === o.flag ? doc.docTitle : doc.item.label),
      source: optionDoc ? `options/${optionDoc.slug}` : doc.source,
      group: CATEGORY_GROUP[optionDoc?.category ?? doc.category ?? 'index'],
      requires,
      requiresOptions,
      includes: (optionDoc?.includes ?? [])
        .map((f) => flagToKey.get(f))
        .filter((k): k is OptionKey => k !== undefined),
      variants,
      oneOff: onlyOnce,
    });
  }

  const optionKeyOfSlug = (slug: string | undefined): OptionKey | null => {
    const doc = sources.options.find((d) => d.slug === slug);
    return doc?.flag ? (flagToKey.get(doc.flag) ?? null) : null;
  };

  const cancellation: CancellationCost[] = items
    .filter((s) => s.item.key.startsWith('termination.'))
    .map((s) => ({
      key: s.item.key,
      label: s.item.label,
      source: s.source,
      term: termOf(s.item),
      yen: s.item.amount,
      note: s.item.note ?? null,
    }));

  const campaigns: CampaignRule[] = sources.campaigns
    .filter((c) => !c.draft)
    .map((c) => campaignRule(c, optionKeyOfSlug));

  return {
    termMonths: MIN_SIMULATION_MONTHS,
    contractFee: contract
      ? { label: contract.item.label, source: contract.source, yen: contract.item.amount }
      : { label: '契約事務手数料', source: '', yen: 0 },
    net,
    phone: single('phone.base', '光電話'),
    tv: single('tv.base', '光テレビ'),
    construction,
    options,
    campaigns,
    cancellation,
  };
}

function sum(items: PriceItem[]): number {
  return items.reduce((s, i) => s + i.amount, 0);
}

function campaignRule(
  c: WithSlug<CampaignFrontmatter>,
  optionKeyOfSlug: (slug: string | undefined) => OptionKey | null,
): CampaignRule {
  let baseMenus: BaseMenu[] | null = c.requires.baseMenus ?? null;
  const narrow = (allowed: BaseMenu[]) => {
    baseMenus = (baseMenus ?? [0, 1, 2]).filter((m) => allowed.includes(m));
  };
  const requiredOptions: OptionKey[] = [];
  for (const f of c.requires.options) {
    if (f === 'isPhone') narrow([1, 2]);
    else if (f === 'isTV') narrow([2]);
    else {
      const k = flagToKey.get(f);
      if (k) requiredOptions.push(k);
    }
  }
  const b = c.benefit;
  const label = c.title;
  const target: LineTarget | null =
    b.target === 'option'
      ? (() => {
          const k = optionKeyOfSlug(b.optionSlug);
          return k ? (`option.${k}` as const) : null;
        })()
      : b.target === 'switchingCost'
        ? null
        : b.target;
  const benefits: Benefit[] = [];
  if (b.kind === 'cashback' || b.kind === 'coupon') {
    benefits.push({
      kind: b.kind,
      yen: b.amountFrom === 'originalFriendCPCost' ? 'introduction' : b.amount,
      ...(b.amountFrom === 'originalFriendCPCost' ? { introductionYen: b.amount } : {}),
      paymentMonth: b.paidInMonth ?? 1,
      upTo: b.upTo,
      label,
    });
  } else if (target !== null && b.kind === 'feeWaiver') {
    benefits.push({ kind: 'feeWaiver', target, yen: b.amount, label });
  } else if (target !== null && (b.kind === 'monthlyDiscount' || b.kind === 'fixedMonthlyPrice')) {
    const span = benefitMonthSpan(b);
    benefits.push({
      kind: b.kind,
      target,
      yen: b.amount,
      fromMonth: span.from,
      toMonth: span.to,
      label,
    });
  }
  return {
    slug: c.slug,
    label,
    source: `campaigns/${c.slug}`,
    flag: c.campaignKey ?? null,
    role: c.group === 'base' ? 'base' : 'addon',
    policy: c.policy ?? null,
    ...validityWindow(c.validFrom, c.validUntil),
    eligibility: {
      plans: c.plans,
      buildings: c.buildingTypes,
      baseMenus,
      requiredOptions,
      areaFlags: [
        ...(c.requires.is10GArea ? (['is10GArea'] as const) : []),
        ...(c.requires.isTVArea ? (['isTVArea'] as const) : []),
      ],
      requiresIntroducer: c.requires.introducer,
      chosenOnly: c.requires.switching,
    },
    excludes: b.excludes,
    benefits,
    order: c.order,
    summary: c.badge ? `${c.badge}：${c.summary}` : c.summary,
  };
}

/**
 * The billing months a monthly campaign benefit covers (content/campaigns `benefit.fromMonth`,
 * 1 = the activation month, and `benefit.months`): [from, to] inclusive. The one rule for both the
 * fee simulation and the campaign page's text (<BenefitPeriod /> of components/content), so the
 * page's 「13か月目からは通常料金」 and the quote's month 13 cannot disagree.
 */
export function benefitMonthSpan(b: { fromMonth: number; months?: number | null }): {
  from: number;
  to: number;
} {
  return { from: b.fromMonth, to: b.fromMonth + (b.months ?? 1) - 1 };
}

import type { ContractTerm, PlanData } from '@/lib/state/types';
import { benefitYen, computeCampaignData, resolveCampaigns, type RuleContext } from './campaigns';
import { CONTRACT_TERM_MONTHS, CONTRACT_TERMS, contractTermOf, forTerm } from './contract-term';
import { selectedOptions, type OptionKey } from './options';
import { chosenServices } from './services';
import type {
  ChargeLine,
  ConstructionPrice,
  InitialCost,
  LineKey,
  LineTarget,
  MonthCharge,
  NetPrice,
  OneOffBenefit,
  OptionPrice,
  PriceBook,
  PriceBuilding,
  PriceStep,
  PricingIssue,
  SimulationInput,
  SimulationResult,
  Totals,
} from './types';

/** Months every simulation covers at least (36 months, for the 3-year total). */
export const MIN_SIMULATION_MONTHS = 36;

/** Yen of a stepped monthly price in a month (0 when no step covers it). */
export function priceInMonth(steps: PriceStep[], month: number): number {
  const step = steps.find(
    (s) => month >= s.fromMonth && (s.toMonth === null || month <= s.toMonth),
  );
  return step?.yen ?? 0;
}

/**
 * Splits a fee into integer-yen instalments: floor(total / months) each month and the remainder
 * added to the first instalment, so the instalments always sum to the fee exactly.
 */
export function splitInstalments(totalYen: number, months: number): number[] {
  const n = Math.max(1, Math.floor(months));
  const each = Math.floor(totalYen / n);
  const out = Array.from({ length: n }, () => each);
  out[0] = totalYen - each * (n - 1);
  return out;
}

/** 'mansion' for an apartment (buildingType 1) unless it is treated as a house (isMansionHome). */
export function priceBuilding(input: {
  planData: Pick<PlanData, 'buildingType' | 'isMansionHome'>;
}): PriceBuilding {
  return input.planData.buildingType === 1 && !input.planData.isMansionHome ? 'mansion' : 'house';
}

/**
 * The net price the simulation charges for planData: building ({@link priceBuilding}), plan,
 * the apartment's mansionPlanType (a price for that type first, else the building's general one)
 * and the contract term (planData.contractTerm; lines of that term first, else term-less ones).
 * null when the content has none.
 */
export function netPriceFor(book: PriceBook, planData: PlanData): NetPrice | null {
  const building = priceBuilding({ planData });
  const candidates = forTerm(
    book.net.filter((n) => n.building === building && n.plan === planData.selectedPlan),
    contractTermOf(planData),
  );
  return (
    candidates.find(
      (n) => n.mansionPlanType !== null && n.mansionPlanType === planData.mansionPlanType,
    ) ??
    candidates.find((n) => n.mansionPlanType === null) ??
    null
  );
}

/**
 * The standard construction fee of `target` ('net' = 光ネット, 'tv' = 光テレビ) for planData's
 * building and contract term (the term decides the instalments: 24 on 2 years, 60 on 5 years in
 * content/plans), a building-specific price first; null when the content has none.
 */
export function constructionFor(
  book: PriceBook,
  planData: PlanData,
  target: 'net' | 'tv',
): ConstructionPrice | null {
  const building = priceBuilding({ planData });
  const list = forTerm(
    book.construction.filter((x) => x.target === target),
    contractTermOf(planData),
  );
  return list.find((x) => x.building === building) ?? list.find((x) => x.building === null) ?? null;
}

interface ActiveOption {
  price: OptionPrice;
  variant: string;
}

function activeOptions(
  book: PriceBook,
  input: SimulationInput,
  issues: PricingIssue[],
): { charged: ActiveOption[]; active: Set<OptionKey> } {
  const chosen = selectedOptions(input.planData);
  const { phone: hasPhone, tv: hasTV } = chosenServices(input.planData);
  const usable = new Map<OptionKey, ActiveOption>();
  for (const [key, variant] of chosen) {
    const price = book.options.find((o) => o.key === key);
    if (!price) continue;
    const needs = price.requires.find((r) => (r === 'phone' ? !hasPhone : !hasTV));
    if (needs) {
      issues.push({
        code: 'optionUnavailable',
        message: `${price.label}は${needs === 'phone' ? '光電話' : '光テレビ'}のお申し込みが必要です`,
      });
      continue;
    }
    const v = price.variants[variant] ? variant : 'default';
    if (!price.variants[v]) continue;
    usable.set(key, { price, variant: v });
  }
  for (const [key, o] of [...usable]) {
    const missing = o.price.requiresOptions.find((r) => !usable.has(r));
    if (missing) {
      usable.delete(key);
      const label = book.options.find((x) => x.key === missing)?.label ?? missing;
      issues.push({
        code: 'optionUnavailable',
        message: `${o.price.label}は${label}と一緒にお申し込みください`,
      });
    }
  }
  const includedByPack = new Set<OptionKey>();
  for (const o of usable.values()) for (const k of o.price.includes) includedByPack.add(k);
  const charged = [...usable.values()].filter((o) => !includedByPack.has(o.price.key));
  return { charged, active: new Set([...usable.keys(), ...includedByPack]) };
}

/**
 * The スタート割 terms offered for planData's building and plan, in CONTRACT_TERMS order: a term is
 * offered when the content prices it (a net price of its own) and its monthly net fee differs from
 * every term offered before it. A longer term that costs the same as a shorter one gives the
 * visitor no reason to choose it (its figures are placeholders until set), so it is not offered.
 */
export function offeredTerms(book: PriceBook, planData: PlanData): ContractTerm[] {
  const offered: { term: ContractTerm; steps: string }[] = [];
  for (const term of CONTRACT_TERMS) {
    const net = netPriceFor(book, { ...planData, contractTerm: term });
    if (!net) continue;
    const steps = JSON.stringify(net.monthly);
    if (offered.some((o) => o.steps === steps)) continue;
    offered.push({ term, steps });
  }
  return offered.map((o) => o.term);
}

/**
 * The fee simulation (spec sections 3 and 9; README "Fee simulation"): month-by-month charges, initial costs, one-off benefits, the
 * campaigns applied and excluded (with reasons), the computed campaignData and the totals.
 *
 * Input: planData, the campaign choice, the confirmed introduction, area flags and the application
 * instant (its Japan-time date decides campaign validity), plus the price book built from the
 * content documents. Output amounts are integer yen, tax-included. Rules:
 * - net fee by building ('mansion' unless isMansionHome), plan and mansionPlanType; phone and TV
 *   fees for the services chosen ({@link chosenServices}: by baseMenu); options from planData
 *   flags (packs include others);
 * - the スタート割 term (planData.contractTerm, default 2 years) picks the net price and the
 *   construction instalments of that term ({@link netPriceFor}, {@link constructionFor}); the
 *   months simulated cover at least 36 and the whole term (60 on 5 years);
 * - 契約事務手数料 and option set-up fees in month 1; construction fees split with
 *   {@link splitInstalments}, every instalment under one item name;
 * - campaign benefits in campaign order (base first): a discount never exceeds what is left of its
 *   target line that month, so no month is negative; a fixed monthly price discounts its target
 *   down to that price; a fee waiver discounts its target to 0; cash and coupons are listed as
 *   one-off benefits with their payment month and do not reduce any bill;
 * - effectiveMonthly = ceil((3-year charges - benefits paid in months 1-36) / 36): rounded up so
 *   the "実質月額" shown never understates what the visitor pays (景品表示法's 有利誤認); a benefit
 *   of 「最大◯円」 (`upTo`: the amount depends on the visitor's costs) is a condition, not counted;
 * - a term whose net price equals an offered term's is not offered ({@link offeredTerms}): the
 *   issue 'termNotOffered'.
 * Pure and deterministic; never throws for a valid instant (RangeError otherwise).
 */
export function simulateFees(input: SimulationInput, book: PriceBook): SimulationResult {
  const { planData } = input;
  const issues: PricingIssue[] = [];
  const building = priceBuilding(input);
  const horizon = Math.max(
    MIN_SIMULATION_MONTHS,
    book.termMonths,
    CONTRACT_TERM_MONTHS[contractTermOf(planData)],
  );
  const { phone: hasPhone, tv: hasTV } = chosenServices(planData);

  if (planData.selectedPlan === 'plan10G' && input.area && !input.area.is10GArea) {
    issues.push({
      code: 'plan10GUnavailable',
      message: 'ご住所のエリアでは10ギガプランを提供していません',
    });
  }
  if (hasTV && input.area && !input.area.isTVArea) {
    issues.push({ code: 'tvUnavailable', message: 'ご住所のエリアでは光テレビを提供していません' });
  }

  const net = netPriceFor(book, planData);
  if (!net)
    issues.push({ code: 'noNetPrice', message: '選択した建物とプランの料金が見つかりません' });
  else if (!offeredTerms(book, planData).includes(contractTermOf(planData)))
    issues.push({
      code: 'termNotOffered',
      message: 'この契約期間は料金が決まり次第お申し込みいただけます',
    });

  const { charged, active } = activeOptions(book, input, issues);

  const months: ChargeLine[][] = Array.from({ length: horizon }, () => []);
  const add = (month: number, line: ChargeLine) => {
    if (month >= 1 && month <= horizon && line.yen !== 0) months[month - 1]!.push(line);
  };

  const initialCosts: InitialCost[] = [];
  add(1, {
    key: 'contractFee',
    kind: 'initial',
    item: book.contractFee.label,
    yen: book.contractFee.yen,
    source: book.contractFee.source,
  });
  initialCosts.push({
    key: 'contractFee',
    item: book.contractFee.label,
    totalYen: book.contractFee.yen,
    instalmentMonths: 1,
    instalments: [book.contractFee.yen],
    waivedYen: 0,
    waivedBy: [],
    source: book.contractFee.source,
  });
  const targets: Array<'net' | 'tv'> = hasTV ? ['net', 'tv'] : ['net'];
  for (const target of targets) {
    const c = constructionFor(book, planData, target);
    if (!c) continue;
    const key = `construction.${target}` as const;
    const parts = splitInstalments(c.totalYen, c.instalmentMonths);
    // One item name for every instalment (the label names the count, '24回分割'), so equal months
    // stay equal and the breakdown shows them as one row.
    parts.forEach((yen, i) =>
      add(i + 1, { key, kind: 'instalment', item: c.label, yen, source: c.source }),
    );
    initialCosts.push({
      key,
      item: c.label,
      totalYen: c.totalYen,
      instalmentMonths: parts.length,
      instalments: parts,
      waivedYen: 0,
      waivedBy: [],
      source: c.source,
    });
  }

  for (let m = 1; m <= horizon; m += 1) {
    if (net)
      add(m, {
        key: 'net',
        kind: 'fee',
        item: net.label,
        yen: priceInMonth(net.monthly, m),
        source: net.source,
      });
    if (hasPhone)
      add(m, {
        key: 'phone',
        kind: 'fee',
        item: book.phone.label,
        yen: priceInMonth(book.phone.monthly, m),
        source: book.phone.source,
      });
    if (hasTV)
      add(m, {
        key: 'tv',
        kind: 'fee',
        item: book.tv.label,
        yen: priceInMonth(book.tv.monthly, m),
        source: book.tv.source,
      });
  }
  for (const { price, variant } of charged) {
    const v = price.variants[variant]!;
    const key = `option.${price.key}` as const;
    const item = variant === 'default' ? price.label : `${price.label}（${v.label}）`;
    if (price.oneOff) {
      add(1, { key, kind: 'initial', item, yen: priceInMonth(v.monthly, 1), source: price.source });
    } else {
      const every = Math.max(1, v.everyMonths);
      for (let m = 1; m <= horizon; m += every)
        add(m, {
          key,
          kind: 'option',
          item,
          yen: priceInMonth(v.monthly, m),
          source: price.source,
        });
    }
    if (v.setupYen > 0) {
      add(1, {
        key: `setup.${price.key}`,
        kind: 'initial',
        item: v.setupLabel ?? `${item} 初期費用`,
        yen: v.setupYen,
        source: price.source,
      });
      initialCosts.push({
        key: `setup.${price.key}`,
        item: v.setupLabel ?? `${item} 初期費用`,
        totalYen: v.setupYen,
        instalmentMonths: 1,
        instalments: [v.setupYen],
        waivedYen: 0,
        waivedBy: [],
        source: price.source,
      });
    }
  }

  const ctx: RuleContext = { input, building, activeOptions: active, options: book.options };
  const resolution = resolveCampaigns(book.campaigns, ctx);
  const benefits: OneOffBenefit[] = [];

  const remaining = (month: number, target: LineTarget) => {
    let yen = 0;
    for (const l of months[month - 1]!) if (hits(l.key, target)) yen += l.yen;
    return yen;
  };

  for (const rule of resolution.appliedRules) {
    for (const b of rule.benefits) {
      if (b.kind === 'cashback' || b.kind === 'coupon') {
        const yen = benefitYen(b.yen, input);
        if (yen > 0)
          benefits.push({
            kind: b.kind,
            item: b.label,
            yen,
            upTo: b.upTo,
            paymentMonth: b.paymentMonth,
            source: rule.source,
          });
        continue;
      }
      const from = b.kind === 'feeWaiver' ? 1 : Math.max(1, b.fromMonth);
      const to = b.kind === 'feeWaiver' ? horizon : Math.min(horizon, b.toMonth);
      let waived = 0;
      for (let m = from; m <= to; m += 1) {
        const left = remaining(m, b.target);
        if (left <= 0) continue;
        const discount =
          b.kind === 'monthlyDiscount'
            ? Math.min(b.yen, left)
            : b.kind === 'fixedMonthlyPrice'
              ? Math.max(0, left - b.yen)
              : Math.min(left, b.yen - waived);
        if (discount <= 0) continue;
        waived += discount;
        for (const [key, yen] of allocate(months[m - 1]!, b.target, discount)) {
          add(m, { key, kind: 'discount', item: b.label, yen: -yen, source: rule.source });
        }
      }
      if (waived > 0) {
        for (const cost of initialCosts.filter((c) => hits(c.key, b.target))) {
          if (!cost.waivedBy.includes(rule.label)) cost.waivedBy.push(rule.label);
        }
      }
    }
  }
  // What the discounts took off each line key over the whole simulation (one pass over the months).
  const discounted = new Map<LineKey, number>();
  for (const lines of months)
    for (const l of lines)
      if (l.kind === 'discount') discounted.set(l.key, (discounted.get(l.key) ?? 0) - l.yen);
  for (const cost of initialCosts) {
    cost.waivedYen = discounted.get(cost.key) ?? 0;
    if (cost.waivedYen === 0) cost.waivedBy = [];
  }

  const monthCharges: MonthCharge[] = months.map((lines, i) => ({
    month: i + 1,
    lines,
    total: lines.reduce((s, l) => s + l.yen, 0),
  }));

  return {
    months: monthCharges,
    initialCosts,
    benefits,
    applied: resolution.applied,
    excluded: resolution.excluded,
    campaignData: computeCampaignData(resolution.appliedRules, input),
    totals: computeTotals(monthCharges, benefits),
    issues,
  };
}

/**
 * Whether a line of `key` is under a benefit's `target`: every line for 'total', else the line of
 * that key and the lines under it ('option' covers 'option.netflix'). Allocates nothing: it runs
 * for every line of every month a benefit covers.
 */
function hits(key: LineKey, target: LineTarget): boolean {
  if (target === 'total' || key === target) return true;
  return key.length > target.length && key[target.length] === '.' && key.startsWith(target);
}

/**
 * Spreads a discount over the lines its target covers, in line order, each line down to 0 at most,
 * so a discount is booked against the line it reduces (and no line key goes below 0).
 */
function allocate(
  lines: ChargeLine[],
  target: LineTarget,
  discount: number,
): Array<[LineKey, number]> {
  // Each key's balance this month, in the order its first line appears.
  const balances = new Map<LineKey, number>();
  for (const l of lines)
    if (hits(l.key, target)) balances.set(l.key, (balances.get(l.key) ?? 0) + l.yen);
  const out: Array<[LineKey, number]> = [];
  let left = discount;
  for (const [key, balance] of balances) {
    if (left <= 0) break;
    const take = Math.min(balance, left);
    if (take > 0) {
      out.push([key, take]);
      left -= take;
    }
  }
  return out;
}

/** Totals from the month totals and the one-off benefits (see {@link simulateFees}). */
export function computeTotals(months: MonthCharge[], benefits: OneOffBenefit[]): Totals {
  const sum = (from: number, to: number) =>
    months.filter((m) => m.month >= from && m.month <= to).reduce((s, m) => s + m.total, 0);
  const rest = months.filter((m) => m.month >= 2 && m.month <= 12).map((m) => m.total);
  const threeYear = sum(1, 36);
  const benefitsWithin3Years = benefits
    .filter((b) => b.paymentMonth <= 36 && !b.upTo)
    .reduce((s, b) => s + b.yen, 0);
  return {
    firstMonth: sum(1, 1),
    months2to12: { min: Math.min(...rest), max: Math.max(...rest), total: sum(2, 12) },
    firstYear: sum(1, 12),
    twoYear: sum(1, 24),
    threeYear,
    benefitsWithin3Years,
    effectiveMonthly: Math.ceil((threeYear - benefitsWithin3Years) / 36),
  };
}

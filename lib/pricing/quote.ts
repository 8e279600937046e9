import type { CampaignData } from '@/lib/state/types';
import { formatYen, formatYenRange, monthRangeLabel, monthRanges } from './format';
import type {
  CampaignOutcome,
  ChargeLine,
  ExcludedCampaign,
  InitialCost,
  LineKey,
  LineKind,
  MonthCharge,
  OneOffBenefit,
  PriceStep,
  SimulationResult,
  Totals,
} from './types';

/**
 * The estimate the visitor saw and agreed to, sent with the application (`estimate` of
 * applicationSchema): the totals of simulateFees (yen, tax-included) and the slugs of the applied
 * campaigns in order. The server never stores it: it compares it with its own quote.
 */
export interface QuoteEstimate {
  totals: Totals;
  campaigns: string[];
}

/** The {@link QuoteEstimate} of one simulation. */
export function estimateOf(result: SimulationResult): QuoteEstimate {
  return { totals: result.totals, campaigns: result.applied.map((a) => a.slug) };
}

/**
 * One charge line of the quote over the whole term: the months of simulateFees folded into
 * steps of equal yen (months with no such line are left out), so 36 months of a flat fee are one
 * step. Yen tax-included; discounts negative.
 */
export interface QuoteLine {
  key: LineKey;
  kind: LineKind;
  item: string;
  /** The content document the amount comes from ('plans/home', 'campaigns/one-year-980'). */
  source: string;
  steps: PriceStep[];
}

/**
 * The price of an application as the server computed and stored it (`applications.quote`, with
 * `applications.price_book_version`): what the operator honours and what the completed page, the
 * operator CLI/export and the back office show. Produced by applyCTC with simulateFees on the
 * server's price book (the content documents), the server's clock (Japan-time campaign windows),
 * the server's area search and the stored introduction. Amounts are integer yen, tax-included.
 * - `appliedAt`: ISO instant the campaigns were judged at; `priceBookVersion`: hash of the
 *   documents' prices and rules used (lib/server/pricing.ts);
 * - `monthlyLines`: every charge line by month range ({@link QuoteLine});
 * - `initialCosts`: 契約事務手数料, construction and set-up fees with instalments and waivers;
 * - `benefits`: cashback and coupons with their payment month;
 * - `applied` / `excluded`: campaigns, the excluded ones with the Japanese reason;
 * - `totals`: first month, months 2-12, 1/2/3-year sums, benefits, `effectiveMonthly` (実質月額);
 * - `campaignData`: the campaignData of spec section 3 derived from the applied campaigns.
 */
export interface StoredQuote {
  appliedAt: string;
  priceBookVersion: string;
  monthlyLines: QuoteLine[];
  initialCosts: InitialCost[];
  benefits: OneOffBenefit[];
  applied: CampaignOutcome[];
  excluded: ExcludedCampaign[];
  totals: Totals;
  campaignData: CampaignData;
}

/** Folds the months of a simulation into {@link QuoteLine}s (line order of first appearance). */
export function quoteLines(result: SimulationResult): QuoteLine[] {
  const lines: QuoteLine[] = [];
  // A line is its key, kind, item and source; the few lines of one key are told apart by
  // comparing the other three, which builds no string per charge (this runs for every line of
  // every month of every application).
  const byKey = new Map<LineKey, QuoteLine[]>();
  const lineOf = (l: ChargeLine): QuoteLine => {
    let same = byKey.get(l.key);
    if (!same) byKey.set(l.key, (same = []));
    for (const line of same)
      if (line.kind === l.kind && line.item === l.item && line.source === l.source) return line;
    const line: QuoteLine = { key: l.key, kind: l.kind, item: l.item, source: l.source, steps: [] };
    same.push(line);
    lines.push(line);
    return line;
  };
  for (const month of result.months) {
    const sums = new Map<QuoteLine, number>();
    for (const l of month.lines) {
      const line = lineOf(l);
      sums.set(line, (sums.get(line) ?? 0) + l.yen);
    }
    for (const [line, yen] of sums) {
      const last = line.steps.at(-1);
      if (last && last.yen === yen && last.toMonth === month.month - 1) last.toMonth = month.month;
      else line.steps.push({ fromMonth: month.month, toMonth: month.month, yen });
    }
  }
  return lines;
}

/** The {@link StoredQuote} of a simulation judged at `appliedAt` with the price book `priceBookVersion`. */
export function toStoredQuote(
  result: SimulationResult,
  meta: { appliedAt: string; priceBookVersion: string },
): StoredQuote {
  return {
    appliedAt: meta.appliedAt,
    priceBookVersion: meta.priceBookVersion,
    monthlyLines: quoteLines(result),
    initialCosts: result.initialCosts,
    benefits: result.benefits,
    applied: result.applied,
    excluded: result.excluded,
    totals: result.totals,
    campaignData: result.campaignData,
  };
}

/** One difference between the visitor's estimate and the server's, in Japanese, for the form step. */
export interface EstimateChange {
  /** 'totals.<field>', 'campaign.<slug>' or 'campaignData.<field>'. */
  key: string;
  label: string;
  before: string;
  after: string;
}

const TOTAL_LABELS: Record<Exclude<keyof Totals, 'months2to12'>, string> = {
  firstMonth: '初月',
  firstYear: '1年間の合計',
  twoYear: '2年間の合計',
  threeYear: '3年間の合計',
  benefitsWithin3Years: '3年以内の特典',
  effectiveMonthly: '実質月額',
};

const range = (t: Totals['months2to12']) => formatYenRange(t.min, t.max);

const show = (v: unknown) =>
  typeof v === 'boolean' ? (v ? '適用' : '適用なし') : v === null ? 'なし' : String(v);

/**
 * What differs between the estimate the browser sent (with its campaignData) and the server's
 * ({@link QuoteEstimate} and the campaignData simulateFees derived): each total, each campaign
 * that applies on one side only (titles from `titles`, slug → title), and every other
 * campaignData field (a flag also changes with its campaign: the page shows 'totals.' and
 * 'campaign.' changes and falls back to the others). Empty = they agree. Used by applyCTC (disagreement is refused, nothing
 * stored) and shown on /apply/form/ (the changed lines).
 */
export function estimateChanges(
  browser: { estimate: QuoteEstimate; campaignData: CampaignData },
  server: { estimate: QuoteEstimate; campaignData: CampaignData },
  titles: ReadonlyMap<string, string> = new Map(),
): EstimateChange[] {
  const changes: EstimateChange[] = [];
  const b = browser.estimate.totals;
  const s = server.estimate.totals;
  if (
    range(b.months2to12) !== range(s.months2to12) ||
    b.months2to12.total !== s.months2to12.total
  ) {
    changes.push({
      key: 'totals.months2to12',
      label: '2〜12か月目',
      before: range(b.months2to12),
      after: range(s.months2to12),
    });
  }
  for (const [field, label] of Object.entries(TOTAL_LABELS) as [
    keyof typeof TOTAL_LABELS,
    string,
  ][]) {
    if (b[field] !== s[field]) {
      changes.push({
        key: `totals.${field}`,
        label,
        before: formatYen(b[field]),
        after: formatYen(s[field]),
      });
    }
  }
  const before = new Set(browser.estimate.campaigns);
  const after = new Set(server.estimate.campaigns);
  for (const slug of [...new Set([...before, ...after])]) {
    if (before.has(slug) === after.has(slug)) continue;
    changes.push({
      key: `campaign.${slug}`,
      label: titles.get(slug) ?? slug,
      before: show(before.has(slug)),
      after: show(after.has(slug)),
    });
  }
  for (const field of Object.keys(server.campaignData) as (keyof CampaignData)[]) {
    const was = browser.campaignData[field];
    const is = server.campaignData[field];
    if (was === is) continue;
    changes.push({
      key: `campaignData.${field}`,
      label: `キャンペーン情報（${field}）`,
      before: show(was),
      after: show(is),
    });
  }
  return changes;
}

/**
 * applyCTC's answer when its quote differs from the visitor's estimate (BAD_USER_INPUT at
 * planData, `extensions.estimateUpdate`): the instant the server judged campaigns at (the wizard
 * prices with it from then on, so its estimate equals the server's), the server's estimate and
 * the changed lines. No personal data.
 */
export interface EstimateUpdate {
  appliedAt: string;
  estimate: QuoteEstimate;
  changes: EstimateChange[];
}

/** One run of months of equal bill in a {@link QuoteSummary}: toMonth null = from then on. */
export interface QuoteMonthRange {
  fromMonth: number;
  toMonth: number | null;
  yen: number;
}

/**
 * What the completed page shows of the stored quote (applyCTC's answer `quote`): the bill from
 * month 2 as the quote's own month ranges (`monthlyRanges`, e.g. 2〜12か月目 980円, 13か月目以降
 * 5,170円: never fixed labels), 月額 of months 2-12 (min and max), the first month, 実質月額, the
 * 3-year total, the initial costs (total and waived yen), the titles of the applied campaigns and
 * the 「最大」 benefits (`conditionalBenefits`, left out of 実質月額). Yen tax-included.
 */
export interface QuoteSummary {
  firstMonth: number;
  monthlyRanges: QuoteMonthRange[];
  monthlyMin: number;
  monthlyMax: number;
  threeYear: number;
  effectiveMonthly: number;
  initialCosts: { item: string; totalYen: number; waivedYen: number }[];
  campaigns: string[];
  /** 「最大」 benefits as conditions: '乗りかえ費用 最大50,000円'. */
  conditionalBenefits: string[];
  priceBookVersion: string;
}

/** The month-by-month bill of a stored quote (its lines' steps summed per month). */
export function quoteMonths(quote: Pick<StoredQuote, 'monthlyLines'>): MonthCharge[] {
  const steps = quote.monthlyLines.flatMap((l) => l.steps);
  const last = Math.max(0, ...steps.map((s) => s.toMonth ?? s.fromMonth));
  return Array.from({ length: last }, (_, i) => {
    const month = i + 1;
    const total = steps
      .filter((s) => s.fromMonth <= month && (s.toMonth === null || month <= s.toMonth))
      .reduce((sum, s) => sum + s.yen, 0);
    return { month, lines: [], total };
  });
}

/** Said under 実質月額 wherever a 「最大」 benefit applies (lib/pricing/simulate.ts computeTotals). */
export const UP_TO_NOTE =
  '「最大」の特典は条件によって金額が変わるため、実質月額に含めていません。';

/** 「最大」 benefits in words: '乗りかえ費用の還元 最大50,000円'. */
export function conditionalBenefitTexts(benefits: readonly OneOffBenefit[]): string[] {
  return benefits.filter((b) => b.upTo).map((b) => `${b.item} 最大${formatYen(b.yen)}`);
}

/** The {@link QuoteSummary} of a stored quote. */
export function quoteSummary(quote: StoredQuote): QuoteSummary {
  return {
    firstMonth: quote.totals.firstMonth,
    monthlyRanges: monthRanges(quoteMonths(quote)).map((r) => ({
      fromMonth: r.from,
      toMonth: r.open ? null : r.to,
      yen: r.yen,
    })),
    monthlyMin: quote.totals.months2to12.min,
    monthlyMax: quote.totals.months2to12.max,
    threeYear: quote.totals.threeYear,
    effectiveMonthly: quote.totals.effectiveMonthly,
    initialCosts: quote.initialCosts.map((c) => ({
      item: c.item,
      totalYen: c.totalYen,
      waivedYen: c.waivedYen,
    })),
    campaigns: quote.applied.map((a) => a.title),
    conditionalBenefits: conditionalBenefitTexts(quote.benefits),
    priceBookVersion: quote.priceBookVersion,
  };
}

/** One line of the stored quote as a receipt shows it: a label and its text (several for a list). */
export interface QuoteSummaryRow {
  label: string;
  values: string[];
  /** Whether `values` is a list (initial costs) rather than one text. */
  list: boolean;
  /** Whether the text is an amount (shown in bold). */
  amount: boolean;
  /** data-testid of the value on the completed page. */
  testId: string;
}

/**
 * The stored quote as every receipt writes it (the completed page, the back office, the
 * confirmation e-mail): 初月, the bill from month 2 by the quote's own month ranges
 * ('2〜12か月目 980円', '13か月目以降 5,170円': never fixed labels), 実質月額 (with UP_TO_NOTE when a
 * 「最大」 benefit applies), those benefits as conditions, 初期費用 (each item with its waived yen)
 * and キャンペーン, formatted with formatYen. The one place of these labels and texts, so the
 * e-mail shows exactly what the screen showed. An answer stored before the ranges existed shows
 * 月額（2〜12か月目） as stored. Pure.
 */
export function quoteSummaryRows(quote: QuoteSummary): QuoteSummaryRow[] {
  const one = (label: string, value: string, testId: string, amount = true): QuoteSummaryRow => ({
    label,
    values: [value],
    list: false,
    amount,
    testId,
  });
  const list = (label: string, values: string[], testId: string): QuoteSummaryRow => ({
    label,
    values,
    list: true,
    amount: false,
    testId,
  });
  const ranges = quote.monthlyRanges ?? [];
  const conditional = quote.conditionalBenefits ?? [];
  return [
    one('初月', formatYen(quote.firstMonth), 'completed-first-month'),
    ranges.length > 0
      ? list(
          '2か月目からの月額',
          ranges.map(
            (r) =>
              `${monthRangeLabel({ from: r.fromMonth, to: r.toMonth ?? r.fromMonth, open: r.toMonth === null })} ${formatYen(r.yen)}`,
          ),
          'completed-months',
        )
      : one(
          '月額（2〜12か月目）',
          formatYenRange(quote.monthlyMin, quote.monthlyMax),
          'completed-monthly',
        ),
    one('実質月額', formatYen(quote.effectiveMonthly), 'completed-effective'),
    ...(conditional.length > 0
      ? [
          one('実質月額について', UP_TO_NOTE, 'completed-effective-note', false),
          list('条件により受け取れる特典', conditional, 'completed-conditional'),
        ]
      : []),
    list(
      '初期費用',
      quote.initialCosts.map(
        (c) =>
          `${c.item} ${formatYen(c.totalYen)}${c.waivedYen > 0 ? `（${formatYen(c.waivedYen)} 割引）` : ''}`,
      ),
      'completed-initial-costs',
    ),
    one('キャンペーン', quote.campaigns.join('、') || 'なし', 'completed-campaigns', false),
  ];
}

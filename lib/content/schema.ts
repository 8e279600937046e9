/**
 * Frontmatter schemas (zod 4) and types of every content collection. This file is the contract
 * between the editors' MDX files (content/**), the build (contentlayer.config.ts validates every
 * document with these schemas and fails with path, field and reason), `npm run content:check`,
 * and the fee simulation (lib/pricing/), which reads prices and campaign rules ONLY from
 * documents typed here: no yen amount is hard-coded in components.
 *
 * Conventions:
 * - Money: integer yen, TAX-INCLUDED (税込). A figure published 税抜 is converted before writing it
 *   (200円税抜 -> 220). `priceStatus: placeholder` marks a figure nobody has confirmed yet; the
 *   content check lists them.
 * - Dates: 'YYYY-MM-DD' or 'YYYY-MM-DDTHH:mm[:ss]' in JAPAN TIME (Asia/Tokyo); an explicit offset
 *   ('Z', '+09:00') is taken as written. A date-only validFrom starts at 00:00 JST; a date-only
 *   validUntil includes that whole day (ends at 00:00 JST of the next day). See validityWindow in lib/time.ts.
 * - Months are billing months counted from activation: month 1 is the activation month (開通月),
 *   month 2 the next one (開通月の翌月), and so on.
 * - slug = file name without extension (index -> the collection's root URL); url ends with '/'.
 */
import { z } from 'zod';
import type { CampaignData, PlanData } from '@/lib/state/types';
import { isJstDateValue, validityWindow } from '../time';

/* ------------------------------------------------------------------ shared pieces */

/** The seven layouts of spec section 2; each maps to a route group app/(site)/(<layout>)/. */
export const LAYOUTS = ['default', 'minimum', 'apply', 'campaign', 'option', 'set-wari', 'simulation'] as const;
export const layoutSchema = z.enum(LAYOUTS, {
  error: (issue) => `unknown layout ${JSON.stringify(issue.input)}: use one of ${LAYOUTS.join(', ')}`,
});
export type Layout = z.infer<typeof layoutSchema>;

/** 'YYYY-MM-DD' or ISO date-time; Japan time unless an offset is written. */
export const jstDateSchema = z
  .string()
  .refine(isJstDateValue, { message: "expected 'YYYY-MM-DD' or 'YYYY-MM-DDTHH:mm' (Japan time) naming a real date" });

/** 'confirmed' = figure checked against a source; 'placeholder' = stand-in, listed by content:check. */
export const priceStatusSchema = z.enum(['confirmed', 'placeholder']);
export type PriceStatus = z.infer<typeof priceStatusSchema>;

/** Net plans (planData.selectedPlan). */
export const planKeySchema = z.enum(['plan1G', 'plan10G']);
export type PlanKey = z.infer<typeof planKeySchema>;

/** Building types in content: house = 戸建て (planData.buildingType 0), mansion = マンション (1). */
export const contentBuildingTypeSchema = z.enum(['house', 'mansion']);
export type ContentBuildingType = z.infer<typeof contentBuildingTypeSchema>;

/** Boolean planData flags a rule may require (e.g. a campaign or option that needs 光電話 -> isPhone). */
export const PLAN_FLAGS = [
  'isPhone',
  'isTV',
  'isAnshinSupport',
  'isWaribikiPack',
  'isSecurityPack',
  'isNumberDisplay',
  'isPlusNumber',
  'isPlusChannel',
  'isAnshinPhone',
  'isUnannounced',
  'isWarikomi',
  'isRejectNuisanceCall',
  'isTensou',
  'isTensouSelected',
  'is050',
  'isKurashiSupport',
  'isDazn',
  'isMeshWiFi',
  'isGamingCustom',
  'isSmartHome',
  'isVideo',
  'isGigazo',
  'isHolidayConstruction',
  'isHulu',
  'isYTP',
  'isOtherPhoneOp',
] as const satisfies readonly (keyof PlanData)[];
export const planFlagSchema = z.enum(PLAN_FLAGS);
export type PlanFlag = z.infer<typeof planFlagSchema>;

/** The boolean campaignData flags (spec section 3) a campaign document can drive. */
export const CAMPAIGN_KEYS = [
  'isOriginal30000CP',
  'isOriginal25000CP',
  'isOriginal5000CP',
  'isOriginalAddCP',
  'isOriginalLimitedAddCP',
  'isOriginalFriendCP',
  'isOneYear980CP',
  'isOneYearWariCP',
  'isChangeCP',
  'isNetflixCP',
  'isAuCouponCP',
  'is10GAndGigazoCP3',
  'is25000CP',
  'is50000CP',
  'is10GAnd980CP6',
  'is1GAnd980CP6',
  'is10GAndNetflixCP',
  'isPhoneWariCP',
  'isGamingCustomCP',
  'isMeshCP',
  'isEntameSet110CP',
  'isEntameSet440CP',
] as const satisfies readonly (keyof CampaignData)[];
export const campaignKeySchema = z.enum(CAMPAIGN_KEYS);
export type CampaignKey = z.infer<typeof campaignKeySchema>;

/** campaignData amount fields whose runtime value replaces a benefit's `amount` (spec section 3/9). */
export const AMOUNT_FIELDS = ['originalAddCPCost', 'originalLimitedAddCPCost', 'originalFriendCPCost'] as const satisfies readonly (keyof CampaignData)[];
export const amountFieldSchema = z.enum(AMOUNT_FIELDS);
export type AmountField = z.infer<typeof amountFieldSchema>;

/** An image placed by a document. src is under public/ and starts with '/images/'; width/height in px must match the file. */
export const imageRefSchema = z.strictObject({
  src: z.string().regex(/^\/images\/[\w\-./]+\.(webp|png|jpg|jpeg|svg)$/, { message: "must be a path under /images/ (e.g. '/images/campaigns/change.webp')" }),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** Alternative text in Japanese: what the banner says. */
  alt: z.string().min(1),
});
export type ImageRef = z.infer<typeof imageRefSchema>;

/**
 * The widest a content image is shown (CSS px): the full width of the screen on a phone, at most the
 * widest content column (max-w-5xl, 1024 px) on a wide screen. Never below the rendered width, so
 * the browser never picks a candidate too small to be sharp.
 */
export const CONTENT_IMAGE_SIZES = '(min-width: 1024px) 1024px, 100vw';

/** Who a rule applies to. Every list left out means "no restriction". */
export const eligibilitySchema = z.strictObject({
  /** Net plans it applies to; omitted = both. */
  plans: z.array(planKeySchema).min(1).optional(),
  /** Building types it applies to; omitted = both. */
  buildingTypes: z.array(contentBuildingTypeSchema).min(1).optional(),
  /** planData flags that must all be true (e.g. ['isPhone'] = needs 光電話). */
  options: z.array(planFlagSchema).default([]),
  /** baseMenu values it applies to (0 net, 1 net+phone, 2 net+phone+TV); omitted = any. */
  baseMenus: z.array(z.union([z.literal(0), z.literal(1), z.literal(2)])).optional(),
  /** areaData.is10GArea must be true. */
  is10GArea: z.boolean().default(false),
  /** areaData.isTVArea must be true. */
  isTVArea: z.boolean().default(false),
  /** A verified introducer (campaignData.introducerId, checkIntroductionId) is required. */
  introducer: z.boolean().default(false),
  /** Only for applications made on this web site. */
  webApplication: z.boolean().default(false),
  /** Only for new contracts (not 移転 / plan changes). */
  newContract: z.boolean().default(true),
  /** Only when switching from another provider (乗りかえ). */
  switching: z.boolean().default(false),
});
export type Eligibility = z.infer<typeof eligibilitySchema>;

/* ------------------------------------------------------------------ prices (plans, options, set discounts) */

/**
 * One price line the fee engine can compute with.
 * - kind 'monthly': yen per month, from `fromMonth` to `untilMonth` (inclusive; omitted = no end).
 * - kind 'initial': one-off yen; `installments` > 0 means paid in that many equal monthly parts.
 * - kind 'perUnit': yen per `unitLabel` (per number, per device, per line), monthly unless `once`.
 * `key` is stable and unique inside the document (the engine looks lines up by key, e.g.
 * 'net.house.plan10G', 'phone.base', 'construction.net'); `variant` matches a planData value for
 * options with sub-plans (netflixPlan, daznPlan, videoPlan, kurashiSupportPlan).
 */
export const priceItemSchema = z.strictObject({
  key: z.string().regex(/^[a-zA-Z0-9][\w.+-]*$/, { message: 'use letters, digits and . _ - + (e.g. net.house.plan10G)' }),
  label: z.string().min(1),
  kind: z.enum(['monthly', 'initial', 'perUnit']),
  /** Yen, tax-included. */
  amount: z.number().int().nonnegative(),
  /** For perUnit: what one unit is, e.g. '1番号あたり'. */
  unitLabel: z.string().optional(),
  /** For perUnit: true = a one-off per unit, false = monthly per unit. */
  once: z.boolean().default(false),
  /** For initial: number of monthly instalments (0 = paid at once). */
  installments: z.number().int().nonnegative().default(0),
  /** For monthly: first billing month it applies (1 = first month after activation). */
  fromMonth: z.number().int().positive().default(1),
  /** For monthly: last billing month it applies (inclusive); omitted = open-ended. */
  untilMonth: z.number().int().positive().optional(),
  /** Contract term it belongs to (スタート割 2-year / 5-year, or none). */
  term: z.enum(['none', '2year', '5year']).optional(),
  /** Restrictions of this line (plan, building type, needed options). */
  conditions: eligibilitySchema.optional(),
  /** Sub-plan value this line prices (matches planData netflixPlan / daznPlan / videoPlan / kurashiSupportPlan). */
  variant: z.string().optional(),
  /**
   * The planData flag that turns this line on in the fee simulation, when it differs from the
   * document's `flag` (e.g. phone.tensou in options/phone.mdx -> isTensou). Omitted = the
   * document's flag (lib/pricing/from-content.ts).
   */
  flag: planFlagSchema.optional(),
  /** True when the line is charged only if the customer asks (e.g. 撤去工事, 休日工事). */
  optional: z.boolean().default(false),
  priceStatus: priceStatusSchema,
  /** Shown to visitors under the line's label. */
  note: z.string().optional(),
  /** The editors' note on this figure (its source, why it is a placeholder): never rendered. */
  editorNote: z.string().optional(),
});
export type PriceItem = z.infer<typeof priceItemSchema>;

/** A document's price lines: keys unique inside the document. */
export const priceListSchema = z
  .array(priceItemSchema)
  .default([])
  .superRefine((items, ctx) => {
    const seen = new Set<string>();
    items.forEach((item, i) => {
      if (seen.has(item.key)) ctx.addIssue({ code: 'custom', path: [i, 'key'], message: `duplicate price key '${item.key}'` });
      seen.add(item.key);
    });
  });

/* ------------------------------------------------------------------ collections */

/** Fields every document has. */
export const commonSchema = z.strictObject({
  /** Page heading and <title> (the site's title template adds the subtitle). */
  title: z.string().min(1),
  /** Meta description, 50-160 characters is a good length. */
  description: z.string().min(1),
  layout: layoutSchema,
  /** Sort order in lists, ascending (smaller first). */
  order: z.number().int().default(100),
  /** Drafts are built but never listed, routed or put in the sitemap. */
  draft: z.boolean().default(false),
  /** Thumbnail / list image (optional). */
  thumbnail: imageRefSchema.optional(),
});

/**
 * What a campaign benefit applies to (campaign frontmatter `benefits[].target`; the fee engine in
 * lib/pricing reads it): net = the net monthly fee, phone / tv = those monthly fees, option = the
 * option given in `optionSlug`, construction = 工事費 (net and TV), construction.net /
 * construction.tv = the 光ネット / 光テレビ 標準工事費 only, contractFee = 契約事務手数料,
 * switchingCost = the old provider's cancellation costs, total = the bill as a whole.
 */
export const BENEFIT_TARGETS = [
  'net',
  'phone',
  'tv',
  'option',
  'construction',
  'construction.net',
  'construction.tv',
  'contractFee',
  'switchingCost',
  'total',
] as const;

/**
 * A campaign benefit. Amounts are yen tax-included.
 * - cashback: `amount` paid once (bank transfer) in billing month `paidInMonth`.
 * - coupon: `amount` worth of coupons/points given once in `paidInMonth`.
 * - monthlyDiscount: `amount` off per month on `target`, for `months` months from `fromMonth`.
 * - fixedMonthlyPrice: `target` costs exactly `amount` per month for `months` months from `fromMonth`
 *   (e.g. the first-year 980円/月).
 * - feeWaiver: `amount` of a one-off fee on `target` waived (e.g. 工事費 27,500円 実質無料).
 * `amountFrom`: a campaignData field whose runtime value replaces `amount` (always-on add =
 * originalAddCPCost; friend = originalFriendCPCost from the introducer).
 * `upTo`: the amount is a ceiling (the real value depends on the customer's receipts).
 * `excludes`: slugs of campaigns that cannot be combined with this one (checked both ways).
 */
export const benefitSchema = z
  .strictObject({
    kind: z.enum(['cashback', 'coupon', 'monthlyDiscount', 'fixedMonthlyPrice', 'feeWaiver']),
    amount: z.number().int().nonnegative(),
    amountFrom: amountFieldSchema.optional(),
    upTo: z.boolean().default(false),
    months: z.number().int().positive().optional(),
    fromMonth: z.number().int().positive().default(1),
    paidInMonth: z.number().int().positive().optional(),
    /** What the benefit applies to: {@link BENEFIT_TARGETS}. */
    target: z.enum(BENEFIT_TARGETS),
    /** content/options/<slug>.mdx when target is 'option'. */
    optionSlug: z.string().optional(),
    excludes: z.array(z.string()).default([]),
    /**
     * True when the plan prices in content/plans/ already include this benefit (e.g. スタート割):
     * the engine shows it as applied but must not subtract `amount` again.
     */
    includedInPrices: z.boolean().default(false),
  })
  .superRefine((b, ctx) => {
    const monthly = b.kind === 'monthlyDiscount' || b.kind === 'fixedMonthlyPrice';
    if (monthly && b.months === undefined) ctx.addIssue({ code: 'custom', path: ['months'], message: `required for kind '${b.kind}'` });
    if ((b.kind === 'cashback' || b.kind === 'coupon') && b.paidInMonth === undefined)
      ctx.addIssue({ code: 'custom', path: ['paidInMonth'], message: `required for kind '${b.kind}' (billing month it is paid in)` });
    if (b.target === 'option' && !b.optionSlug) ctx.addIssue({ code: 'custom', path: ['optionSlug'], message: "required when target is 'option'" });
  });
export type Benefit = z.infer<typeof benefitSchema>;

/**
 * Campaign (content/campaigns/<slug>.mdx -> /campaign/<slug>/). Listed on /campaign/ while active:
 * from validFrom (inclusive) until validUntil (exclusive end, see the file header), Japan time.
 * `group`: base = the mutually exclusive base campaigns (campaignData.baseCampaign: 乗りかえ,
 * 1年980, 50,000円 cashback); addon = stacks on a base (always-on add, limited add, friend);
 * option = tied to an option or plan (mesh, phone, video ...).
 */
export const campaignSchema = commonSchema
  .extend({
    validFrom: jstDateSchema,
    validUntil: jstDateSchema.optional(),
    banner: imageRefSchema,
    /** One or two sentences for the list card. */
    summary: z.string().min(1),
    /** 適用条件, one line each, shown as a list. */
    conditions: z.array(z.string().min(1)).min(1),
    /** 特典の受け取り方法. */
    howToReceive: z.string().min(1),
    /** Net plans it is for (both when it does not matter). */
    plans: z.array(planKeySchema).min(1),
    buildingTypes: z.array(contentBuildingTypeSchema).min(1),
    /** Extra requirements (options, area, introducer ...); plans/buildingTypes above take precedence. */
    requires: eligibilitySchema.omit({ plans: true, buildingTypes: true }).default({
      options: [],
      is10GArea: false,
      isTVArea: false,
      introducer: false,
      webApplication: false,
      newContract: true,
      switching: false,
    }),
    /** The campaignData flag this campaign drives; omitted when no flag exists for it. */
    campaignKey: campaignKeySchema.optional(),
    group: z.enum(['base', 'addon', 'option']),
    /** campaignData.campaignPolicy this campaign belongs to ('benefits' 特典重視, 'price' 料金重視); omitted = either. */
    policy: z.enum(['benefits', 'price']).optional(),
    benefit: benefitSchema,
    priceStatus: priceStatusSchema,
    /** Label on the list card, e.g. '最大50,000円'. */
    badge: z.string().optional(),
  })
  .superRefine((c, ctx) => {
    if (c.validUntil && isJstDateValue(c.validFrom) && isJstDateValue(c.validUntil)) {
      const { startsAt, endsAt } = validityWindow(c.validFrom, c.validUntil);
      if (endsAt !== null && endsAt <= startsAt)
        ctx.addIssue({ code: 'custom', path: ['validUntil'], message: `must be on or after validFrom (${c.validFrom})` });
    }
  });
export type CampaignFrontmatter = z.infer<typeof campaignSchema>;

/**
 * Option (content/options/<slug>.mdx -> /option/<slug>/; index.mdx -> /option/).
 * `flag`: the planData flag that turns it on in the simulation (e.g. isMeshWiFi).
 */
export const optionSchema = commonSchema.extend({
  flag: planFlagSchema.optional(),
  category: z.enum(['phone', 'tv', 'video', 'network', 'support', 'entertainment', 'home', 'index']),
  /** One line for the option list card. */
  summary: z.string().min(1),
  prices: priceListSchema,
  /** Who can order it (e.g. options: ['isPhone'] = needs 光電話). */
  conditions: eligibilitySchema.default({ options: [], is10GArea: false, isTVArea: false, introducer: false, webApplication: false, newContract: false, switching: false }),
  /** Human-readable notes shown under the price table. */
  notes: z.array(z.string()).default([]),
  /** planData flags of the options a pack contains (割引パックPlus): not charged separately while the pack is on. */
  includes: z.array(planFlagSchema).default([]),
  priceStatus: priceStatusSchema,
});
export type OptionFrontmatter = z.infer<typeof optionSchema>;

/**
 * Plan (content/plans/<slug>.mdx: index -> /plan/, home -> /plan/home/, mansion -> /plan/mansion/).
 * prices carry the net monthly fees per plan (1G/10G), the 光電話 base fee, initial costs
 * (契約事務手数料, 工事費 with instalments) and removal costs.
 */
export const planSchema = commonSchema.extend({
  /** Which building type the page covers; omitted on the overview. */
  buildingType: contentBuildingTypeSchema.optional(),
  summary: z.string().min(1),
  /** Tab art on /plan/. */
  tab: imageRefSchema.optional(),
  prices: priceListSchema,
  notes: z.array(z.string()).default([]),
  priceStatus: priceStatusSchema,
});
export type PlanFrontmatter = z.infer<typeof planSchema>;

/** Service information page (content/service/**.mdx -> /service/<path>/, e.g. construction/home). */
export const serviceSchema = commonSchema.extend({
  /** Prices shown on the page (termination fees, construction); optional. */
  prices: priceListSchema,
  priceStatus: priceStatusSchema.default('confirmed'),
});
export type ServiceFrontmatter = z.infer<typeof serviceSchema>;

/** Landing page (content/special/<slug>.mdx -> /special/<slug>/). */
export const specialSchema = commonSchema.extend({
  hero: imageRefSchema,
  /** Main call to action; an internal path ending with '/'. */
  cta: z.strictObject({ label: z.string().min(1), href: z.string().min(1) }),
  /** Campaign slugs featured on the page (shown only while active). */
  campaigns: z.array(z.string()).default([]),
});
export type SpecialFrontmatter = z.infer<typeof specialSchema>;

/**
 * Set discount with a mobile carrier (content/set-wari/<slug>.mdx -> /set-wari/<slug>/). Not a
 * campaign: no validity window, billed by the carrier; shown in /campaign/#set-wari.
 * `prices`: monthly discount per mobile line (kind 'perUnit', unitLabel '1回線あたり'), variant =
 * the mobile plan family. `excludes`: campaign slugs that stop when this discount starts.
 */
export const setWariSchema = commonSchema.extend({
  carrier: z.string().min(1),
  summary: z.string().min(1),
  banner: imageRefSchema,
  requires: eligibilitySchema.default({ options: ['isPhone'], is10GArea: false, isTVArea: false, introducer: false, webApplication: false, newContract: false, switching: false }),
  /** Maximum number of mobile lines discounted. */
  maxLines: z.number().int().positive().optional(),
  prices: priceListSchema,
  excludes: z.array(z.string()).default([]),
  priceStatus: priceStatusSchema,
});
export type SetWariFrontmatter = z.infer<typeof setWariSchema>;

/** Collection names, their folders under content/, URL prefixes and schemas. */
export const COLLECTIONS = {
  Campaign: { dir: 'campaigns', urlPrefix: '/campaign/', schema: campaignSchema },
  Option: { dir: 'options', urlPrefix: '/option/', schema: optionSchema },
  Plan: { dir: 'plans', urlPrefix: '/plan/', schema: planSchema },
  Service: { dir: 'service', urlPrefix: '/service/', schema: serviceSchema },
  Special: { dir: 'special', urlPrefix: '/special/', schema: specialSchema },
  SetWari: { dir: 'set-wari', urlPrefix: '/set-wari/', schema: setWariSchema },
} as const;
export type CollectionName = keyof typeof COLLECTIONS;

/** The route group (= layout) each collection renders in (app/(site)/(<layout>)/...). */
export const COLLECTION_LAYOUT: Record<CollectionName, Layout> = {
  Campaign: 'campaign',
  Option: 'option',
  Plan: 'default',
  Service: 'default',
  Special: 'default',
  SetWari: 'set-wari',
};

/** Computed on every document (lib/content/): slug from the file path, url with trailing slash. */
export interface Computed {
  collection: CollectionName;
  /** File path under its folder without extension ('construction/home'); 'index' for the root. */
  slug: string;
  /** '/campaign/change/', '/option/' (index), always ending with '/'. */
  url: string;
  /** Source file, relative to content/ (for error messages). */
  sourcePath: string;
}

/** A campaign as lib/content/ hands it out: plain, serialisable; validity as epoch ms (Japan-time rules applied). */
export type Campaign = CampaignFrontmatter & Computed & { startsAt: number; endsAt: number | null };
export type Option = OptionFrontmatter & Computed;
export type Plan = PlanFrontmatter & Computed;
export type Service = ServiceFrontmatter & Computed;
export type Special = SpecialFrontmatter & Computed;
export type SetWari = SetWariFrontmatter & Computed;

/** Derives slug and url from a path relative to the collection folder ('construction/home.mdx'). */
export function computeSlugAndUrl(collection: CollectionName, relativePath: string): { slug: string; url: string } {
  const slug = relativePath.replace(/\.mdx?$/, '');
  const prefix = COLLECTIONS[collection].urlPrefix;
  return { slug, url: slug === 'index' ? prefix : `${prefix}${slug.replace(/\/index$/, '')}/` };
}

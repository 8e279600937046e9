import 'server-only';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  planDataFromArea,
  searchArea as searchAreaRule,
  type AreaSearchInput,
} from '@/lib/area/search-area';
import { systemClock } from '@/lib/time';
import { getPriceBook } from '@/lib/pricing/get-price-book';
import { introductionAmount } from '@/lib/pricing/campaigns';
import { estimateFor } from '@/lib/pricing/estimate';
import {
  estimateChanges,
  toStoredQuote,
  type EstimateUpdate,
  type QuoteEstimate,
  type StoredQuote,
} from '@/lib/pricing/quote';
import { chosenServices } from '@/lib/pricing/services';
import type { IntroductionState, PriceBook } from '@/lib/pricing/types';
import type { AreaData, CampaignData, PlanData } from '@/lib/state/types';
import { APPLICATION_MESSAGES, type Application } from '@/lib/validation/application';
import { INTRODUCTION_ID_PATTERN, normalizeIntroductionId } from '@/lib/validation/introduction';
import { areaSearcher } from './area/search';
import type { Db } from './db/client';
import { introductionIds } from './db/schema';
import type { FieldIssue } from './graphql/errors';

/** Messages of the server's own checks (Japanese, shown next to the field). */
export const SERVER_PRICING_MESSAGES = {
  estimateUpdated:
    'お見積もりの内容が更新されました。最新のお見積もりをご確認のうえ、あらためてお申し込みください',
  introducerInvalid:
    'ご紹介IDを確認できませんでした（無効または有効期限切れです）。ご紹介IDをご確認ください',
  planUnavailable: '選択したプランはこの住所ではお申し込みいただけません',
  maintenance:
    'ただいまメンテナンス中のため、お申し込みを受け付けていません。時間をおいてお試しいただくか、お電話でお申し込みください',
} as const;

/** The server's price book and its version (hash of the prices and rules read from the documents). */
export interface VersionedPriceBook {
  book: PriceBook;
  /** First 16 hex digits of SHA-256 over the price book's JSON (documents' prices, rules, sources). */
  version: string;
}

let cached: VersionedPriceBook | null = null;

/**
 * The price book of the deployed content documents (getPriceBook) with its version. Documents are
 * part of the build, so it is built once per process.
 */
export function serverPriceBook(): VersionedPriceBook {
  if (cached) return cached;
  const book = getPriceBook();
  const version = createHash('sha256').update(JSON.stringify(book)).digest('hex').slice(0, 16);
  cached = { book, version };
  return cached;
}

/**
 * The stored introduction of an introducer id: the row exists, is active and not expired at `now`
 * (epoch ms); the amount is the friend campaign document's ({@link introductionAmount}), never the
 * browser's. null for an unknown, inactive or expired id. Used by checkIntroductionId and applyCTC.
 */
export async function findIntroduction(
  db: Pick<Db, 'select'>,
  introducerId: string,
  now: number,
  book: PriceBook,
): Promise<IntroductionState | null> {
  const id = normalizeIntroductionId(introducerId.slice(0, 40));
  if (!INTRODUCTION_ID_PATTERN.test(id)) return null;
  const [row] = await db.select().from(introductionIds).where(eq(introductionIds.id, id));
  if (!row || !row.isActive || (row.expiresAt && row.expiresAt.getTime() < now)) return null;
  return { introducerId: id, originalFriendCPCost: introductionAmount(book.campaigns) };
}

/** What applyCTC stores: the server's planData, areaData, campaignData and quote. */
export interface PricedApplication {
  planData: PlanData;
  areaData: AreaData;
  campaignData: CampaignData;
  quote: StoredQuote;
}

export type PricingOutcome =
  | { ok: true; priced: PricedApplication }
  | { ok: false; fields: FieldIssue[]; estimateUpdate?: EstimateUpdate };

/**
 * Prices a parsed application on the server (ARCHITECTURE "Application" flow; nothing the browser
 * computed is trusted):
 * 1. the area search for the installation address, with the browser's rule for apartments (two
 *    searches merged, lib/area/search-area.ts) over the server's coverage data; outside the
 *    service area → areaData.isServiceArea, 10G where the town has none → planData.selectedPlan,
 *    TV where there is none → planData.isTV (messages of applicationSchema);
 * 2. planData's area fields (building priced as house or apartment, mansionPlanType) from that
 *    result (planDataFromArea);
 * 3. the introduction: a set campaignData.introducerId must be a stored, active, unexpired id
 *    (else campaignData.introducerId); its amount is the friend campaign document's;
 * 4. estimateFor (lib/pricing/estimate.ts) with the server's price book at `now` (the content clock, Japan-time windows):
 *    its campaignData and estimate must equal the browser's, else `planData` with
 *    {@link SERVER_PRICING_MESSAGES}.estimateUpdated and the {@link EstimateUpdate}.
 * Reads only; `now` is epoch ms (default the content clock, CONTENT_NOW-aware).
 */
export async function priceApplication(
  db: Db,
  app: Application,
  now: number = systemClock(),
): Promise<PricingOutcome> {
  const info = app.installationInfo;
  return priceChoice(
    db,
    {
      searchInput: {
        postalCode: info.postalCode,
        prefecture: info.state_kanji,
        city: info.city_kanji,
        town: info.town_kanji,
        line1: info.line1_kanji,
        buildingName: info.line2_kanji,
        buildingType: app.planData.buildingType,
        isNoAddress: app.planData.isNoAddress,
      },
      planData: app.planData,
      campaignData: app.campaignData,
      estimate: app.estimate,
    },
    now,
  );
}

/** A plan choice to price: the address searched, the browser's plan, campaigns and estimate. */
export interface PlanChoice {
  searchInput: AreaSearchInput;
  planData: PlanData;
  campaignData: CampaignData;
  estimate: QuoteEstimate | null;
  /** The server's area result for searchInput when the caller has searched already. */
  areaData?: AreaData;
}

/**
 * Steps 1-4 of {@link priceApplication} for a plan choice (also a resumed draft's plan,
 * lib/server/db/repositories/drafts.ts): the server's area search (unless `areaData` is given), the
 * introduction, and simulateFees compared with `estimate`. Reads only; `now` epoch ms.
 */
export async function priceChoice(
  db: Db,
  choice: PlanChoice,
  now: number = systemClock(),
): Promise<PricingOutcome> {
  const { book, version } = serverPriceBook();
  const { searchInput } = choice;
  const app = choice;
  const areaData = choice.areaData ?? (await searchAreaRule(searchInput, areaSearcher(db)));
  const fields: FieldIssue[] = [];
  if (areaData.result !== 'success' || !areaData.isServiceArea) {
    fields.push({ path: 'areaData.isServiceArea', message: APPLICATION_MESSAGES.notServiceArea });
  } else {
    if (app.planData.selectedPlan === 'plan10G' && !areaData.is10GArea) {
      fields.push({ path: 'planData.selectedPlan', message: APPLICATION_MESSAGES.no10G });
    }
    if (chosenServices(app.planData).tv && !areaData.isTVArea) {
      fields.push({ path: 'planData.isTV', message: APPLICATION_MESSAGES.noTV });
    }
  }
  const claimed = app.campaignData.introducerId;
  const introduction = claimed ? await findIntroduction(db, claimed, now, book) : null;
  if (claimed && !introduction) {
    fields.push({
      path: 'campaignData.introducerId',
      message: SERVER_PRICING_MESSAGES.introducerInvalid,
    });
  }
  if (fields.length > 0) return { ok: false, fields };

  const planData: PlanData = { ...app.planData, ...planDataFromArea(searchInput, areaData) };
  const appliedAt = new Date(now).toISOString();
  const priced = estimateFor(
    { planData, campaignData: app.campaignData, customerData: { areaData }, introduction },
    book,
    appliedAt,
  );
  if (priced.unavailable.length > 0) {
    return {
      ok: false,
      fields: [{ path: 'planData.selectedPlan', message: SERVER_PRICING_MESSAGES.planUnavailable }],
    };
  }
  const { simulation: result, estimate } = priced;
  const titles = new Map(
    [...result.applied, ...result.excluded].map((c) => [c.slug, c.title] as const),
  );
  // applicationSchema requires the estimate; a draft saved before the plan was priced has none.
  const changes = app.estimate
    ? estimateChanges(
        { estimate: app.estimate, campaignData: app.campaignData },
        { estimate, campaignData: result.campaignData },
        titles,
      )
    : [];
  if (changes.length > 0) {
    return {
      ok: false,
      fields: [{ path: 'planData', message: SERVER_PRICING_MESSAGES.estimateUpdated }],
      estimateUpdate: { appliedAt, estimate, changes },
    };
  }
  return {
    ok: true,
    priced: {
      planData,
      areaData,
      campaignData: result.campaignData,
      quote: toStoredQuote(result, { appliedAt, priceBookVersion: version }),
    },
  };
}

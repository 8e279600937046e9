import type { AreaSearchInput } from '@/lib/area/search-area';
import type { EstimateUpdate, QuoteEstimate, QuoteSummary } from '@/lib/pricing/quote';
import type { AreaData, CampaignData, InstallationInfo, PlanData } from '@/lib/state/types';
import type { Form2 } from '@/lib/validation/form2';
import type { Form3 } from '@/lib/validation/form3';
import type { Terms } from '@/lib/validation/terms';

/*
 * The application as the wizard submits it and what the submission answers: shared by the
 * application-flow machine (machines/) and the submission (./submit-application.ts).
 */

/**
 * customerData (spec section 3) as far as the wizard holds it: the area step's result and each
 * personal step's PARSED value (null until the step's form submitted it, and again after a plan
 * change invalidated it, see machines/step-invalidation.ts). Personal: never persisted.
 */
export interface FlowCustomerData {
  installationInfo: InstallationInfo | null;
  areaData: AreaData | null;
  /** The area form's last input (address and building type), kept so the form can be refilled. */
  areaSearchInput: AreaSearchInput | null;
  form2: Form2 | null;
  form3: Form3 | null;
  terms: Terms | null;
}

/** What the server returns for an accepted application. */
export interface ApplicationReceipt {
  receiptNumber: string;
  /** ISO 8601 instant. */
  receivedAt: string | null;
  /** The new customer's own introduction id, to share with friends (referral link). */
  introductionId?: string | null;
  /** Estimated construction period of the area result (areaData.period), kept after the clear. */
  period?: string | null;
  /** The server's stored quote (月額, 初期費用, campaigns) as applyCTC answered it. */
  quote?: QuoteSummary | null;
  /**
   * A new build without 番地: the pin and the applicant's note, for the receipt. Held in memory
   * only (never persisted with the receipt: a place is personal data); after a reload the
   * receipt page reads it again from the server with `placeToken`.
   */
  newBuild?: NewBuildPlace | null;
  /**
   * applyCTC's receiptToken, for a new build only: reads `newBuild` again after a reload
   * (applicationReceiptPlace; the tab keeps it in sessionStorage, lib/state/receipt-place-token.ts).
   */
  placeToken?: string | null;
}

/** Where a new build without an address is: the pin (WGS84 degrees) and 補足 (the note). */
export interface NewBuildPlace {
  latitude: number;
  longitude: number;
  detail: string | null;
}

/** Said on every summary of a new build (review, receipt, e-mail): the area result is provisional. */
export const NEW_BUILD_NOTICE = '提供エリアは仮判定です。担当者が場所を確認してご連絡します';

/** The pin as shown: '北緯35.181446 東経136.906398'. */
export function pinText(place: Pick<NewBuildPlace, 'latitude' | 'longitude'>): string {
  const lat = `${place.latitude >= 0 ? '北緯' : '南緯'}${Math.abs(place.latitude).toFixed(6)}`;
  const lng = `${place.longitude >= 0 ? '東経' : '西経'}${Math.abs(place.longitude).toFixed(6)}`;
  return `${lat} ${lng}`;
}

/** The {@link NewBuildPlace} of an application, or null when it has an address (or no pin). */
export function newBuildPlaceOf(app: {
  planData?: { isNoAddress?: boolean } | null;
  installationInfo?: {
    latitude?: number | null;
    longitude?: number | null;
    detail?: string | null;
  } | null;
}): NewBuildPlace | null {
  const info = app.installationInfo;
  if (app.planData?.isNoAddress !== true || info?.latitude == null || info.longitude == null)
    return null;
  return { latitude: info.latitude, longitude: info.longitude, detail: info.detail ?? null };
}

/** A field the application was refused for: path as in applicationSchema ('form2.mail'). */
export interface SubmitFieldError {
  path: string;
  message: string;
}

/**
 * The submit actor's rejection when the server (or the browser's own check) refuses fields;
 * `estimateUpdate` when the server priced the application differently (refused at planData).
 */
export class ApplicationRejectedError extends Error {
  constructor(
    readonly fields: SubmitFieldError[],
    readonly estimateUpdate: EstimateUpdate | null = null,
  ) {
    super('application rejected');
    this.name = 'ApplicationRejectedError';
  }
}

/** What the submit actor receives: the whole application and its idempotency key. */
export interface SubmitApplicationInput {
  idempotencyKey: string;
  planData: PlanData;
  campaignData: CampaignData;
  /** The estimate the visitor saw (null if no step showed one: the server then refuses it). */
  estimate: QuoteEstimate | null;
  customerData: FlowCustomerData;
  /** The application's server-side draft, deleted when the application is stored. */
  draftToken?: string | null;
}

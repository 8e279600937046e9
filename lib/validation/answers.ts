import { z } from 'zod';
import { safeString } from './normalize';

/**
 * Values nobody types: the server's answers the browser parses before it uses them (the visitor
 * flows' receipts and checks, the area search's areaData), and the state the browser keeps from
 * them, checked again by applyCTC (areaData, planData and campaignData in ./application.ts use the
 * same primitives). A message here names no field the visitor could fix: INVALID_VALUE.
 */

/** The message of a value the visitor did not type (state, an answer): named by its path. */
export const INVALID_VALUE = '値が正しくありません';
/** A boolean of state or of an answer. */
export const bool = z.boolean({ error: INVALID_VALUE });
/** A short text of state or of an answer (at most 200 characters), or null. */
export const nullableText = safeString({ error: INVALID_VALUE })
  .max(200, { error: INVALID_VALUE })
  .nullable();

/** areaData (spec 3; AreaData) as returned by the area search, plus routerSpec and areaType. */
export const areaDataSchema = z.object(
  {
    result: z.enum(['success', 'failed'], { error: INVALID_VALUE }),
    status: z.enum(['identified', 'notFound', 'ambiguous'], { error: INVALID_VALUE }).nullable(),
    isServiceArea: bool,
    is10GArea: bool,
    isTVArea: bool,
    period: nullableText,
    isRegister: bool,
    isNonAvailable: bool,
    isApprovedMansion: bool,
    mansionPlanType: nullableText,
    isMansionWari12: bool,
    isKDDI: bool,
    isAllCommufaMansion: bool,
    notes: safeString({ error: INVALID_VALUE }).max(2000, { error: INVALID_VALUE }).nullable(),
    routerSpec: nullableText.optional(),
    areaType: nullableText.optional(),
  },
  { error: 'エリア確認の結果（areaData）が正しくありません' },
);

/**
 * One searchCommufaArea answer (spec section 7): areaData, except that is10GArea is not always a
 * boolean (null or missing; lib/area/search-area.ts mergeAreaResults reads that case).
 */
export const areaSearchAnswerSchema = areaDataSchema.extend({
  is10GArea: z.boolean({ error: INVALID_VALUE }).nullish(),
});

/** The contact and applicationUpSell answer (lib/server/schema.graphql Receipt). */
export const receiptSchema = z.object({
  /** 'success'. */
  result: z.string(),
  receiptNumber: z.string().min(1),
});

/** The checkTransferRequest answer (spec section 3 "Transfer check"). */
export const transferCheckSchema = z.object({
  /** 'ok' | 'notFound' | 'unavailable' (the server's transfer check). */
  status: z.string(),
  title: z.string(),
  message: z.string(),
  /** Yen, tax-included; null unless status is 'ok'. */
  amount: z.number().int().nullable(),
  /** 'YYYY-MM-DD' (Japan time); null unless status is 'ok'. */
  deadline: z.string().nullable(),
});

/** The transferRequest answer (spec section 3 "Transfer request"). */
export const transferRequestAnswerSchema = z.object({
  /** 'success', or (nothing stored) 'notFound' | 'unavailable' | 'outOfArea'. */
  status: z.string(),
  title: z.string(),
  message: z.string(),
  receiptNumber: z.string().nullable(),
});

/** The checkIntroductionId answer (lib/server/schema.graphql IntroductionIdCheck). */
export const introductionIdCheckSchema = z.object({
  introductionId: z.string(),
  isValid: z.boolean(),
  /** Friend-campaign amount, yen tax-included; 0 when not valid. */
  campaignAmount: z.number().int(),
});

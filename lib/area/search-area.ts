import {
  SERVICE_PREFECTURES,
  emptyAreaData,
  type AreaData,
  type PlanData,
} from '@/lib/state/types';
import type { z } from 'zod';
import type { areaSearchAnswerSchema } from '@/lib/validation/answers';
import type { AreaSearch } from '@/lib/validation/area';

/**
 * The address sent to searchCommufaArea (spec section 7): the parsed output of lib/validation's
 * areaSearchInputSchema (postalCode 7 digits, prefecture, city, town, line1 丁目・番地,
 * buildingName, buildingType 0 | 1, isNoAddress).
 */
export type AreaSearchInput = AreaSearch;

/**
 * One searchCommufaArea answer (spec section 3 areaData plus routerSpec and areaType), as
 * areaSearchAnswerSchema parses it: is10GArea is not always a boolean (spec section 7).
 */
export type AreaSearchResponse = z.output<typeof areaSearchAnswerSchema>;

/** The injected server call: resolves with one answer, rejects on any transport or server error. */
export type SearchCommufaAreaCall = (input: AreaSearchInput) => Promise<AreaSearchResponse>;

/** The answer for any prefecture outside the service area (spec section 5), made without a call. */
export const outOfServicePrefectureAreaData: AreaData = {
  ...emptyAreaData,
  result: 'success',
  isRegister: false,
  status: 'identified',
  isServiceArea: false,
};

/** What every failure becomes (spec section 7: "any failure yields result failed"). */
export const failedAreaData: AreaData = { ...emptyAreaData, result: 'failed' };

/** True for the five searched prefectures 愛知県 三重県 岐阜県 静岡県 長野県 (spec section 5). */
export function isServicePrefecture(prefecture: string): boolean {
  return (SERVICE_PREFECTURES as readonly string[]).includes(prefecture.trim());
}

function toAreaData(response: AreaSearchResponse): AreaData {
  return {
    ...emptyAreaData,
    ...response,
    is10GArea: response.is10GArea === true,
  };
}

/**
 * Merges the house answer and the as-given answer of an apartment search (spec section 7, "Area
 * search logic"): a registered as-given answer wins, with period and is10GArea from the house
 * answer (is10GArea true when the house answer's is not a boolean); otherwise the house answer,
 * with isApprovedMansion and status from the as-given answer.
 */
export function mergeAreaResults(house: AreaSearchResponse, asGiven: AreaSearchResponse): AreaData {
  if (asGiven.isRegister) {
    return {
      ...toAreaData(asGiven),
      period: house.period,
      is10GArea: typeof house.is10GArea === 'boolean' ? house.is10GArea : true,
    };
  }
  return {
    ...toAreaData(house),
    isApprovedMansion: asGiven.isApprovedMansion,
    status: asGiven.status,
  };
}

/**
 * The area check of spec sections 5 and 7. Outside the five prefectures: success, not registered,
 * identified, not service area, and no call. A house (buildingType 0): one call. Otherwise two
 * calls in parallel (as a house and as given) merged by {@link mergeAreaResults}. Any rejected
 * call, or an answer with result 'failed', yields {@link failedAreaData}; this never throws.
 */
export async function searchArea(
  input: AreaSearchInput,
  call: SearchCommufaAreaCall,
): Promise<AreaData> {
  if (!isServicePrefecture(input.prefecture)) return { ...outOfServicePrefectureAreaData };
  try {
    if (input.buildingType === 0) {
      const house = await call(input);
      return house.result === 'success' ? toAreaData(house) : { ...failedAreaData };
    }
    const [house, asGiven] = await Promise.all([call({ ...input, buildingType: 0 }), call(input)]);
    if (house.result !== 'success' || asGiven.result !== 'success') return { ...failedAreaData };
    return mergeAreaResults(house, asGiven);
  } catch {
    return { ...failedAreaData };
  }
}

/** The planData fields an area check decides (see {@link planDataFromArea}). */
export type AreaPlanFields = Pick<
  PlanData,
  | 'isAreaChecked'
  | 'buildingType'
  | 'isNoAddress'
  | 'prefecture'
  | 'ereaType'
  | 'isMansionHome'
  | 'mansionPlanType'
>;

/**
 * The planData an area check decides (spec section 3): isAreaChecked (the search succeeded), the
 * building type and no-address path searched, the prefecture, ereaType (the area type), and for an
 * apartment: served but not an approved building → priced as a house (isMansionHome); an approved
 * building → its mansionPlanType. Used by the wizard after its search and by applyCTC after the
 * server's own search, so both price the same building.
 */
export function planDataFromArea(
  input: Pick<AreaSearchInput, 'buildingType' | 'isNoAddress' | 'prefecture'>,
  areaData: AreaData,
): AreaPlanFields {
  const ok = areaData.result === 'success';
  const isApartment = input.buildingType === 1;
  return {
    isAreaChecked: ok,
    buildingType: input.buildingType,
    isNoAddress: input.isNoAddress,
    prefecture: input.prefecture || null,
    ereaType: ok ? (areaData.areaType ?? null) : null,
    isMansionHome: ok && isApartment && areaData.isServiceArea && !areaData.isApprovedMansion,
    mansionPlanType:
      ok && isApartment && areaData.isApprovedMansion ? areaData.mansionPlanType : null,
  };
}

import type { PlanData } from '@/lib/state/types';

/**
 * The option keys the price book uses, each tied to the planData flag (and sub-plan field) of
 * spec section 3 that turns it on. Prices live in the option documents (content/options/**),
 * never here.
 */
export const OPTION_FLAGS = [
  { key: 'numberDisplay', flag: 'isNumberDisplay', variantField: null },
  { key: 'waribikiPack', flag: 'isWaribikiPack', variantField: null },
  { key: 'anshinPhone', flag: 'isAnshinPhone', variantField: null },
  { key: 'unannounced', flag: 'isUnannounced', variantField: null },
  { key: 'warikomi', flag: 'isWarikomi', variantField: null },
  { key: 'rejectNuisanceCall', flag: 'isRejectNuisanceCall', variantField: null },
  { key: 'tensou', flag: 'isTensou', variantField: null },
  { key: 'tensouSelected', flag: 'isTensouSelected', variantField: null },
  { key: 'plusNumber', flag: 'isPlusNumber', variantField: null },
  { key: 'plusChannel', flag: 'isPlusChannel', variantField: null },
  { key: 'number050', flag: 'is050', variantField: null },
  { key: 'securityPack', flag: 'isSecurityPack', variantField: null },
  { key: 'anshinSupport', flag: 'isAnshinSupport', variantField: null },
  { key: 'kurashiSupport', flag: 'isKurashiSupport', variantField: 'kurashiSupportPlan' },
  { key: 'netflix', flag: null, variantField: 'netflixPlan' },
  { key: 'dazn', flag: 'isDazn', variantField: 'daznPlan' },
  { key: 'video', flag: 'isVideo', variantField: 'videoPlan' },
  { key: 'hulu', flag: 'isHulu', variantField: null },
  { key: 'ytp', flag: 'isYTP', variantField: null },
  { key: 'gigazo', flag: 'isGigazo', variantField: null },
  { key: 'meshWifi', flag: 'isMeshWiFi', variantField: null },
  { key: 'gamingCustom', flag: 'isGamingCustom', variantField: null },
  { key: 'smartHome', flag: 'isSmartHome', variantField: null },
  { key: 'holidayConstruction', flag: 'isHolidayConstruction', variantField: null },
] as const satisfies ReadonlyArray<{
  key: string;
  flag: keyof PlanData | null;
  variantField: keyof PlanData | null;
}>;

export type OptionKey = (typeof OPTION_FLAGS)[number]['key'];

/**
 * The options planData turns on, with the chosen sub-plan ('default' when the option has none).
 * Netflix has no on/off flag in spec section 3: it is on unless netflixPlan is 'none'.
 */
export function selectedOptions(planData: PlanData): Map<OptionKey, string> {
  const selected = new Map<OptionKey, string>();
  for (const o of OPTION_FLAGS) {
    const on = o.flag === null ? planData.netflixPlan !== 'none' : planData[o.flag] === true;
    if (!on) continue;
    selected.set(o.key, o.variantField === null ? 'default' : String(planData[o.variantField]));
  }
  return selected;
}

/** Returns a copy of planData with one option turned on or off (sub-plan kept). */
export function withOption(planData: PlanData, key: OptionKey, on: boolean): PlanData {
  const o = OPTION_FLAGS.find((x) => x.key === key);
  if (!o) return planData;
  if (o.flag === null) {
    return {
      ...planData,
      netflixPlan: on
        ? planData.netflixPlan === 'none'
          ? 'normal'
          : planData.netflixPlan
        : 'none',
    };
  }
  return { ...planData, [o.flag]: on };
}

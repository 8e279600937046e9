import { defaultPlanData, type PlanData } from '@/lib/state/types';

/** planData fields with a closed set of values: a shared link may only carry one of these. */
const ENUMS: Partial<Record<keyof PlanData, readonly unknown[]>> = {
  buildingType: [0, 1],
  baseMenu: [0, 1, 2],
  selectedPlan: ['plan10G', 'plan1G'],
  kurashiSupportPlan: ['bike+home', 'home', 'bike'],
  netflixPlan: ['normal', 'premium', 'none'],
  daznPlan: ['monthly', 'yearly'],
  videoPlan: ['point+video990', 'video990', 'point'],
  contractTerm: ['2year', '5year'],
};

/** Fields that describe the visitor's area check, not the estimate: never taken from a link. */
const NOT_SHARED: ReadonlySet<keyof PlanData> = new Set([
  'isAreaChecked',
  'isPinGoogleMap',
  'isNoAddress',
]);

const toBase64Url = (s: string) => {
  const bytes = new TextEncoder().encode(s);
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};
const fromBase64Url = (s: string) => {
  const bin = atob(s.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
};

/**
 * Encodes the estimate part of planData for a share link (`?est=`): base64url JSON of the fields
 * that differ from defaultPlanData. planData holds no personal data (spec section 3).
 */
export function encodeEstimate(planData: PlanData): string {
  const diff: Partial<Record<keyof PlanData, unknown>> = {};
  for (const key of Object.keys(defaultPlanData) as (keyof PlanData)[]) {
    if (!NOT_SHARED.has(key) && planData[key] !== defaultPlanData[key]) diff[key] = planData[key];
  }
  return toBase64Url(JSON.stringify(diff));
}

/**
 * Decodes an `est` share value into a partial planData (spec section 2: est, except the value
 * applyForm2, which is not an estimate). Unknown keys, values of the wrong type and values outside
 * a field's closed set are dropped; a value that is not base64url JSON of an object yields null.
 */
export function decodeEstimate(est: string | null | undefined): Partial<PlanData> | null {
  if (!est || est === 'applyForm2') return null;
  let raw: unknown;
  try {
    raw = JSON.parse(fromBase64Url(est));
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (!(key in defaultPlanData) || NOT_SHARED.has(key as keyof PlanData)) continue;
    const k = key as keyof PlanData;
    const allowed = ENUMS[k];
    const def = defaultPlanData[k];
    const ok = allowed
      ? allowed.includes(value)
      : def === null
        ? value === null || typeof value === 'string'
        : typeof value === typeof def;
    if (ok) out[k] = value;
  }
  return out as Partial<PlanData>;
}

import type { EstimateChange, EstimateUpdate } from '@/lib/pricing/quote';

/**
 * sessionStorage key of the server's last estimate update (applyCTC refused the application at
 * planData because its quote differed). Session, not local: it matters only while this tab's
 * application is under way.
 */
export const ESTIMATE_UPDATE_KEY = 'hikari-site:estimate-update:v1';

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isYen = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

function isChange(v: unknown): v is EstimateChange {
  return (
    isRecord(v) &&
    typeof v.key === 'string' &&
    typeof v.label === 'string' &&
    typeof v.before === 'string' &&
    typeof v.after === 'string'
  );
}

function isEstimateUpdate(v: unknown): v is EstimateUpdate {
  if (!isRecord(v) || typeof v.appliedAt !== 'string' || Number.isNaN(Date.parse(v.appliedAt)))
    return false;
  const e = v.estimate;
  if (
    !isRecord(e) ||
    !Array.isArray(e.campaigns) ||
    !e.campaigns.every((c) => typeof c === 'string')
  )
    return false;
  const t = e.totals;
  if (!isRecord(t) || !isRecord(t.months2to12)) return false;
  const totalsOk =
    ['firstMonth', 'firstYear', 'twoYear', 'threeYear', 'benefitsWithin3Years', 'effectiveMonthly']
      .map((k) => t[k])
      .every(isYen) &&
    ['min', 'max', 'total'].map((k) => (t.months2to12 as Record<string, unknown>)[k]).every(isYen);
  return totalsOk && Array.isArray(v.changes) && v.changes.every(isChange);
}

/**
 * Reads the held estimate update, or null when there is none or it is not an EstimateUpdate
 * (then it is removed). It holds no personal data: the server's clock, its totals (yen,
 * tax-included), campaign slugs and the changed lines' Japanese labels. Never throws.
 */
export function loadEstimateUpdate(
  storage: Pick<Storage, 'getItem' | 'removeItem'>,
): EstimateUpdate | null {
  try {
    const text = storage.getItem(ESTIMATE_UPDATE_KEY);
    if (!text) return null;
    const parsed: unknown = JSON.parse(text);
    if (isEstimateUpdate(parsed)) return parsed;
    storage.removeItem(ESTIMATE_UPDATE_KEY);
  } catch {
    /* storage unavailable or corrupt JSON: nothing held */
  }
  return null;
}

/** Holds `update` (null removes it). Returns false when storage is full or unavailable. */
export function saveEstimateUpdate(
  storage: Pick<Storage, 'setItem' | 'removeItem'>,
  update: EstimateUpdate | null,
): boolean {
  try {
    if (update) storage.setItem(ESTIMATE_UPDATE_KEY, JSON.stringify(update));
    else storage.removeItem(ESTIMATE_UPDATE_KEY);
    return true;
  } catch {
    return false;
  }
}

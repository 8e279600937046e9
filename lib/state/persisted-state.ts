import {
  defaultCampaignData,
  defaultPlanData,
  defaultSettings,
  type AgreeOfTelecomServiceInfo,
  type CampaignData,
  type PlanData,
  type Settings,
} from '@/lib/state/types';

/** The one localStorage key; the number changes whenever the stored shape changes. */
export const PERSISTED_STATE_VERSION = 1;
export const PERSISTED_STATE_KEY = `hikari-site:state:v${PERSISTED_STATE_VERSION}`;

/**
 * The stored form of applicationDetails: non-personal facts about the application in progress or
 * sent (the receipt number, the idempotency key of the submission), flat scalars by name. Never
 * names, addresses, phones or banks. The machine's typed ApplicationDetails
 * (machines/application-flow.machine.ts) is written into it by the flow provider. The spec 4
 * resets (customer, estimate) are the machine's: after completion it clears personal data and
 * the estimate, and the provider writes the result here.
 */
export type StoredApplicationDetails = Record<string, string | number | boolean | null>;

/** The visitor's agreement check boxes (terms, explanations, construction notes), by flag name. */
export type AgreementFlags = Record<string, boolean>;

/**
 * What the browser keeps across visits (spec section 4 "Persisted in the browser"). customerData
 * (personal data) is deliberately absent: it lives only in memory.
 */
export interface PersistedState {
  settings: Settings;
  planData: PlanData;
  campaignData: CampaignData;
  applicationDetails: StoredApplicationDetails;
  agreements: AgreementFlags;
  agreeOfTelecomServiceInfo: AgreeOfTelecomServiceInfo;
}

export const defaultAgreeOfTelecomServiceInfo: AgreeOfTelecomServiceInfo = {
  isNet: false,
  isPhone: false,
  isTV: false,
  isGigazo: false,
};

/** A fresh state with the spec section 3 defaults (from lib/state/types.ts). */
export function defaultPersistedState(): PersistedState {
  return {
    settings: structuredClone(defaultSettings),
    planData: { ...defaultPlanData },
    campaignData: { ...defaultCampaignData },
    applicationDetails: {},
    agreements: {},
    agreeOfTelecomServiceInfo: { ...defaultAgreeOfTelecomServiceInfo },
  };
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Keeps the stored fields whose type matches the default's (null defaults accept string|null). */
function mergeTyped<T extends object>(defaults: T, stored: unknown): T {
  if (!isRecord(stored)) return { ...defaults };
  const out = { ...defaults } as Record<string, unknown>;
  for (const [key, def] of Object.entries(defaults)) {
    const v = stored[key];
    if (v === undefined) continue;
    if (
      def === null
        ? v === null || typeof v === 'string'
        : typeof v === typeof def && (typeof def !== 'object' || isRecord(v))
    ) {
      out[key] = isRecord(def) ? mergeTyped(def, v) : v;
    }
  }
  return out as T;
}

const isScalar = (v: unknown) => v === null || ['string', 'number', 'boolean'].includes(typeof v);

/**
 * Reads the persisted state. Corrupt JSON, a payload without the current version, or an older
 * shape is discarded (the key is removed) and the defaults returned; fields of the wrong type
 * fall back to their default one by one. Never throws.
 */
export function loadPersistedState(
  storage: Pick<Storage, 'getItem' | 'removeItem'>,
): PersistedState {
  let text: string | null;
  try {
    text = storage.getItem(PERSISTED_STATE_KEY);
  } catch {
    return defaultPersistedState();
  }
  if (!text) return defaultPersistedState();
  const discard = () => {
    try {
      storage.removeItem(PERSISTED_STATE_KEY);
    } catch {
      /* storage unavailable */
    }
    return defaultPersistedState();
  };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return discard();
  }
  if (!isRecord(parsed) || parsed.version !== PERSISTED_STATE_VERSION || !isRecord(parsed.state))
    return discard();
  const s = parsed.state;
  const d = defaultPersistedState();
  return {
    settings: mergeTyped(d.settings, s.settings),
    planData: mergeTyped(d.planData, s.planData),
    campaignData: mergeTyped(d.campaignData, s.campaignData),
    applicationDetails: isRecord(s.applicationDetails)
      ? (Object.fromEntries(
          Object.entries(s.applicationDetails).filter(([, v]) => isScalar(v)),
        ) as StoredApplicationDetails)
      : {},
    agreements: isRecord(s.agreements)
      ? (Object.fromEntries(
          Object.entries(s.agreements).filter(([, v]) => typeof v === 'boolean'),
        ) as AgreementFlags)
      : {},
    agreeOfTelecomServiceInfo: mergeTyped(d.agreeOfTelecomServiceInfo, s.agreeOfTelecomServiceInfo),
  };
}

/**
 * Writes the persisted state under the one versioned key. Only the PersistedState fields are
 * written, whatever else the object carries (so customerData can never slip in). Returns false
 * when storage is full or unavailable.
 */
export function savePersistedState(
  storage: Pick<Storage, 'setItem'>,
  state: PersistedState,
): boolean {
  const {
    settings,
    planData,
    campaignData,
    applicationDetails,
    agreements,
    agreeOfTelecomServiceInfo,
  } = state;
  const payload = {
    version: PERSISTED_STATE_VERSION,
    state: {
      settings,
      planData,
      campaignData,
      applicationDetails,
      agreements,
      agreeOfTelecomServiceInfo,
    },
  };
  try {
    storage.setItem(PERSISTED_STATE_KEY, JSON.stringify(payload));
    return true;
  } catch {
    return false;
  }
}

/** The traffic-source query parameters read on landing (spec section 2). */
export const TRAFFIC_PARAMS = [
  'est',
  'utm_medium',
  'utm_source',
  'gclid',
  'wbraid',
  'twclid',
  'ldtag_cl',
  'introductionId',
  'columnId',
  'plan',
  'type',
] as const;

export type TrafficParam = (typeof TRAFFIC_PARAMS)[number];
export type TrafficParams = Partial<Record<TrafficParam, string>>;

/** The `est` value that is a return marker from the application form, not a shared estimate. */
export const EST_APPLY_FORM2 = 'applyForm2';

/** Reads the traffic parameters (non-empty values only) from a query string or URLSearchParams. */
export function readTrafficParams(search: string | URLSearchParams): TrafficParams {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const out: TrafficParams = {};
  for (const key of TRAFFIC_PARAMS) {
    const v = params.get(key)?.trim();
    if (v) out[key] = v;
  }
  return out;
}

const lower = (v: string | undefined) => v?.toLowerCase() ?? '';

/**
 * The access type, in the spec's order (section 4): 'ad' (gclid or wbraid, or utm_medium cpc from
 * google), 'twitter' (twclid, or cpc from twitter/x), 'line' (ldtag_cl, or cpc from line), the cpc
 * source text (utm_source of any other cpc), 'introduction' (introductionId), 'estimate' (est other
 * than applyForm2), 'email' (plan present), the `type` query value, otherwise 'direct'.
 */
export function deriveTrafficType(p: TrafficParams): string {
  const cpc = lower(p.utm_medium) === 'cpc';
  const source = lower(p.utm_source);
  if (p.gclid || p.wbraid || (cpc && source === 'google')) return 'ad';
  if (p.twclid || (cpc && (source === 'twitter' || source === 'x'))) return 'twitter';
  if (p.ldtag_cl || (cpc && source === 'line')) return 'line';
  if (cpc && p.utm_source) return p.utm_source;
  if (p.introductionId) return 'introduction';
  if (p.est && p.est !== EST_APPLY_FORM2) return 'estimate';
  if (p.plan) return 'email';
  if (p.type) return p.type;
  return 'direct';
}

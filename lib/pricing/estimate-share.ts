import { decodeEstimate, encodeEstimate } from '@/lib/state/estimate-link';
import type { BaseCampaign, CampaignPolicy, PlanData } from '@/lib/state/types';
import type { SimulationInput } from './types';

const BASES: readonly BaseCampaign[] = ['isChangeCP', 'isOneYear980CP', 'is50000CP'];
const POLICIES: readonly CampaignPolicy[] = ['benefits', 'price'];

const toBase64Url = (s: string) => {
  let bin = '';
  for (const b of new TextEncoder().encode(s)) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};
const fromBase64Url = (s: string) =>
  new TextDecoder().decode(
    Uint8Array.from(atob(s.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)),
  );

/**
 * The `est` share value of a simulation: the planData estimate of lib/state/estimate-link.ts plus
 * the campaign choice (baseCampaign, campaignPolicy) under keys planData does not have, so the
 * client's decodeEstimate still reads the plan part. No personal data and no introducer id.
 */
export function encodeSimulationEstimate(
  planData: PlanData,
  choice: SimulationInput['campaignChoice'],
): string {
  const plan = JSON.parse(fromBase64Url(encodeEstimate(planData))) as Record<string, unknown>;
  return toBase64Url(
    JSON.stringify({
      ...plan,
      baseCampaign: choice.baseCampaign,
      campaignPolicy: choice.campaignPolicy,
    }),
  );
}

/**
 * Reads a share value back: the planData part (validated by decodeEstimate) and the campaign choice
 * (only known values kept). null for a missing or malformed value, or 'applyForm2'.
 */
export function decodeSimulationEstimate(
  est: string | null | undefined,
): { planData: Partial<PlanData>; choice: Partial<SimulationInput['campaignChoice']> } | null {
  const planData = decodeEstimate(est);
  if (planData === null || !est) return null;
  const raw = JSON.parse(fromBase64Url(est)) as Record<string, unknown>;
  const choice: Partial<SimulationInput['campaignChoice']> = {};
  if (BASES.includes(raw.baseCampaign as BaseCampaign))
    choice.baseCampaign = raw.baseCampaign as BaseCampaign;
  if (POLICIES.includes(raw.campaignPolicy as CampaignPolicy))
    choice.campaignPolicy = raw.campaignPolicy as CampaignPolicy;
  return { planData, choice };
}

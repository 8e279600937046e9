import type { z } from 'zod';
import type { CampaignData } from '@/lib/state/types';
import { formatYen } from '@/lib/pricing/format';
import type { introductionIdCheckSchema } from '@/lib/validation/answers';
import { INTRODUCTION_ID_PATTERN, normalizeIntroductionId } from '@/lib/validation/introduction-id';

/** The checkIntroductionId answer (lib/server/graphql/schema.graphql IntroductionIdCheck; yen). */
export type IntroductionIdCheck = z.output<typeof introductionIdCheckSchema>;

/**
 * What a friend link's introductionId turned out to be:
 * - none: no id in the link; malformed: not 'INT-' + 8 letters/digits (no call is made);
 * - valid: the server confirmed it (exists, active, not expired) with the campaign amount;
 * - invalid: unknown, stopped or expired (the server does not say which);
 * - failed: the check could not be made (network or server error).
 */
export type IntroductionStatus =
  | { kind: 'none' }
  | { kind: 'malformed'; introductionId: string }
  | { kind: 'valid'; introductionId: string; amount: number }
  | { kind: 'invalid'; introductionId: string }
  | { kind: 'failed'; introductionId: string };

/** The introductionId query parameter, normalised ('int-7k3qx9pm' -> 'INT-7K3QX9PM'), or null. */
export function introductionIdFromSearch(search: string): string | null {
  const raw = new URLSearchParams(search).get('introductionId');
  if (raw === null || raw.trim() === '') return null;
  return normalizeIntroductionId(raw.slice(0, 40));
}

/**
 * Checks a friend link's id: malformed ids never reach the server; `check` is the
 * checkIntroductionId call (rejects on failure). A valid answer with a non-positive amount is
 * treated as invalid (no friend campaign to apply).
 */
export async function resolveIntroduction(
  introductionId: string | null,
  check: (id: string) => Promise<IntroductionIdCheck>,
): Promise<IntroductionStatus> {
  if (introductionId === null) return { kind: 'none' };
  if (!INTRODUCTION_ID_PATTERN.test(introductionId)) return { kind: 'malformed', introductionId };
  try {
    const r = await check(introductionId);
    return r.isValid && r.campaignAmount > 0
      ? { kind: 'valid', introductionId: r.introductionId, amount: r.campaignAmount }
      : { kind: 'invalid', introductionId };
  } catch {
    return { kind: 'failed', introductionId };
  }
}

/**
 * campaignData with the confirmed introducer (campaignData.introducerId and originalFriendCPCost,
 * spec section 3); the fee engine (lib/pricing) then sets isOriginalFriendCP. Any other status
 * leaves campaignData as it is, so an earlier confirmed introducer is not lost.
 */
export function applyIntroduction(
  campaignData: CampaignData,
  status: IntroductionStatus,
): CampaignData {
  if (status.kind !== 'valid') return campaignData;
  return {
    ...campaignData,
    introducerId: status.introductionId,
    originalFriendCPCost: status.amount,
  };
}

/** The notice shown for each status (null for none): tone, heading and text in Japanese. */
export function describeIntroduction(
  status: IntroductionStatus,
): { tone: 'success' | 'warning'; title: string; text: string } | null {
  switch (status.kind) {
    case 'none':
      return null;
    case 'valid':
      return {
        tone: 'success',
        title: `ご紹介ID（${status.introductionId}）を確認しました`,
        text: `お友だち紹介特典として、開通後に${formatYen(status.amount)}をキャッシュバックします。料金シミュレーションとお申し込みに特典が反映されます。`,
      };
    case 'malformed':
      return {
        tone: 'warning',
        title: 'ご紹介IDの形式が正しくありません',
        text: 'ご紹介IDは「INT-」に続く英数字8桁です。紹介された方にIDをご確認ください。紹介特典なしでもこのままお申し込みいただけます。',
      };
    case 'invalid':
      return {
        tone: 'warning',
        title: 'このご紹介IDはご利用いただけません',
        text: `ご紹介ID（${status.introductionId}）は存在しないか、有効期限が切れているか、受付を終了しています。紹介特典なしでもこのままお申し込みいただけます。`,
      };
    case 'failed':
      return {
        tone: 'warning',
        title: 'ご紹介IDを確認できませんでした',
        text: '通信状況により確認できませんでした。時間をおいてページを再読み込みしてください。紹介特典なしでもこのままお申し込みいただけます。',
      };
  }
}

/**
 * The friend link a customer hands out (the receipt's referral link): the landing page
 * /special/lp2/ (かんたんWeb申し込み), whose notice checks the id and keeps a valid introducer in
 * the persisted campaignData that the fee simulation and the application read. Path only; the
 * caller adds the origin.
 */
export function friendLinkPath(introductionId: string): string {
  return `/special/lp2/?introductionId=${encodeURIComponent(introductionId)}`;
}

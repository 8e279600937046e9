import type { AmountField, CampaignKey } from '@/lib/content/schema';
import { LAYOUTS } from '@/lib/content/schema';

/*
 * Editors' names for the values of the machine fields of keystatic.config.ts (the application
 * form's campaign flags and amount settings, the page layouts), so the CMS never shows a code
 * name. The values themselves come from lib/content/schema.ts; a value missing here fails the
 * type check.
 */

/** campaignData flag -> the campaign it stands for (content/campaigns/ titles). */
export const CAMPAIGN_KEY_LABELS: Record<CampaignKey, string> = {
  isOriginal30000CP: '当サイト限定 オリジナル特典',
  isOriginal25000CP: 'Web申し込み限定キャッシュバック（マンション）',
  isOriginal5000CP: 'オリジナル特典 5,000円',
  isOriginalAddCP: 'いつでも追加特典',
  isOriginalLimitedAddCP: '期間限定 追加キャッシュバック',
  isOriginalFriendCP: 'お友だち紹介特典',
  isOneYear980CP: '1年間 月額980円',
  isOneYearWariCP: '1年割',
  isChangeCP: '光乗りかえ',
  isNetflixCP: 'Netflix 特典',
  isAuCouponCP: 'au PAY ギフトカード',
  is10GAndGigazoCP3: '10ギガ ギガトリプル特典',
  is25000CP: '1ギガ 25,000円キャッシュバック',
  is50000CP: '50,000円キャッシュバック',
  is10GAnd980CP6: '10ギガ 月額980円（6か月）',
  is1GAnd980CP6: '1ギガ 月額980円（6か月）',
  is10GAndNetflixCP: '10ギガ＋Netflix 特典',
  isPhoneWariCP: '光電話 基本料無料',
  isGamingCustomCP: 'ゲーミングカスタム特典',
  isMeshCP: 'メッシュWi-Fi 無料',
  isEntameSet110CP: 'エンタメセット割（110円）',
  isEntameSet440CP: 'エンタメセット割（440円）',
};

/** campaignData amount setting -> what it holds. */
export const AMOUNT_FIELD_LABELS: Record<AmountField, string> = {
  originalAddCPCost: 'いつでも追加特典の金額',
  originalLimitedAddCPCost: '期間限定 追加特典の金額',
  originalFriendCPCost: 'お友だち紹介特典の金額',
};

/** Page layout -> its name for editors. */
export const LAYOUT_LABELS: Record<(typeof LAYOUTS)[number], string> = {
  default: '標準',
  minimum: '最小（ヘッダーとフッターのみ）',
  apply: '申し込み',
  campaign: 'キャンペーン',
  option: 'オプション',
  'set-wari': 'セット割',
  simulation: '料金シミュレーション',
};

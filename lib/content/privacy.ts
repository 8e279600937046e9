/*
 * The privacy policy's facts used where personal data is collected: its version (stored with the
 * consent of an application) and the purposes of use (shown on /privacy/ and at every form, before
 * the first personal field, 個人情報保護法 第21条). Change the version whenever the text of /privacy/
 * changes, so each consent names the text it agreed to.
 */

/** The version of /privacy/ in force, 'YYYY-MM-DD' (Japan time) of its last change. */
export const PRIVACY_POLICY_VERSION = '2026-11-27';

/** The purposes of use, in the order /privacy/ numbers them. */
export const PRIVACY_PURPOSES: readonly string[] = [
  '提供エリアの確認、お申し込みの受付、ご契約の締結と管理',
  '回線工事の日程調整と実施、機器の発送',
  '料金の請求とお支払いの確認',
  'お問い合わせ・ご相談への回答、ご相談予約の日程調整',
  'サービスの維持・改善、新サービスの企画・開発のための統計的な分析',
  '当社のサービスやキャンペーンのご案内（お客さまが希望されない場合は停止します）',
  '法令に基づく対応、不正利用の防止',
];

/** Which purposes a form's data serves (indexes into PRIVACY_PURPOSES), per form. */
export const FORM_PURPOSES = {
  application: [0, 1, 2, 6],
  contact: [3],
  transfer: [0, 1, 2],
  option: [0, 1, 2],
} as const satisfies Record<string, readonly number[]>;

export type CollectingForm = keyof typeof FORM_PURPOSES;

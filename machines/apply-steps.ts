/**
 * The application wizard's steps in order (spec section 2, "Application flow"): one registry for
 * routes, headings and which steps hold personal data (those warn before the page is left).
 */
export const APPLY_STEPS = [
  { id: 'area', path: '/apply/area/', title: '提供エリアの確認', isPersonal: false },
  {
    id: 'form',
    path: '/apply/form/',
    title: '料金シミュレーション・プランの選択',
    isPersonal: false,
  },
  { id: 'form2', path: '/apply/form2/', title: 'お客さま情報の入力', isPersonal: true },
  { id: 'form3', path: '/apply/form3/', title: '工事・お支払い方法の入力', isPersonal: true },
  { id: 'terms', path: '/apply/terms/', title: '重要事項の確認と同意', isPersonal: true },
  { id: 'completed', path: '/apply/completed/', title: 'お申し込み完了', isPersonal: false },
] as const;

export type ApplyStep = (typeof APPLY_STEPS)[number];
export type ApplyStepId = ApplyStep['id'];
/** Steps a visitor can be sent to with 'flow.goto' (completed is reached only by submitting). */
export type GotoStepId = Exclude<ApplyStepId, 'completed'>;

export function getApplyStep(id: ApplyStepId): ApplyStep {
  return APPLY_STEPS.find((s) => s.id === id) ?? APPLY_STEPS[0];
}

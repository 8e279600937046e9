/**
 * The application wizard's steps in order (spec section 2, "Application flow"): the ONE registry
 * the machine (goto guards, the first incomplete step, restoring a draft), the route gate, the
 * progress bar, the code preloads (components/apply/flow-steps.tsx) and the server-side draft
 * (lib/server/db/repositories/drafts.ts) read.
 * - `personal`: the step's values are personal data: never in browser storage; their schema
 *   (lib/validation/step-schemas.ts) depends on the facts named in `dependsOn`
 *   (lib/validation/step-dependencies.ts), and a plan change that alters those drops the step's
 *   parsed value (./step-invalidation.ts).
 * - `drafted`: what the step holds is saved in the server-side draft (a reload or a resume link
 *   restores it): the area step's address, the form step's plan, the personal steps' values.
 * - `fields`: the application's top-level fields (applicationSchema, lib/validation/application.ts)
 *   the step's page edits: a field the server refuses at submit sends the visitor to that step
 *   with the message (the area step's address and result are re-checked on the server and a
 *   refusal there is shown on the terms page instead).
 */
export const APPLY_STEPS = [
  {
    id: 'area',
    path: '/apply/area/',
    title: '提供エリアの確認',
    personal: false,
    drafted: true,
    dependsOn: [],
    fields: [],
  },
  {
    id: 'form',
    path: '/apply/form/',
    title: '料金シミュレーション・プランの選択',
    personal: false,
    drafted: true,
    dependsOn: [],
    fields: ['planData', 'campaignData'],
  },
  {
    id: 'form2',
    path: '/apply/form2/',
    title: 'お客さま情報の入力',
    personal: true,
    drafted: true,
    dependsOn: ['planData', 'campaignData'],
    fields: ['form2'],
  },
  {
    id: 'form3',
    path: '/apply/form3/',
    title: '工事・お支払い方法の入力',
    personal: true,
    drafted: true,
    dependsOn: ['planData', 'campaignData'],
    fields: ['form3'],
  },
  {
    id: 'terms',
    path: '/apply/terms/',
    title: '重要事項の確認と同意',
    personal: true,
    drafted: true,
    dependsOn: ['planData'],
    fields: ['terms'],
  },
  {
    id: 'completed',
    path: '/apply/completed/',
    title: 'お申し込み完了',
    personal: false,
    drafted: false,
    dependsOn: [],
    fields: [],
  },
] as const;

export type ApplyStep = (typeof APPLY_STEPS)[number];
export type ApplyStepId = ApplyStep['id'];
/** Steps a visitor can be sent to with 'flow.goto' (completed is reached only by submitting). */
export type GotoStepId = Exclude<ApplyStepId, 'completed'>;
/** The steps whose values are personal data (form2, form3, terms), in flow order. */
export type PersonalStepId = Extract<ApplyStep, { personal: true }>['id'];
/** The steps kept in the server-side draft (area, form and the personal steps). */
export type DraftedStepId = Extract<ApplyStep, { drafted: true }>['id'];

/** The personal steps in flow order (see {@link PersonalStepId}). */
export const PERSONAL_STEPS = APPLY_STEPS.filter(
  (s): s is Extract<ApplyStep, { personal: true }> => s.personal,
).map((s) => s.id);

/** The drafted steps in flow order (see {@link DraftedStepId}). */
export const DRAFTED_STEPS = APPLY_STEPS.filter(
  (s): s is Extract<ApplyStep, { drafted: true }> => s.drafted,
).map((s) => s.id);

/** The steps 'flow.goto' may target, in flow order. */
export const GOTO_STEPS = APPLY_STEPS.filter(
  (s): s is Extract<ApplyStep, { id: GotoStepId }> => s.id !== 'completed',
).map((s) => s.id);

/** The application field heads of the registry (see `fields`), e.g. 'planData', 'form2'. */
export type ApplyStepField = ApplyStep['fields'][number];

/**
 * The step whose page edits the application field `path` ('form2.mail', 'planData'), by the
 * registry's `fields`; null for a field no step edits (the area's result, checked on the server).
 */
export function stepOfField(path: string): ApplyStepId | null {
  const head = path.split('.')[0];
  return APPLY_STEPS.find((s) => s.fields.some((f) => f === head))?.id ?? null;
}

export function getApplyStep(id: ApplyStepId): ApplyStep {
  return APPLY_STEPS.find((s) => s.id === id) ?? APPLY_STEPS[0];
}

/** Whether `id` names a step of the server-side draft (a string from the network). */
export function isDraftedStep(id: string): id is DraftedStepId {
  return (DRAFTED_STEPS as readonly string[]).includes(id);
}

/** The step after `step` in the wizard's order, or null after the last. */
export function nextApplyStep(step: ApplyStepId): ApplyStepId | null {
  const i = APPLY_STEPS.findIndex((s) => s.id === step);
  return APPLY_STEPS[i + 1]?.id ?? null;
}

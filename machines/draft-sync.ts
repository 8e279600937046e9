import type { DraftStep } from '@/lib/apply/draft';
import { currentStep, type ApplicationFlowSnapshot } from './application-flow.machine';
import { PERSONAL_STEPS, type DraftedStepId } from './apply-steps';

/**
 * What of the machine's context the server-side draft last got, by step: the context objects
 * themselves (the machine replaces an object when it changes, so a reference compare tells what
 * changed).
 */
export type DraftMarks = Partial<Record<DraftedStepId, readonly unknown[]>>;

/** One step to save; `urgent` when it should not wait for a pause in typing (a step's submit). */
export type DraftSave = DraftStep & { urgent: boolean };

const same = (a: readonly unknown[] | undefined, b: readonly unknown[]) =>
  a !== undefined && a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * The steps of the registry (lib/apply/steps.ts, `drafted`) whose values changed since `marks`,
 * with the marks to keep once they are saved. Nothing while the application is being sent or
 * after it was received, and nothing before the visitor has left the area step with a result
 * (a bare area check on /area/ starts no draft). The area step saves its address (urgent: it
 * starts the draft), the form step its confirmed plan and estimate (urgent when confirmed first),
 * each personal step what its form holds (urgent when the step was submitted; else after a pause
 * in typing).
 */
export function pendingDraftSaves(
  snapshot: ApplicationFlowSnapshot,
  marks: DraftMarks,
): { saves: DraftSave[]; marks: DraftMarks } {
  if (snapshot.matches('submitting') || snapshot.matches('completed')) return { saves: [], marks };
  const c = snapshot.context;
  const started = marks.area !== undefined || currentStep(snapshot) !== 'area';
  const { areaSearchInput, installationInfo } = c.customerData;
  if (!started || !areaSearchInput || !installationInfo || !c.customerData.areaData)
    return { saves: [], marks };
  const saves: DraftSave[] = [];
  const next: DraftMarks = { ...marks };
  const area = [areaSearchInput, installationInfo];
  if (!same(marks.area, area)) {
    saves.push({
      step: 'area',
      values: { input: areaSearchInput, installationInfo },
      urgent: true,
    });
    next.area = area;
  }
  const d = c.applicationDetails;
  const form = [c.planData, c.campaignData, d.estimate];
  if (d.isPlanConfirmed && !same(marks.form, form)) {
    saves.push({
      step: 'form',
      values: { planData: c.planData, campaignData: c.campaignData, estimate: d.estimate },
      urgent: marks.form === undefined,
    });
    next.form = form;
  }
  for (const step of PERSONAL_STEPS) {
    const parsed = c.customerData[step];
    const values = c.drafts[step] ?? parsed;
    if (!values) continue;
    const mark = [values, parsed];
    if (same(marks[step], mark)) continue;
    saves.push({ step, values, urgent: parsed !== null && parsed !== marks[step]?.[1] });
    next[step] = mark;
  }
  return { saves, marks: next };
}

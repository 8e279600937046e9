import {
  currentStep,
  firstIncompleteStep,
  type ApplicationFlowSnapshot,
} from './application-flow.machine';
import { getApplyStep, type ApplyStepId } from './apply-steps';

/** What the page of `routeStep` does with the machine's snapshot. */
export type RouteDecision =
  | { kind: 'render' }
  | { kind: 'goto'; step: Exclude<ApplyStepId, 'completed'> }
  | { kind: 'push'; path: string }
  | { kind: 'replace'; path: string };

/**
 * Keeps route and machine on the same step. In step: render. The machine moved
 * while this page was in step (next, back, submit): push the machine's page. The route was opened
 * (directly, or by browser back/forward): move the machine there with 'flow.goto' when its guard
 * allows, else replace the route with the first incomplete step's page. A held receipt (see
 * `showsHeldReceipt`) renders on /apply/completed/ and answers a personal step that cannot be
 * reached (browser back from the receipt).
 */
export function decideRoute(
  snapshot: ApplicationFlowSnapshot,
  routeStep: ApplyStepId,
  wasInSync: boolean,
): RouteDecision {
  const machineStep = currentStep(snapshot);
  if (machineStep === routeStep) return { kind: 'render' };
  if (routeStep === 'completed' && showsHeldReceipt(snapshot)) return { kind: 'render' };
  if (wasInSync) return { kind: 'push', path: getApplyStep(machineStep).path };
  if (routeStep !== 'completed' && snapshot.can({ type: 'flow.goto', step: routeStep }))
    return { kind: 'goto', step: routeStep };
  const target =
    routeStep === 'completed'
      ? machineStep
      : getApplyStep(routeStep).personal && showsHeldReceipt(snapshot)
        ? 'completed'
        : firstIncompleteStep(snapshot);
  return { kind: 'replace', path: getApplyStep(target).path };
}

/**
 * True when the receipt of the last accepted application is held (restored from the persisted,
 * non-personal applicationDetails after a reload) and no new application has got past the area
 * check: /apply/completed/ shows that receipt, and browser back from it to a step whose personal
 * data was cleared shows the receipt again rather than an empty form.
 */
export function showsHeldReceipt(snapshot: ApplicationFlowSnapshot): boolean {
  if (snapshot.matches('completed')) return true;
  return (
    snapshot.context.applicationDetails.receipt !== null &&
    snapshot.context.customerData.areaData === null
  );
}

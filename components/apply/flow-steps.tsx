'use client';

import { lazy, type ComponentType } from 'react';
import { loadInTurns, loadOnce } from '@/lib/release/load-once';
import type { ApplyStepId } from '@/machines/apply-steps';
import { ZOD_STAGES } from '@/components/ui/form/lazy-resolver';

/**
 * The application flow's step contents, loaded on demand. The flow renders only in the browser,
 * after hydration (the persisted state is read there; ./flow-provider.tsx), so the pages ship none
 * of this code in their first-load scripts: ApplicationFlowProvider fetches the machine
 * (./flow-host.tsx) and the page's step (preloadFlowStep) in parallel once the page has
 * hydrated, and the host fetches the next step's code at the visitor's first input. Each
 * import runs once; the lazy components below and the preloads share it. A page imports its
 * step from here, not from the step's own module (which would put it back into the first-load
 * scripts).
 */
const areaCheck = loadOnce(() => import('./area-check'));
const simulationStep = loadOnce(() => import('./simulation-step'));
const areaSummary = loadOnce(() => import('./area-summary'));
const introductionNotice = loadOnce(() => import('@/components/flows/flow-introduction-notice'));
const form2Step = loadOnce(() => import('./form2-step'));
const form3Step = loadOnce(() => import('./form3-step'));
const termsStep = loadOnce(() => import('./terms-step'));
const completedStep = loadOnce(() => import('./completed-step'));

/**
 * A function component that renders `load`'s component lazily (Suspense: ./flow-host.tsx). A
 * function, not the lazy object itself: a page refers to these exports from the server, and the
 * client may hand such a reference to React as a lazy of its own, which must not resolve to
 * another lazy.
 */
function lazyStep<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  return function LazyStep(props: P) {
    return <Lazy {...props} />;
  };
}

export const AreaCheck = lazyStep(() => areaCheck().then((m) => m.AreaCheck));
export const SimulationStep = lazyStep(() => simulationStep().then((m) => m.SimulationStep));
export const AreaSummary = lazyStep(() => areaSummary().then((m) => m.AreaSummary));
export const FlowIntroductionNotice = lazyStep(() =>
  introductionNotice().then((m) => m.FlowIntroductionNotice),
);
export const Form2Step = lazyStep(() => form2Step().then((m) => m.Form2Step));
export const Form3Step = lazyStep(() => form3Step().then((m) => m.Form3Step));
export const TermsStep = lazyStep(() => termsStep().then((m) => m.TermsStep));
export const CompletedStep = lazyStep(() => completedStep().then((m) => m.CompletedStep));

/** The modules each registry step's page renders (its app/(site)/.../page.tsx). */
const STEP_MODULES: { [S in ApplyStepId]: readonly (() => Promise<unknown>)[] } = {
  area: [areaCheck, introductionNotice],
  form: [simulationStep, areaSummary, introductionNotice],
  form2: [form2Step],
  form3: [form3Step],
  terms: [termsStep],
  completed: [completedStep],
};

/** Starts loading the code of `step`'s page content; resolves when it has loaded. */
export function preloadFlowStep(step: ApplyStepId): Promise<unknown> {
  return Promise.all(STEP_MODULES[step].map((load) => load()));
}

/**
 * What a step's modules build on, evaluated by warmUpFlowStep before them, each in a task of its
 * own: zod's core, the rest of zod (the form kit's ZOD_STAGES), then the step's schemas.
 */
const WARM_UP_STAGES: { [S in ApplyStepId]?: readonly (() => Promise<unknown>)[] } = {
  form2: [...ZOD_STAGES, () => import('@/lib/validation/form2')],
  form3: [...ZOD_STAGES, () => import('@/lib/validation/form3')],
};

/**
 * preloadFlowStep for a step the visitor has not reached yet (the next one): the same code,
 * evaluated in turns (lib/release/load-once.ts loadInTurns: WARM_UP_STAGES, then the step's
 * modules), so a tap that comes meanwhile waits for one stage, not for the whole step. Rejects
 * when a chunk does not arrive (the step's own load tries again when it renders).
 */
export function warmUpFlowStep(step: ApplyStepId): Promise<unknown> {
  return loadInTurns([...(WARM_UP_STAGES[step] ?? []), () => preloadFlowStep(step)]);
}

import { PageHeader } from '@/components/ui/page-header';
import { getApplyStep, type ApplyStepId } from '@/machines/apply-steps';
import { ApplicationFlowProvider } from './flow-provider';
import { ApplyStepGate } from './apply-step-gate';
import { StepProgress } from './step-progress';

/**
 * The frame the application flow renders into. The flow's content appears only after hydration
 * (the persisted state is read in the browser), so the frame reserves at least the large
 * viewport's height: the footer starts below the fold and never moves into view.
 */
function FlowFrame({ children }: { children: React.ReactNode }) {
  return (
    <div data-flow-frame className="min-h-lvh">
      <ApplicationFlowProvider>{children}</ApplicationFlowProvider>
    </div>
  );
}

/**
 * The frame of one /apply/* page: title band, progress, and the step's content inside the
 * application-flow provider and the route gate (the route follows the machine).
 */
export function ApplyStepPage({
  step,
  lead,
  wide = false,
  children,
}: {
  step: ApplyStepId;
  lead?: string;
  /** The fee simulation's two-column layout needs the wider frame. */
  wide?: boolean;
  children: React.ReactNode;
}) {
  const s = getApplyStep(step);
  // The page's one <main> landmark (the layouts hold only header, footer and this).
  return (
    <main id="main">
      <PageHeader title={s.title} lead={lead} />
      <div
        className={`mx-auto flex ${wide ? 'max-w-6xl' : 'max-w-[960px]'} flex-col gap-6 px-4 py-8 md:px-6`}
      >
        <StepProgress step={step} />
        <FlowFrame>
          <ApplyStepGate step={step}>{children}</ApplyStepGate>
        </FlowFrame>
      </div>
    </main>
  );
}

/** The frame of the standalone area search pages (/area/, /area/home/): no route gate. */
export function AreaSearchPage({
  title,
  lead,
  parents,
  children,
}: {
  title: string;
  lead?: string;
  parents?: readonly { to: string; text: string }[];
  children: React.ReactNode;
}) {
  return (
    <main id="main">
      <PageHeader title={title} lead={lead} parents={parents} />
      <div className="mx-auto flex max-w-[960px] flex-col gap-6 px-4 py-8 md:px-6">
        <FlowFrame>{children}</FlowFrame>
      </div>
    </main>
  );
}

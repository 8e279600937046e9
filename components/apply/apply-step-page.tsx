import { PageHeader } from '@/components/ui/page-header';
import { getApplyStep, type ApplyStepId } from '@/machines/apply-steps';
import { ApplicationFlowProvider } from './flow-provider';
import { StepProgress } from './step-progress';

/**
 * The frame the application flow renders into. The flow's content appears only after hydration
 * (the persisted state is read in the browser, and the flow's code is loaded then), so the frame
 * reserves at least the large viewport's height: the footer starts below the fold and never
 * moves into view. `children` are the step's contents from ./flow-steps.tsx; `step` names them
 * (loaded with the machine), `gated` puts them behind the route gate.
 */
function FlowFrame({
  step,
  gated,
  children,
}: {
  step: ApplyStepId;
  gated: boolean;
  children: React.ReactNode;
}) {
  return (
    <div data-flow-frame className="min-h-lvh">
      <ApplicationFlowProvider step={step} gated={gated}>
        {children}
      </ApplicationFlowProvider>
    </div>
  );
}

/**
 * The frame of one /apply/* page: title band, progress, and the step's content (from
 * ./flow-steps.tsx) inside the application-flow provider and the route gate (the route follows
 * the machine).
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
        <FlowFrame step={step} gated>
          {children}
        </FlowFrame>
      </div>
    </main>
  );
}

/**
 * The frame of the standalone area search pages (/area/, /area/home/): the area check (AreaCheck
 * from ./flow-steps.tsx) without the route gate.
 */
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
        <FlowFrame step="area" gated={false}>
          {children}
        </FlowFrame>
      </div>
    </main>
  );
}

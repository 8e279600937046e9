import { and, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { planDataFromArea, type AreaSearchInput } from '@/lib/area/search-area';
import {
  defaultCampaignData,
  defaultPlanData,
  type AreaData,
  type CampaignData,
  type InstallationInfo,
  type PlanData,
} from '@/lib/state/types';
import type { EstimateUpdate, QuoteEstimate } from '@/lib/pricing/quote';
// Types only: the schemas stay in the step forms' chunks, so pages without a step form ship no zod.
import type { Form2 } from '@/lib/validation/form2';
import type { Form3 } from '@/lib/validation/form3';
import type { Terms } from '@/lib/validation/terms';
import type { StepOutputs } from '@/lib/validation/step-schemas';
import {
  APPLY_STEPS,
  GOTO_STEPS,
  PERSONAL_STEPS,
  type ApplyStepId,
  type GotoStepId,
} from './apply-steps';
import {
  ApplicationRejectedError,
  type ApplicationReceipt,
  type FlowCustomerData,
  type SubmitApplicationInput,
  type SubmitFieldError,
} from '@/lib/apply/submission';
import { invalidatedSteps, type PersonalStep } from './step-invalidation';

/**
 * What a step's form holds while the visitor types (react-hook-form's values, unchecked). Kept in
 * memory only to fill the form again (back, a refused submit); the machine's rules never read it.
 */
export type StepDraft = Readonly<Record<string, unknown>>;

export type { StepOutputs };

/** The drafts of the personal steps (see {@link StepDraft}). Personal: never persisted. */
export type StepDrafts = Record<PersonalStep, StepDraft | null>;

/**
 * applicationDetails (spec section 3) as the machine holds it. Non-personal; the persisted part is
 * written by the flow provider (lib/state/persisted-state.ts StoredApplicationDetails).
 */
export interface ApplicationDetails {
  /** Created once per application when it is first submitted; retries reuse it. */
  idempotencyKey: string | null;
  receipt: ApplicationReceipt | null;
  /** The form step (plan and simulation) was confirmed with 'step.submit'. */
  isPlanConfirmed: boolean;
  /** Japanese message of the last submit failure. */
  submitError: string | null;
  /** Fields refused at submit (BAD_USER_INPUT): the step shows them next to its fields. */
  fieldErrors: SubmitFieldError[];
  /** The estimate last shown to the visitor (form and terms steps): sent with the application. */
  estimate: QuoteEstimate | null;
  /**
   * The server's estimate after it priced differently: its clock (the steps price at
   * `appliedAt` from then on) and the changed lines (shown on the form step until it is confirmed).
   */
  estimateUpdate: EstimateUpdate | null;
}

export interface ApplicationFlowContext {
  planData: PlanData;
  campaignData: CampaignData;
  customerData: FlowCustomerData;
  drafts: StepDrafts;
  applicationDetails: ApplicationDetails;
  /** From settings.maintenance (lib/settings): while true, applications cannot be submitted. */
  isMaintenance: boolean;
}

/** Non-personal state restored from the browser (persisted state of the client platform). */
export interface ApplicationFlowInput {
  planData?: Partial<PlanData>;
  campaignData?: Partial<CampaignData>;
  applicationDetails?: Partial<ApplicationDetails>;
  isMaintenance?: boolean;
}

/**
 * 'step.submit' of a personal step carries the step's PARSED values: react-hook-form's submit
 * handler with zodResolver(the step's schema) gives the schema's output, so the machine only
 * checks that they are there. The area and form steps submit without values.
 */
export type StepSubmitEvent =
  | { type: 'step.submit'; step?: undefined }
  | { type: 'step.submit'; step: 'form2'; values: Form2 }
  | { type: 'step.submit'; step: 'form3'; values: Form3 }
  | { type: 'step.submit'; step: 'terms'; values: Terms };

export type ApplicationFlowEvent =
  | { type: 'area.search'; input: AreaSearchInput; installationInfo: InstallationInfo }
  | { type: 'area.edit' }
  | { type: 'step.update'; step: PersonalStep; draft: StepDraft }
  | StepSubmitEvent
  | { type: 'flow.back' }
  | { type: 'flow.goto'; step: GotoStepId }
  | { type: 'submit.retry' }
  | { type: 'plan.update'; planData: Partial<PlanData> }
  | { type: 'campaign.update'; campaignData: Partial<CampaignData> }
  | { type: 'estimate.update'; estimate: QuoteEstimate }
  | { type: 'settings.update'; isMaintenance: boolean }
  | { type: 'application.reset' }
  | { type: 'draft.restore'; draft: RestoredDraft };

/**
 * A server-side draft as the server gives it back (lib/apply/draft.ts): each step re-parsed with
 * today's schema and the area searched again by the server. `area` and `plan` are null when the
 * draft has none; `parsed` holds the personal steps that pass their schema under the draft's plan,
 * `typed` what the visitor had typed in each (to fill the forms again).
 */
export interface RestoredDraft {
  area: {
    input: AreaSearchInput;
    installationInfo: InstallationInfo;
    areaData: AreaData;
  } | null;
  /** The form step's plan; present only once the plan was confirmed. */
  plan: {
    planData: PlanData;
    campaignData: CampaignData;
    estimate: QuoteEstimate | null;
    /** The server's estimate when it prices the plan differently today. */
    estimateUpdate: EstimateUpdate | null;
  } | null;
  parsed: Partial<StepOutputs>;
  typed: Partial<Record<PersonalStep, StepDraft>>;
}

const emptyCustomerData: FlowCustomerData = {
  installationInfo: null,
  areaData: null,
  areaSearchInput: null,
  form2: null,
  form3: null,
  terms: null,
};

const emptyDrafts: StepDrafts = { form2: null, form3: null, terms: null };

const emptyApplicationDetails: ApplicationDetails = {
  idempotencyKey: null,
  receipt: null,
  isPlanConfirmed: false,
  submitError: null,
  fieldErrors: [],
  estimate: null,
  estimateUpdate: null,
};

function initialContext(input: ApplicationFlowInput | undefined): ApplicationFlowContext {
  return {
    planData: { ...defaultPlanData, ...input?.planData },
    campaignData: { ...defaultCampaignData, ...input?.campaignData },
    customerData: { ...emptyCustomerData },
    drafts: { ...emptyDrafts },
    applicationDetails: {
      ...emptyApplicationDetails,
      ...input?.applicationDetails,
      submitError: null,
      fieldErrors: [],
    },
    isMaintenance: input?.isMaintenance ?? false,
  };
}

/** The parsed values of `step`: those the event submits, else those already held. */
function submittedOrHeld<S extends PersonalStep>(
  context: ApplicationFlowContext,
  step: S,
  event: ApplicationFlowEvent,
): StepOutputs[S] | null {
  if (event.type === 'step.submit' && event.step === step) return event.values as StepOutputs[S];
  return context.customerData[step] as StepOutputs[S] | null;
}

/**
 * The plan/campaign change `next` applied to the context, with the parsed values of the personal
 * steps it invalidates dropped (./step-invalidation.ts).
 */
function withPlanChange(
  context: ApplicationFlowContext,
  next: { planData?: PlanData; campaignData?: CampaignData; customerData?: FlowCustomerData },
): Partial<ApplicationFlowContext> {
  const planData = next.planData ?? context.planData;
  const campaignData = next.campaignData ?? context.campaignData;
  const stale = invalidatedSteps(context, { planData, campaignData });
  const customerData = { ...(next.customerData ?? context.customerData) };
  for (const step of stale) customerData[step] = null;
  return { planData, campaignData, customerData };
}

/**
 * The context a restored draft gives (see {@link RestoredDraft}): the area step's address and the
 * server's result (planData's area fields follow it, planDataFromArea), the plan confirmed when
 * the draft has one, the personal steps' parsed values where today's schema accepted them and
 * what was typed for the forms. The maintenance flag and the persisted application details
 * (receipt, idempotency key, the server's estimate update) stay unless the draft has newer ones.
 */
export function restoredContext(
  context: ApplicationFlowContext,
  draft: RestoredDraft,
): ApplicationFlowContext {
  const base = initialContext(undefined);
  const plan = draft.plan;
  let planData: PlanData = plan ? { ...base.planData, ...plan.planData } : context.planData;
  if (draft.area)
    planData = { ...planData, ...planDataFromArea(draft.area.input, draft.area.areaData) };
  const customerData: FlowCustomerData = {
    ...base.customerData,
    areaSearchInput: draft.area?.input ?? null,
    installationInfo: draft.area?.installationInfo ?? null,
    areaData: draft.area?.areaData ?? null,
  };
  for (const step of PERSONAL_STEPS) {
    (customerData as unknown as Record<string, unknown>)[step] = draft.parsed[step] ?? null;
  }
  const drafts = { ...base.drafts };
  for (const step of PERSONAL_STEPS) drafts[step] = draft.typed[step] ?? null;
  return {
    ...base,
    planData,
    campaignData: plan ? { ...base.campaignData, ...plan.campaignData } : context.campaignData,
    customerData,
    drafts,
    applicationDetails: {
      // The persisted details stay: the receipt, the idempotency key of a submit under way (a
      // retry after the reload sends the same key) and the server's estimate update.
      ...context.applicationDetails,
      isPlanConfirmed: plan !== null && draft.area !== null,
      estimate: plan?.estimate ?? context.applicationDetails.estimate,
      estimateUpdate: plan?.estimateUpdate ?? context.applicationDetails.estimateUpdate,
    },
    isMaintenance: context.isMaintenance,
  };
}

/** Area checked, search succeeded and the address is in the service area (spec 5 and 7). */
export function isAreaCheckedInServiceArea(context: ApplicationFlowContext): boolean {
  const area = context.customerData.areaData;
  return context.planData.isAreaChecked && area?.result === 'success' && area.isServiceArea;
}

/**
 * Whether each step's data is complete, by the registry's steps (lib/apply/steps.ts): the area
 * check in the service area, the plan confirmed, and each personal step's parsed value held (only
 * the step's form produces one, after its schema accepted the values; a plan change that
 * invalidates it drops it). A step is reachable when every step before it is done.
 */
const STEP_DONE: Record<GotoStepId, (c: ApplicationFlowContext) => boolean> = {
  area: isAreaCheckedInServiceArea,
  form: (c) => c.applicationDetails.isPlanConfirmed,
  form2: (c) => c.customerData.form2 !== null,
  form3: (c) => c.customerData.form3 !== null,
  terms: (c) => c.customerData.terms !== null,
};

/** Every step before `step` is done (the fee simulation, form, is open to everyone). */
function isReachable(step: GotoStepId, c: ApplicationFlowContext): boolean {
  if (step === 'form') return true;
  const before = GOTO_STEPS.slice(0, GOTO_STEPS.indexOf(step));
  return before.every((id) => STEP_DONE[id](c));
}

/** The first step of the registry whose data is not complete; terms when all are. */
function firstIncomplete(c: ApplicationFlowContext): GotoStepId {
  return GOTO_STEPS.find((id) => id !== 'terms' && !STEP_DONE[id](c)) ?? 'terms';
}

const isForm3Done = (c: ApplicationFlowContext) => isReachable('terms', c);

function rejectedFields(event: unknown): SubmitFieldError[] {
  const error = (event as { error?: unknown }).error;
  return error instanceof ApplicationRejectedError ? error.fields : [];
}

function rejectedEstimate(event: unknown): EstimateUpdate | null {
  const error = (event as { error?: unknown }).error;
  return error instanceof ApplicationRejectedError ? error.estimateUpdate : null;
}

/** The step holding the first refused field (planData and campaignData belong to the form step). */
function rejectedStep(event: unknown): 'form' | 'form2' | 'form3' | 'terms' | null {
  const head = rejectedFields(event)[0]?.path.split('.')[0];
  if (head === 'form2' || head === 'form3' || head === 'terms') return head;
  if (head === 'planData' || head === 'campaignData') return 'form';
  return null;
}

/**
 * Builds installationInfo/areaData/planData updates from a finished area check: the plan must be
 * confirmed again, and the planData the area decides goes through the invalidation rule.
 */
function areaResultUpdate(
  context: ApplicationFlowContext,
  input: AreaSearchInput,
  installationInfo: InstallationInfo,
  areaData: AreaData,
): Partial<ApplicationFlowContext> {
  return {
    ...withPlanChange(context, {
      customerData: { ...context.customerData, areaData, installationInfo, areaSearchInput: input },
      planData: {
        ...context.planData,
        ...planDataFromArea(input, areaData),
        // A new build without an address is located by a pin on the map (installationInfo).
        isPinGoogleMap: input.isNoAddress && installationInfo.latitude !== null,
      },
    }),
    applicationDetails: { ...context.applicationDetails, isPlanConfirmed: false },
  };
}

/** Keeps the parsed values a personal step submitted. */
const savedStep = (
  step: PersonalStep,
  context: ApplicationFlowContext,
  event: ApplicationFlowEvent,
): Partial<ApplicationFlowContext> =>
  event.type === 'step.submit' && event.step === step
    ? { customerData: { ...context.customerData, [step]: event.values } }
    : {};

/** The state a step's page shows ('flow.goto', a restored draft): the area step its last result. */
const stepTarget = (step: GotoStepId) =>
  step === 'area' ? '#applicationFlow.area.hist' : `#applicationFlow.${step}`;

/** 'flow.goto' transitions to every step of the registry but the current one. */
const gotoTransitions = (except: GotoStepId | null) =>
  GOTO_STEPS.filter((step) => step !== except).map((step) => ({
    target: stepTarget(step),
    guard: { type: 'canGoTo' as const, params: { step } },
  }));

/**
 * 'draft.restore' transitions: to the furthest step the restored draft completes (its first
 * incomplete step), an area check with its result shown.
 */
const restoreTransitions = GOTO_STEPS.map((step) => ({
  target: step === 'area' ? '#applicationFlow.area.restored' : `#applicationFlow.${step}`,
  guard: { type: 'restoresTo' as const, params: { step } },
  actions: 'restoreDraft' as const,
}));

/**
 * The online application (spec sections 2-4): area -> form -> form2 -> form3 -> terms ->
 * submitting -> completed, with submitFailed keeping everything for a retry. Context is the
 * spec's planData, campaignData, customerData and applicationDetails. Real I/O is injected with
 * `provide({ actors: { searchArea, submitApplication } })`; the defaults reject.
 */
export const applicationFlowMachine = setup({
  types: {
    context: {} as ApplicationFlowContext,
    events: {} as ApplicationFlowEvent,
    input: {} as ApplicationFlowInput | undefined,
  },
  actors: {
    searchArea: fromPromise<AreaData, AreaSearchInput>(async () => {
      throw new Error('searchArea actor not provided');
    }),
    submitApplication: fromPromise<ApplicationReceipt, SubmitApplicationInput>(async () => {
      throw new Error('submitApplication actor not provided');
    }),
  },
  guards: {
    isAreaCheckedInServiceArea: ({ context }) => isAreaCheckedInServiceArea(context),
    hasAreaResult: ({ context }) => context.customerData.areaData !== null,
    isAreaSearchFailed: ({ event }) =>
      'output' in event && (event as { output: AreaData }).output.result === 'failed',
    hasForm2: ({ context, event }) => submittedOrHeld(context, 'form2', event) !== null,
    hasForm3: ({ context, event }) => submittedOrHeld(context, 'form3', event) !== null,
    hasTerms: ({ context, event }) => submittedOrHeld(context, 'terms', event) !== null,
    isApplicationComplete: ({ context }) => isForm3Done(context),
    isNotMaintenance: ({ context }) => !context.isMaintenance,
    isRejectedAtForm: ({ event }) => rejectedStep(event) === 'form',
    isRejectedAtForm2: ({ event }) => rejectedStep(event) === 'form2',
    isRejectedAtForm3: ({ event }) => rejectedStep(event) === 'form3',
    isRejectedAtTerms: ({ event }) => rejectedStep(event) === 'terms',
    canGoTo: ({ context, event }, params: { step: GotoStepId }) =>
      event.type === 'flow.goto' && event.step === params.step && isReachable(params.step, context),
    restoresTo: ({ context, event }, params: { step: GotoStepId }) =>
      event.type === 'draft.restore' &&
      firstIncomplete(restoredContext(context, event.draft)) === params.step,
  },
  actions: {
    assignAreaSearchInput: assign(({ context, event }) =>
      event.type === 'area.search'
        ? {
            customerData: {
              ...context.customerData,
              areaSearchInput: event.input,
              installationInfo: event.installationInfo,
            },
          }
        : {},
    ),
    assignAreaResult: assign(({ context, event }) => {
      const output = (event as unknown as { output?: AreaData }).output;
      const { areaSearchInput, installationInfo } = context.customerData;
      if (!output || !areaSearchInput || !installationInfo) return {};
      return areaResultUpdate(context, areaSearchInput, installationInfo, output);
    }),
    markAreaFailed: assign(({ context }) => ({
      planData: { ...context.planData, isAreaChecked: false },
      customerData: {
        ...context.customerData,
        areaData:
          context.customerData.areaData?.result === 'failed' ? context.customerData.areaData : null,
      },
    })),
    confirmPlan: assign(({ context }) => {
      const update = context.applicationDetails.estimateUpdate;
      return {
        applicationDetails: {
          ...context.applicationDetails,
          isPlanConfirmed: true,
          // The visitor has seen the changed lines; the server's clock stays in use.
          estimateUpdate: update ? { ...update, changes: [] } : null,
        },
      };
    }),
    saveDraft: assign(({ context, event }) =>
      event.type === 'step.update'
        ? { drafts: { ...context.drafts, [event.step]: event.draft } }
        : {},
    ),
    saveForm2: assign(({ context, event }) => savedStep('form2', context, event)),
    saveForm3: assign(({ context, event }) => savedStep('form3', context, event)),
    saveTerms: assign(({ context, event }) => savedStep('terms', context, event)),
    ensureIdempotencyKey: assign(({ context }) => ({
      applicationDetails: {
        ...context.applicationDetails,
        idempotencyKey: context.applicationDetails.idempotencyKey ?? crypto.randomUUID(),
        submitError: null,
      },
    })),
    assignReceipt: assign(({ context, event }) => ({
      applicationDetails: {
        ...context.applicationDetails,
        receipt: {
          ...(event as unknown as { output: ApplicationReceipt }).output,
          period: context.customerData.areaData?.period ?? null,
        },
        submitError: null,
      },
    })),
    assignSubmitError: assign(({ context, event }) => {
      const fields = rejectedFields(event);
      return {
        applicationDetails: {
          ...context.applicationDetails,
          submitError: fields.length
            ? `お申し込み内容に誤りがあります：${fields[0]?.message ?? ''}`
            : 'お申し込みを送信できませんでした。通信環境をご確認のうえ、もう一度お試しください。',
          fieldErrors: fields,
        },
      };
    }),
    assignFieldErrors: assign(({ context, event }) => ({
      applicationDetails: {
        ...context.applicationDetails,
        submitError: null,
        fieldErrors: rejectedFields(event),
        estimateUpdate: rejectedEstimate(event) ?? context.applicationDetails.estimateUpdate,
      },
    })),
    clearFieldErrors: assign(({ context }) =>
      context.applicationDetails.fieldErrors.length
        ? { applicationDetails: { ...context.applicationDetails, fieldErrors: [] } }
        : {},
    ),
    clearAfterCompletion: assign(({ context }) => ({
      // Spec 4: customer reset (personal data leaves memory) and estimate reset (keeps isAreaChecked).
      planData: { ...defaultPlanData, isAreaChecked: context.planData.isAreaChecked },
      campaignData: { ...defaultCampaignData },
      customerData: { ...emptyCustomerData },
      drafts: { ...emptyDrafts },
      applicationDetails: {
        ...context.applicationDetails,
        idempotencyKey: null,
        isPlanConfirmed: false,
        submitError: null,
        fieldErrors: [],
        estimate: null,
        estimateUpdate: null,
      },
    })),
    assignPlan: assign(({ context, event }) =>
      event.type === 'plan.update'
        ? withPlanChange(context, { planData: { ...context.planData, ...event.planData } })
        : {},
    ),
    assignCampaign: assign(({ context, event }) =>
      event.type === 'campaign.update'
        ? withPlanChange(context, {
            campaignData: { ...context.campaignData, ...event.campaignData },
          })
        : {},
    ),
    assignEstimate: assign(({ context, event }) =>
      event.type === 'estimate.update'
        ? { applicationDetails: { ...context.applicationDetails, estimate: event.estimate } }
        : {},
    ),
    assignSettings: assign(({ event }) =>
      event.type === 'settings.update' ? { isMaintenance: event.isMaintenance } : {},
    ),
    restoreDraft: assign(({ context, event }) =>
      event.type === 'draft.restore' ? restoredContext(context, event.draft) : {},
    ),
    resetApplication: assign(({ context }) => ({
      ...initialContext(undefined),
      isMaintenance: context.isMaintenance,
    })),
  },
}).createMachine({
  id: 'applicationFlow',
  initial: 'area',
  context: ({ input }) => initialContext(input),
  on: {
    'plan.update': { actions: 'assignPlan' },
    'step.update': { actions: 'saveDraft' },
    'campaign.update': { actions: 'assignCampaign' },
    'estimate.update': { actions: 'assignEstimate' },
    'settings.update': { actions: 'assignSettings' },
    'application.reset': { target: '.area', actions: 'resetApplication' },
    'draft.restore': restoreTransitions,
  },
  states: {
    area: {
      initial: 'editing',
      on: {
        'area.search': { target: '.searching', actions: 'assignAreaSearchInput' },
        'area.edit': { target: '.editing' },
        'flow.goto': gotoTransitions('area'),
      },
      states: {
        // Back to the area step shows the last result again (browser back from /apply/form/).
        hist: { type: 'history' },
        editing: {},
        // A restored draft: the area result when it has one, else the empty form.
        restored: {
          always: [{ guard: 'hasAreaResult', target: 'checked' }, { target: 'editing' }],
        },
        searching: {
          invoke: {
            id: 'areaSearch',
            src: 'searchArea',
            input: ({ context }) => context.customerData.areaSearchInput as AreaSearchInput,
            onDone: [
              {
                guard: 'isAreaSearchFailed',
                target: 'failed',
                actions: ['assignAreaResult', 'markAreaFailed'],
              },
              { target: 'checked', actions: 'assignAreaResult' },
            ],
            onError: { target: 'failed', actions: 'markAreaFailed' },
          },
        },
        checked: {
          on: {
            'step.submit': { guard: 'isAreaCheckedInServiceArea', target: '#applicationFlow.form' },
          },
        },
        failed: {},
      },
    },
    form: {
      on: {
        'step.submit': [
          { guard: 'isAreaCheckedInServiceArea', target: 'form2', actions: 'confirmPlan' },
          { target: 'area', actions: 'confirmPlan' },
        ],
        'flow.back': { target: '#applicationFlow.area.hist' },
        'flow.goto': gotoTransitions('form'),
      },
    },
    form2: {
      on: {
        'step.submit': {
          guard: 'hasForm2',
          target: 'form3',
          actions: ['saveForm2', 'clearFieldErrors'],
        },
        'flow.back': { target: 'form' },
        'flow.goto': gotoTransitions('form2'),
      },
    },
    form3: {
      on: {
        'step.submit': {
          guard: 'hasForm3',
          target: 'terms',
          actions: ['saveForm3', 'clearFieldErrors'],
        },
        'flow.back': { target: 'form2' },
        'flow.goto': gotoTransitions('form3'),
      },
    },
    terms: {
      on: {
        'step.submit': [
          {
            guard: and(['hasTerms', 'isApplicationComplete', 'isNotMaintenance']),
            target: 'submitting',
            actions: ['saveTerms', 'clearFieldErrors', 'ensureIdempotencyKey'],
          },
          // In maintenance the agreements are kept for later; nothing is sent.
          { actions: 'saveTerms' },
        ],
        'flow.back': { target: 'form3' },
        'flow.goto': gotoTransitions('terms'),
      },
    },
    submitting: {
      invoke: {
        id: 'submit',
        src: 'submitApplication',
        input: ({ context }) => ({
          idempotencyKey: context.applicationDetails.idempotencyKey ?? '',
          planData: context.planData,
          campaignData: context.campaignData,
          estimate: context.applicationDetails.estimate,
          customerData: context.customerData,
        }),
        onDone: { target: 'completed', actions: ['assignReceipt', 'clearAfterCompletion'] },
        // A refused field sends the visitor back to its step with the message.
        onError: [
          { guard: 'isRejectedAtForm', target: 'form', actions: 'assignFieldErrors' },
          { guard: 'isRejectedAtForm2', target: 'form2', actions: 'assignFieldErrors' },
          { guard: 'isRejectedAtForm3', target: 'form3', actions: 'assignFieldErrors' },
          { guard: 'isRejectedAtTerms', target: 'terms', actions: 'assignFieldErrors' },
          { target: 'submitFailed', actions: 'assignSubmitError' },
        ],
      },
    },
    submitFailed: {
      on: {
        'submit.retry': { guard: 'isNotMaintenance', target: 'submitting' },
        'flow.back': { target: 'terms' },
        'flow.goto': gotoTransitions(null),
      },
    },
    completed: {},
  },
});

export type ApplicationFlowMachine = typeof applicationFlowMachine;
export type ApplicationFlowSnapshot = SnapshotFrom<ApplicationFlowMachine>;

/** The wizard step a snapshot is on (submitting and submitFailed belong to the terms page). */
export function currentStep(snapshot: ApplicationFlowSnapshot): ApplyStepId {
  if (snapshot.matches('completed')) return 'completed';
  if (snapshot.matches('submitting') || snapshot.matches('submitFailed')) return 'terms';
  const top = typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0];
  return (APPLY_STEPS.find((s) => s.id === top)?.id ?? 'area') as ApplyStepId;
}

/**
 * The first step whose data is not complete, for routing a visitor who opens a later step
 * directly: area (not checked or not served), form (plan not confirmed), form2, form3, terms;
 * completed once the application was accepted.
 */
export function firstIncompleteStep(snapshot: ApplicationFlowSnapshot): ApplyStepId {
  if (snapshot.matches('completed')) return 'completed';
  return firstIncomplete(snapshot.context);
}

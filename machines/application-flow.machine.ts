import { and, assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { planDataFromArea, type AreaSearchInput } from '@/lib/area/search-area';
import {
  defaultCampaignData,
  defaultPlanData,
  type AreaData,
  type CampaignData,
  type InstallationInfo,
  type PlanData,
} from '@/lib/state/types';
import { estimateFor, type Estimate } from '@/lib/pricing/estimate';
import type { EstimateUpdate, QuoteEstimate } from '@/lib/pricing/quote';
import type { PriceBook } from '@/lib/pricing/types';
// Types only: the schemas stay in the step forms' chunks, so pages without a step form ship no zod.
import type { Form2 } from '@/lib/validation/form2';
import type { Form3 } from '@/lib/validation/form3';
import type { Terms } from '@/lib/validation/terms';
import type { StepOutputs } from '@/lib/validation/step-schemas';
import {
  APPLY_STEPS,
  GOTO_STEPS,
  getApplyStep,
  stepOfField,
  type ApplyStepId,
  type GotoStepId,
  type PersonalStepId,
} from './apply-steps';
import {
  ApplicationRejectedError,
  type ApplicationReceipt,
  type FlowCustomerData,
  type SubmitApplicationInput,
  type SubmitFieldError,
} from '@/lib/apply/submission';
import { invalidatedSteps } from './step-invalidation';

/**
 * What a step's form holds while the visitor types (react-hook-form's values, unchecked). Kept in
 * memory only to fill the form again (back, a refused submit); the machine's rules never read it.
 */
export type StepDraft = Readonly<Record<string, unknown>>;

export type { StepOutputs };

/** The drafts of the personal steps (see {@link StepDraft}). Personal: never persisted. */
export type StepDrafts = Record<PersonalStepId, StepDraft | null>;

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
  /**
   * The estimate last shown to the visitor (the form and terms steps; {@link FlowPricing}): sent
   * with the application.
   */
  estimate: QuoteEstimate | null;
  /**
   * The server's estimate after it priced differently: its clock (the steps price at
   * `appliedAt` from then on) and the changed lines (shown on the form step until it is confirmed).
   */
  estimateUpdate: EstimateUpdate | null;
}

/**
 * The fee simulation of the steps that show it (form and terms): the price book the page was
 * rendered with, the instant it was opened, and estimateFor (lib/pricing/estimate.ts) of the
 * context, recomputed by the machine whenever the plan, the campaign choice, the area result or
 * the clock changes. In memory only.
 */
export interface FlowPricing {
  book: PriceBook;
  /** ISO 8601 instant the pricing page was opened. */
  openedAt: string;
  current: Estimate;
}

export interface ApplicationFlowContext {
  planData: PlanData;
  campaignData: CampaignData;
  customerData: FlowCustomerData;
  drafts: StepDrafts;
  applicationDetails: ApplicationDetails;
  /** From settings.maintenance (lib/settings): while true, applications cannot be submitted. */
  isMaintenance: boolean;
  /** Null until a step that shows the fee simulation opened (see {@link FlowPricing}). */
  pricing: FlowPricing | null;
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
  | { type: 'step.update'; step: PersonalStepId; draft: StepDraft }
  | StepSubmitEvent
  | { type: 'flow.back' }
  | { type: 'flow.goto'; step: GotoStepId }
  | { type: 'submit.retry' }
  | { type: 'plan.update'; planData: Partial<PlanData> }
  | { type: 'campaign.update'; campaignData: Partial<CampaignData> }
  /** A page showing the fee simulation opened: the price book it was rendered with, and now. */
  | { type: 'pricing.open'; book: PriceBook; at: string }
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
  typed: Partial<Record<PersonalStepId, StepDraft>>;
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
    pricing: null,
  };
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** What the fee simulation is computed with: the page's price book and its opening instant. */
type PricingInputs = Pick<FlowPricing, 'book' | 'openedAt'>;

/**
 * `context` priced again (estimateFor of lib/pricing/estimate.ts), when a page showing the fee
 * simulation has opened: at the server's instant once it priced differently (the estimate then
 * equals its quote), else at the page's opening. The engine's campaignData (its flags follow the
 * campaign rules; a base campaign that does not apply is dropped and the next one chosen) is
 * applied until it is stable, and becomes the application's with the estimate shown. Objects
 * whose values did not change are kept (the persisted state and the draft compare references).
 */
function withPricing(
  context: ApplicationFlowContext,
  pricing: PricingInputs | null = context.pricing,
): ApplicationFlowContext {
  if (!pricing) return context;
  const at = context.applicationDetails.estimateUpdate?.appliedAt ?? pricing.openedAt;
  let campaignData = context.campaignData;
  let current = estimateFor(context, pricing.book, at);
  for (let i = 0; i < 3 && !sameJson(current.campaignData, campaignData); i++) {
    campaignData = current.campaignData;
    current = estimateFor({ ...context, campaignData }, pricing.book, at);
  }
  // The same area facts keep their object, so the memoised plan choice does not render again.
  const area = context.pricing?.current.area;
  if (area && sameJson(area, current.area)) current = { ...current, area };
  const details = context.applicationDetails;
  return {
    ...context,
    campaignData,
    pricing: { ...pricing, current },
    applicationDetails: sameJson(details.estimate, current.estimate)
      ? details
      : { ...details, estimate: current.estimate },
  };
}

/**
 * The plan/campaign change `next` applied to the context and priced ({@link withPricing}, with
 * `pricing` when given), with the parsed values of the personal steps it invalidates dropped
 * (./step-invalidation.ts).
 */
function withPlanChange(
  context: ApplicationFlowContext,
  next: Partial<ApplicationFlowContext>,
  pricing?: PricingInputs,
): ApplicationFlowContext {
  const merged = { ...context, ...next };
  const changed = withPricing(merged, pricing ?? merged.pricing);
  const stale = invalidatedSteps(context, changed);
  if (stale.length === 0) return changed;
  const customerData = { ...changed.customerData };
  for (const step of stale) customerData[step] = null;
  return { ...changed, customerData };
}

/**
 * The context a restored draft gives (see {@link RestoredDraft}): the area step's address and the
 * server's result (planData's area fields follow it, planDataFromArea), the plan confirmed when
 * the draft has one, the personal steps' parsed values where today's schema accepted them and
 * what was typed for the forms. The maintenance flag and the persisted application details
 * (receipt, idempotency key, the server's estimate update) stay unless the draft has newer ones;
 * an open fee simulation prices the restored plan.
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
    areaSearchInput: draft.area?.input ?? null,
    installationInfo: draft.area?.installationInfo ?? null,
    areaData: draft.area?.areaData ?? null,
    form2: draft.parsed.form2 ?? null,
    form3: draft.parsed.form3 ?? null,
    terms: draft.parsed.terms ?? null,
  };
  const drafts: StepDrafts = {
    form2: draft.typed.form2 ?? null,
    form3: draft.typed.form3 ?? null,
    terms: draft.typed.terms ?? null,
  };
  return withPricing({
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
    pricing: context.pricing,
  });
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

/** The refusal a failed submission carries (an actor's error event), else null. */
function rejectionOf(event: object): ApplicationRejectedError | null {
  return 'error' in event && event.error instanceof ApplicationRejectedError ? event.error : null;
}

/**
 * The step whose page edits the first refused field (the registry's `fields`: planData and
 * campaignData belong to the form step, each personal step's values to it), else null.
 */
function rejectedStep(event: object): ApplyStepId | null {
  const first = rejectionOf(event)?.fields[0];
  return first ? stepOfField(first.path) : null;
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
): ApplicationFlowContext {
  const next = withPlanChange(context, {
    customerData: { ...context.customerData, areaData, installationInfo, areaSearchInput: input },
    planData: {
      ...context.planData,
      ...planDataFromArea(input, areaData),
      // A new build without an address is located by a pin on the map (installationInfo).
      isPinGoogleMap: input.isNoAddress && installationInfo.latitude !== null,
    },
  });
  return { ...next, applicationDetails: { ...next.applicationDetails, isPlanConfirmed: false } };
}

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
 * A refused submission: to the step of the registry whose page edits the first refused field,
 * with the messages at the fields (the steps with `fields`, in flow order).
 */
const rejectionTransitions = GOTO_STEPS.filter((step) => getApplyStep(step).fields.length > 0).map(
  (step) => ({
    target: `#applicationFlow.${step}`,
    guard: { type: 'isRejectedAt' as const, params: { step } },
    actions: 'assignFieldErrors' as const,
  }),
);

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
    isAreaSearchFailed: (_, params: { areaData: AreaData }) => params.areaData.result === 'failed',
    /** The personal step's parsed values: those the submit carries, else those held. */
    hasStepValues: ({ context, event }, params: { step: PersonalStepId }) => {
      assertEvent(event, 'step.submit');
      return event.step === params.step || context.customerData[params.step] !== null;
    },
    isApplicationComplete: ({ context }) => isForm3Done(context),
    isNotMaintenance: ({ context }) => !context.isMaintenance,
    isRejectedAt: ({ event }, params: { step: GotoStepId }) => rejectedStep(event) === params.step,
    canGoTo: ({ context, event }, params: { step: GotoStepId }) => {
      assertEvent(event, 'flow.goto');
      return event.step === params.step && isReachable(params.step, context);
    },
    restoresTo: ({ context, event }, params: { step: GotoStepId }) => {
      assertEvent(event, 'draft.restore');
      return firstIncomplete(restoredContext(context, event.draft)) === params.step;
    },
  },
  actions: {
    assignAreaSearchInput: assign(({ context, event }) => {
      assertEvent(event, 'area.search');
      return {
        customerData: {
          ...context.customerData,
          areaSearchInput: event.input,
          installationInfo: event.installationInfo,
        },
      };
    }),
    assignAreaResult: assign(({ context }, params: { areaData: AreaData }) => {
      const { areaSearchInput, installationInfo } = context.customerData;
      if (!areaSearchInput || !installationInfo) return {};
      return areaResultUpdate(context, areaSearchInput, installationInfo, params.areaData);
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
    saveDraft: assign(({ context, event }) => {
      assertEvent(event, 'step.update');
      return { drafts: { ...context.drafts, [event.step]: event.draft } };
    }),
    /** Keeps the parsed values the personal step submitted. */
    saveStep: assign(({ context, event }, params: { step: PersonalStepId }) => {
      assertEvent(event, 'step.submit');
      if (event.step !== params.step) return {};
      return { customerData: { ...context.customerData, [event.step]: event.values } };
    }),
    ensureIdempotencyKey: assign(({ context }) => ({
      applicationDetails: {
        ...context.applicationDetails,
        idempotencyKey: context.applicationDetails.idempotencyKey ?? crypto.randomUUID(),
        submitError: null,
      },
    })),
    assignReceipt: assign(({ context }, params: { receipt: ApplicationReceipt }) => ({
      applicationDetails: {
        ...context.applicationDetails,
        receipt: { ...params.receipt, period: context.customerData.areaData?.period ?? null },
        submitError: null,
      },
    })),
    assignSubmitError: assign(({ context, event }) => {
      const fields = rejectionOf(event)?.fields ?? [];
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
    /**
     * The refused fields, shown at their step; the server's estimate update (it priced
     * differently) prices the steps at its instant from then on.
     */
    assignFieldErrors: assign(({ context, event }) => {
      const rejection = rejectionOf(event);
      const estimateUpdate = rejection?.estimateUpdate ?? context.applicationDetails.estimateUpdate;
      const details = {
        ...context.applicationDetails,
        submitError: null,
        fieldErrors: rejection?.fields ?? [],
        estimateUpdate,
      };
      return estimateUpdate === context.applicationDetails.estimateUpdate
        ? { applicationDetails: details }
        : withPlanChange(context, { applicationDetails: details });
    }),
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
      // The next application is priced when a page with the fee simulation opens.
      pricing: null,
    })),
    assignPlan: assign(({ context, event }) => {
      assertEvent(event, 'plan.update');
      return withPlanChange(context, { planData: { ...context.planData, ...event.planData } });
    }),
    assignCampaign: assign(({ context, event }) => {
      assertEvent(event, 'campaign.update');
      return withPlanChange(context, {
        campaignData: { ...context.campaignData, ...event.campaignData },
      });
    }),
    /** A page with the fee simulation opened: the application is priced at its opening. */
    openPricing: assign(({ context, event }) => {
      assertEvent(event, 'pricing.open');
      return withPlanChange(context, {}, { book: event.book, openedAt: event.at });
    }),
    assignSettings: assign(({ event }) => {
      assertEvent(event, 'settings.update');
      return { isMaintenance: event.isMaintenance };
    }),
    restoreDraft: assign(({ context, event }) => {
      assertEvent(event, 'draft.restore');
      return restoredContext(context, event.draft);
    }),
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
    'pricing.open': { actions: 'openPricing' },
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
            // Entered only by 'area.search', which carries the address searched.
            input: ({ event }) => {
              assertEvent(event, 'area.search');
              return event.input;
            },
            onDone: [
              {
                guard: {
                  type: 'isAreaSearchFailed',
                  params: ({ event }) => ({ areaData: event.output }),
                },
                target: 'failed',
                actions: [
                  { type: 'assignAreaResult', params: ({ event }) => ({ areaData: event.output }) },
                  'markAreaFailed',
                ],
              },
              {
                target: 'checked',
                actions: {
                  type: 'assignAreaResult',
                  params: ({ event }) => ({ areaData: event.output }),
                },
              },
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
          guard: { type: 'hasStepValues', params: { step: 'form2' } },
          target: 'form3',
          actions: [{ type: 'saveStep', params: { step: 'form2' } }, 'clearFieldErrors'],
        },
        'flow.back': { target: 'form' },
        'flow.goto': gotoTransitions('form2'),
      },
    },
    form3: {
      on: {
        'step.submit': {
          guard: { type: 'hasStepValues', params: { step: 'form3' } },
          target: 'terms',
          actions: [{ type: 'saveStep', params: { step: 'form3' } }, 'clearFieldErrors'],
        },
        'flow.back': { target: 'form2' },
        'flow.goto': gotoTransitions('form3'),
      },
    },
    terms: {
      on: {
        'step.submit': [
          {
            guard: and([
              { type: 'hasStepValues', params: { step: 'terms' } } as const,
              'isApplicationComplete',
              'isNotMaintenance',
            ]),
            target: 'submitting',
            actions: [
              { type: 'saveStep', params: { step: 'terms' } },
              'clearFieldErrors',
              'ensureIdempotencyKey',
            ],
          },
          // In maintenance the agreements are kept for later; nothing is sent.
          { actions: { type: 'saveStep', params: { step: 'terms' } } },
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
        onDone: {
          target: 'completed',
          actions: [
            { type: 'assignReceipt', params: ({ event }) => ({ receipt: event.output }) },
            'clearAfterCompletion',
          ],
        },
        // A refused field sends the visitor back to its step with the message.
        onError: [
          ...rejectionTransitions,
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
  return APPLY_STEPS.find((s) => s.id === top)?.id ?? 'area';
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

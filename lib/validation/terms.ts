import { z } from 'zod';
import { evenWithFieldErrors } from './normalize';
import { chosenTelecomServices, type TermsPlanContext } from './step-dependencies';

export const TERMS_MESSAGES = {
  explanation: '重要事項説明の内容をご確認のうえ、同意してください',
  isNet: '光ネット（インターネット）の提供条件への同意が必要です',
  isPhone: '光電話の提供条件への同意が必要です',
  isTV: '光テレビの提供条件への同意が必要です',
  isGigazo: 'ギガぞうの提供条件への同意が必要です',
} as const;

const agreeOfTelecomServiceInfoSchema = z.object(
  {
    isNet: z.boolean({ error: TERMS_MESSAGES.isNet }).default(false),
    isPhone: z.boolean({ error: TERMS_MESSAGES.isPhone }).default(false),
    isTV: z.boolean({ error: TERMS_MESSAGES.isTV }).default(false),
    isGigazo: z.boolean({ error: TERMS_MESSAGES.isGigazo }).default(false),
  },
  { error: 'サービスごとの同意を選択してください' },
);

const SERVICE_KEYS = ['isNet', 'isPhone', 'isTV', 'isGigazo'] as const;

/**
 * Reports, under `path`, each chosen service whose agreement flag is not true (message at
 * path + 'agreeOfTelecomServiceInfo' + the flag). Used by makeTermsSchema and applicationSchema.
 */
export function checkTelecomAgreements(
  agreements: Partial<Record<(typeof SERVICE_KEYS)[number], unknown>> | undefined,
  plan: TermsPlanContext,
  ctx: z.RefinementCtx,
  path: PropertyKey[] = [],
): void {
  const chosen = chosenTelecomServices(plan);
  for (const key of SERVICE_KEYS) {
    if (chosen[key] && agreements?.[key] !== true) {
      ctx.addIssue({
        code: 'custom',
        message: TERMS_MESSAGES[key],
        path: [...path, 'agreeOfTelecomServiceInfo', key],
      });
    }
  }
}

/**
 * terms. Fields: isAgreeExplanation (must be true: the 重要事項説明 from
 * content service/caution-notes and service/cancellation was shown), agreeOfTelecomServiceInfo
 * { isNet, isPhone, isTV, isGigazo } where each flag of a chosen service (chosenTelecomServices)
 * must be true; flags of services not chosen may be anything. Without `planData` only isNet is
 * required (the net service is always part of an application). `checkServices: false` leaves
 * the service flags to a parent that knows the plan (applicationSchema).
 */
export function makeTermsSchema(
  planData?: TermsPlanContext,
  options: { checkServices?: boolean } = {},
) {
  const { checkServices = true } = options;
  const plan: TermsPlanContext = planData ?? {
    isPhone: false,
    isTV: false,
    isGigazo: false,
    baseMenu: 0,
  };
  return z
    .object(
      {
        isAgreeExplanation: z.boolean({ error: TERMS_MESSAGES.explanation }).default(false),
        agreeOfTelecomServiceInfo: agreeOfTelecomServiceInfoSchema.prefault({}),
      },
      { error: '同意事項を選択してください' },
    )
    .superRefine((v, ctx) => {
      if (v.isAgreeExplanation !== true) {
        ctx.addIssue({
          code: 'custom',
          message: TERMS_MESSAGES.explanation,
          path: ['isAgreeExplanation'],
        });
      }
      if (checkServices) checkTelecomAgreements(v.agreeOfTelecomServiceInfo, plan, ctx);
    }, evenWithFieldErrors);
}

// Built by each caller, not at module load (see form2.ts).
type TermsSchema = ReturnType<typeof makeTermsSchema>;
export type TermsInput = z.input<TermsSchema>;
export type Terms = z.output<TermsSchema>;

/** Unticked terms values for react-hook-form `defaultValues`. */
export const termsDefaultValues = {
  isAgreeExplanation: false,
  agreeOfTelecomServiceInfo: { isNet: false, isPhone: false, isTV: false, isGigazo: false },
} satisfies TermsInput;

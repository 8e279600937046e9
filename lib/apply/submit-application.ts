import { GraphqlRequestError } from '@/lib/graphql/errors';
import { ApplyCtcDocument, type ApplyCtcMutation } from '@/lib/graphql/generated/graphql';
import { requestGraphql, type GraphqlCaller } from '@/lib/graphql/request';
import type { EstimateUpdate } from '@/lib/pricing/quote';
import type { ApplicationInput } from '@/lib/validation/application';
import {
  ApplicationRejectedError,
  newBuildPlaceOf,
  type ApplicationReceipt,
  type SubmitApplicationInput,
} from './submission';

/**
 * The application as applyCTC takes it (applicationSchema of lib/validation/application.ts):
 * planData, campaignData, areaData, installationInfo from the area step, the estimate the visitor
 * saw, and the step values of form2, form3 and terms as the forms hold them.
 */
export function toApplicationInput(
  input: Omit<SubmitApplicationInput, 'idempotencyKey' | 'draftToken'>,
) {
  const { planData, campaignData, estimate, customerData } = input;
  return {
    planData,
    campaignData,
    areaData: customerData.areaData,
    installationInfo: customerData.installationInfo,
    estimate,
    form2: customerData.form2,
    // isCheckedMap: the visitor confirmed the installation place on the map (area step).
    form3: customerData.form3 && {
      ...customerData.form3,
      isCheckedMap: planData.isNoAddress && !!customerData.installationInfo?.image,
    },
    terms: customerData.terms,
  } satisfies Record<keyof ApplicationInput, unknown>;
}

/**
 * Sends one application with applyCTC through the GraphQL caller of lib/graphql (retried by its
 * retry link with the same idempotencyKey, so at most one application is stored). Each step's
 * values were parsed by the step's schema when it was submitted, under the plan they depend on
 * (the machine drops a value a plan change invalidates), so the whole application is parsed once
 * per submit, by the server (applicationSchema, then its own pricing); the fields it refuses
 * (BAD_USER_INPUT) reject with ApplicationRejectedError (paths like 'form2.mail'), with the
 * server's estimateUpdate when it priced differently (path 'planData'). A network, HTTP or other
 * GraphQL failure rejects with GraphqlRequestError; the caller may send again with the same
 * idempotencyKey.
 * Resolves with the receipt number, the new customer's introductionId, the receive time, the
 * stored quote's summary and, for a new build, its place and the server's placeToken. The server
 * deletes the draft of `draftToken` with the stored application.
 * `call` is the caller (tests pass one over their own fetch).
 */
export async function submitApplication(
  input: SubmitApplicationInput,
  call: GraphqlCaller = requestGraphql,
): Promise<ApplicationReceipt> {
  const { idempotencyKey, draftToken = null, ...rest } = input;
  const application = toApplicationInput(rest);
  let result: ApplyCtcMutation['applyCTC'];
  try {
    result = (
      await call(ApplyCtcDocument, {
        formDataJSON: JSON.stringify(application),
        idempotencyKey,
        draftToken,
      })
    ).applyCTC;
  } catch (e) {
    if (e instanceof GraphqlRequestError && e.code === 'BAD_USER_INPUT' && e.fields.length > 0) {
      const estimateUpdate = (e.extensions.estimateUpdate ?? null) as EstimateUpdate | null;
      throw new ApplicationRejectedError([...e.fields], estimateUpdate);
    }
    throw e;
  }
  const newBuild = newBuildPlaceOf(application);
  return {
    receiptNumber: result.receiptNumber,
    introductionId: result.introductionId,
    receivedAt: new Date().toISOString(),
    quote: result.quote ?? null,
    newBuild,
    placeToken: newBuild ? result.receiptToken : null,
  };
}

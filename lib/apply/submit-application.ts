import { graphqlEndpoint, graphqlFetch, graphqlHeaders } from '@/lib/graphql/endpoint';
import { GraphqlRequestError } from '@/lib/graphql/fetch-graphql';
import { APPLY_CTC } from '@/lib/graphql/operations';
import type { EstimateUpdate, QuoteSummary } from '@/lib/pricing/quote';
import { applicationSchema, type ApplicationInput } from '@/lib/validation/application';
import { ApplicationRejectedError, type SubmitFieldError } from './application-rejected';
import type {
  ApplicationReceipt,
  SubmitApplicationInput,
} from '@/machines/application-flow.machine';

/**
 * The application as applyCTC takes it (applicationSchema of lib/validation/application.ts):
 * planData, campaignData, areaData, installationInfo from the area step, the estimate the visitor
 * saw, and the step values of form2, form3 and terms as the forms hold them.
 */
export function toApplicationInput(input: Omit<SubmitApplicationInput, 'idempotencyKey'>): unknown {
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

type ApplyBody = {
  data?: {
    applyCTC?: {
      receiptNumber: string;
      introductionId: string;
      quote?: QuoteSummary | null;
    } | null;
  } | null;
  errors?: {
    message?: string;
    extensions?: { code?: string; fields?: SubmitFieldError[]; estimateUpdate?: EstimateUpdate };
  }[];
};

/**
 * Sends one application with applyCTC. The application is first checked with applicationSchema in
 * the browser (the server runs the same schema, then prices it itself); refused fields reject with
 * ApplicationRejectedError (paths like 'form2.mail'), as does the server's BAD_USER_INPUT, with
 * the server's estimateUpdate when it priced differently (path 'planData'). A
 * network, HTTP or other GraphQL failure rejects with GraphqlRequestError; the caller retries
 * with the same idempotencyKey, so at most one application is stored.
 * Resolves with the receipt number, the new customer's introductionId, the receive time and the
 * stored quote's summary.
 */
export async function submitApplication(
  input: SubmitApplicationInput,
  fetchImpl: typeof fetch = graphqlFetch,
): Promise<ApplicationReceipt> {
  const { idempotencyKey, ...rest } = input;
  const parsed = applicationSchema.safeParse(toApplicationInput(rest));
  if (!parsed.success) {
    throw new ApplicationRejectedError(
      parsed.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message })),
    );
  }
  let res: Response;
  try {
    res = await fetchImpl(graphqlEndpoint(), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json',
        ...graphqlHeaders(),
      },
      body: JSON.stringify({
        query: APPLY_CTC,
        variables: { formDataJSON: JSON.stringify(parsed.data), idempotencyKey },
      }),
    });
  } catch (e) {
    throw new GraphqlRequestError(e instanceof Error ? e.message : 'Network error', 0);
  }
  const body = (await res.json().catch(() => null)) as ApplyBody | null;
  const first = body?.errors?.[0];
  if (first?.extensions?.code === 'BAD_USER_INPUT' && first.extensions.fields?.length) {
    throw new ApplicationRejectedError(
      first.extensions.fields,
      first.extensions.estimateUpdate ?? null,
    );
  }
  const result = body?.data?.applyCTC;
  if (!res.ok || first || !result) {
    throw new GraphqlRequestError(
      first?.message ?? `HTTP ${res.status}`,
      res.ok ? 200 : res.status,
      first?.extensions?.code,
    );
  }
  return {
    receiptNumber: result.receiptNumber,
    introductionId: result.introductionId,
    receivedAt: new Date().toISOString(),
    quote: result.quote ?? null,
  };
}

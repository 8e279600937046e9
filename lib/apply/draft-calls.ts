import {
  ApplicationDraftDocument,
  SaveApplicationDraftDocument,
} from '@/lib/graphql/generated/graphql';
import { requestGraphql, type GraphqlCaller } from '@/lib/graphql/request';
import type { DraftStep } from './draft';

/**
 * Saves one step of the application's server-side draft (saveApplicationDraft): a new draft
 * without `token`. Resolves with the draft's token. Rejects with GraphqlRequestError (the network,
 * or BAD_USER_INPUT for an unknown or expired token: the caller then starts a new draft).
 */
export async function saveDraftStep(
  token: string | null,
  { step, values }: DraftStep,
  call: GraphqlCaller = requestGraphql,
): Promise<string> {
  const { saveApplicationDraft } = await call(SaveApplicationDraftDocument, {
    token,
    step,
    values: JSON.stringify(values),
  });
  return saveApplicationDraft.token;
}

/**
 * The draft of `token` as the server resumes it (applicationDraft: each step parsed with today's
 * schemas, the address searched and the plan priced again; RestoredDraft of the machine), or null
 * when the token is unknown or the draft expired. Rejects with GraphqlRequestError.
 */
export async function loadDraft<T>(
  token: string,
  call: GraphqlCaller = requestGraphql,
): Promise<T | null> {
  const { applicationDraft } = await call(ApplicationDraftDocument, { token });
  return applicationDraft ? (JSON.parse(applicationDraft.draftJSON) as T) : null;
}

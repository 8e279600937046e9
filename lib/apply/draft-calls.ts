import {
  ApplicationDraftDocument,
  RequestDraftResumeLinkDocument,
  ResumeApplicationDraftDocument,
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

/**
 * E-mails the draft's owner a link to resume the draft of `token` in another browser
 * (requestDraftResumeLink; the address is the one saved in the draft's form2 step). Resolves with
 * the link's expiry (ISO 8601 instant). Rejects with GraphqlRequestError: BAD_USER_INPUT at
 * `token` (unknown or expired draft) or `mail` (no valid address saved), or the network.
 */
export async function requestResumeLink(
  token: string,
  call: GraphqlCaller = requestGraphql,
): Promise<string> {
  const { requestDraftResumeLink } = await call(RequestDraftResumeLinkDocument, { token });
  return requestDraftResumeLink.expiresAt;
}

/** The answer of the resume page (resumeApplicationDraft). */
export type DraftResumeAnswer =
  | { result: 'resumed'; token: string }
  | { result: 'unknownLink' | 'wrongPhone' }
  | { result: 'limited'; retryAfterSeconds: number };

/**
 * Opens the draft of an e-mailed link (`linkToken`) when `phone` is a phone number saved in it
 * (resumeApplicationDraft): 'resumed' with the draft's new token, else why not ('limited' with the
 * seconds to wait). Rejects with GraphqlRequestError (the network).
 */
export async function resumeDraftByLink(
  linkToken: string,
  phone: string,
  call: GraphqlCaller = requestGraphql,
): Promise<DraftResumeAnswer> {
  const { resumeApplicationDraft: a } = await call(ResumeApplicationDraftDocument, {
    linkToken,
    phone,
  });
  if (a.result === 'resumed' && a.token) return { result: 'resumed', token: a.token };
  if (a.result === 'limited')
    return { result: 'limited', retryAfterSeconds: a.retryAfterSeconds ?? 60 };
  return { result: a.result === 'wrongPhone' ? 'wrongPhone' : 'unknownLink' };
}

import {
  draftResumeLimiters,
  requestDraftResumeLink as requestLink,
  resumeDraftByLink,
} from '../../db/repositories/draft-resume';
import { resumeDraft, saveDraftStep } from '../../db/repositories/drafts';
import { clientIpOf } from '../../security/rate-limit';
import type { MutationResolvers, QueryResolvers } from '../generated/graphql';

/** saveApplicationDraft(token, step, values): lib/server/db/repositories/drafts.ts saveDraftStep. */
export const saveApplicationDraft: MutationResolvers['saveApplicationDraft'] = async (
  _parent,
  { token, step, values },
  { db },
) => {
  const saved = await saveDraftStep(db, { token, step, valuesJSON: values });
  return { token: saved.token, expiresAt: saved.expiresAt.toISOString() };
};

/** applicationDraft(token): lib/server/db/repositories/drafts.ts resumeDraft; null for an unknown or expired token. */
export const applicationDraft: QueryResolvers['applicationDraft'] = async (
  _parent,
  { token },
  { db },
) => {
  const resumed = await resumeDraft(db, token);
  return resumed
    ? { draftJSON: JSON.stringify(resumed.draft), expiresAt: resumed.expiresAt.toISOString() }
    : null;
};

/** requestDraftResumeLink(token): lib/server/db/repositories/draft-resume.ts requestDraftResumeLink. */
export const requestDraftResumeLink: MutationResolvers['requestDraftResumeLink'] = async (
  _parent,
  { token },
  { db },
) => {
  const sent = await requestLink(db, token);
  return { expiresAt: sent.expiresAt.toISOString() };
};

/**
 * resumeApplicationDraft(linkToken, phone): lib/server/db/repositories/draft-resume.ts resumeDraftByLink, the
 * client known by its address (clientIpOf).
 */
export const resumeApplicationDraft: MutationResolvers['resumeApplicationDraft'] = async (
  _parent,
  { linkToken, phone },
  { db, request },
) => {
  const answer = await resumeDraftByLink(db, draftResumeLimiters(db), {
    linkToken,
    phone,
    clientKey: clientIpOf(request),
  });
  return {
    result: answer.result,
    token: answer.result === 'resumed' ? answer.token : null,
    retryAfterSeconds: answer.result === 'limited' ? answer.retryAfterSeconds : null,
  };
};

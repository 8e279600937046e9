import { resumeDraft, saveDraftStep } from '../drafts';
import type { MutationResolvers, QueryResolvers } from '../generated/graphql';

/** saveApplicationDraft(token, step, values): lib/server/drafts.ts saveDraftStep. */
export const saveApplicationDraft: MutationResolvers['saveApplicationDraft'] = async (
  _parent,
  { token, step, values },
  { db },
) => {
  const saved = await saveDraftStep(db, { token, step, valuesJSON: values });
  return { token: saved.token, expiresAt: saved.expiresAt.toISOString() };
};

/** applicationDraft(token): lib/server/drafts.ts resumeDraft; null for an unknown or expired token. */
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

import { CLIENT_ERROR_LIMITS, notifyClientErrorSchema } from '@/lib/validation/client-error';
import { storeClientErrorReport } from '../../db/repositories/requests';
import { badUserInput } from '../errors';
import type { MutationResolvers } from '../generated/graphql';

/** notifyClientError(title, text): stores a client error report, length-capped (rate-limited as a mutation). */
export const notifyClientError: MutationResolvers['notifyClientError'] = async (
  _parent,
  args,
  { db },
) => {
  const parsed = notifyClientErrorSchema.safeParse({
    title: args.title ?? undefined,
    text: args.text ?? undefined,
  });
  if (!parsed.success) throw badUserInput(parsed.error);
  await storeClientErrorReport(db, {
    title: String(parsed.data.title).slice(0, CLIENT_ERROR_LIMITS.title),
    text: String(parsed.data.text).slice(0, CLIENT_ERROR_LIMITS.text),
  });
  return { result: 'success' };
};

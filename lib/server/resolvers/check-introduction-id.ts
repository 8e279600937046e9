import { eq } from 'drizzle-orm';
import { introductionIds } from '../db/schema';
import { INTRODUCTION_ID_PATTERN, normalizeIntroductionId } from '@/lib/validation/introduction';
import type { QueryResolvers } from '../generated/graphql';

/**
 * checkIntroductionId(introductionId): valid = exists, active and not expired; then the friend
 * campaign amount (yen). Never returns the introducer's personal data (none is stored with it).
 */
export const checkIntroductionId: QueryResolvers['checkIntroductionId'] = async (
  _parent,
  { introductionId },
  { db },
) => {
  const id = normalizeIntroductionId(introductionId.slice(0, 40));
  const invalid = { introductionId: id, isValid: false, campaignAmount: 0 };
  if (!INTRODUCTION_ID_PATTERN.test(id)) return invalid;
  const [row] = await db.select().from(introductionIds).where(eq(introductionIds.id, id));
  if (!row || !row.isActive || (row.expiresAt && row.expiresAt.getTime() < Date.now()))
    return invalid;
  return { introductionId: id, isValid: true, campaignAmount: row.campaignAmount };
};

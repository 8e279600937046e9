import { systemClock } from '@/lib/time';
import { normalizeIntroductionId } from '@/lib/validation/introduction';
import type { QueryResolvers } from '../generated/graphql';
import { findIntroduction, serverPriceBook } from '../../pricing';

/**
 * checkIntroductionId(introductionId): valid = stored, active and not expired (findIntroduction,
 * the same check applyCTC makes); then the friend campaign's amount (yen) from its campaign
 * document. Never returns the introducer's personal data (none is stored with it).
 */
export const checkIntroductionId: QueryResolvers['checkIntroductionId'] = async (
  _parent,
  { introductionId },
  { db },
) => {
  const id = normalizeIntroductionId(introductionId.slice(0, 40));
  const found = await findIntroduction(db, id, systemClock(), serverPriceBook().book);
  return found
    ? {
        introductionId: found.introducerId,
        isValid: true,
        campaignAmount: found.originalFriendCPCost,
      }
    : { introductionId: id, isValid: false, campaignAmount: 0 };
};

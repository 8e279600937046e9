import { sendCheckIntroductionId } from './calls';
import {
  describeIntroduction,
  introductionIdFromSearch,
  resolveIntroduction,
  type IntroductionStatus,
} from './introduction';

/**
 * The friend-link check as one lazily loaded chunk (landing pages load it only when the URL has
 * an introductionId, so they ship no validation code otherwise): the status of the link's id
 * (checkIntroductionId through lib/graphql) and the notice to show for it.
 */
export async function checkFriendLink(
  search: string,
): Promise<{ status: IntroductionStatus; notice: ReturnType<typeof describeIntroduction> }> {
  const status = await resolveIntroduction(
    introductionIdFromSearch(search),
    sendCheckIntroductionId,
  );
  return { status, notice: describeIntroduction(status) };
}

'use client';

import { useEffect } from 'react';
import { useApplicationFlow } from '@/components/apply/flow-context';
import { applyIntroduction } from '@/lib/flows/introduction';
import { loadPersistedState } from '@/lib/state/persisted-state';
import { IntroductionNotice } from './introduction-notice';

/**
 * The friend-link notice inside the application flow (/apply/area/, /apply/form/): a valid id
 * goes to the machine as campaign.update (introducerId, originalFriendCPCost); the fee engine
 * then applies the friend campaign and the application sends the introducer. An introducer
 * confirmed on a landing page (persisted campaignData) is also brought into a flow that was
 * already running in memory.
 */
export function FlowIntroductionNotice() {
  const actor = useApplicationFlow();
  useEffect(() => {
    const stored = loadPersistedState(window.localStorage).campaignData;
    const held = actor.getSnapshot().context.campaignData;
    if (
      stored.introducerId &&
      stored.originalFriendCPCost > 0 &&
      held.introducerId !== stored.introducerId
    ) {
      actor.send({
        type: 'campaign.update',
        campaignData: {
          introducerId: stored.introducerId,
          originalFriendCPCost: stored.originalFriendCPCost,
        },
      });
    }
  }, [actor]);
  return (
    <IntroductionNotice
      onValid={(s) => {
        const next = applyIntroduction(actor.getSnapshot().context.campaignData, s);
        actor.send({
          type: 'campaign.update',
          campaignData: {
            introducerId: next.introducerId,
            originalFriendCPCost: next.originalFriendCPCost,
          },
        });
      }}
    />
  );
}

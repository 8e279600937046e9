'use client';

import { useEffect, useState } from 'react';
import { sendCheckIntroductionId } from '@/lib/flows/calls';
import {
  applyIntroduction,
  describeIntroduction,
  introductionIdFromSearch,
  resolveIntroduction,
  type IntroductionStatus,
} from '@/lib/flows/introduction';
import { loadPersistedState, savePersistedState } from '@/lib/state/persisted-state';

/**
 * Checks the `introductionId` of a friend link once (issue 9 item 3) and says what it means: a
 * valid id is handed to `onValid` (which carries it into the fee simulation and the application);
 * a malformed, unknown, stopped or expired id, or a failed check, is explained and the visitor
 * goes on without it. Renders nothing without the parameter.
 */
export function IntroductionNotice({ onValid }: { onValid: (status: Extract<IntroductionStatus, { kind: 'valid' }>) => void }) {
  const [status, setStatus] = useState<IntroductionStatus | 'checking'>('checking');
  useEffect(() => {
    let live = true;
    const id = introductionIdFromSearch(window.location.search);
    void resolveIntroduction(id, sendCheckIntroductionId).then((s) => {
      if (!live) return;
      if (s.kind === 'valid') onValid(s);
      setStatus(s);
    });
    return () => {
      live = false;
    };
    // Checked once per page view; onValid may change identity without a new link.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (status === 'checking') return null;
  const notice = describeIntroduction(status);
  if (!notice) return null;
  return (
    <div
      role="status"
      data-testid="introduction-notice"
      data-kind={status.kind}
      className={`rounded-lg border-2 bg-white p-4 ${notice.tone === 'success' ? 'border-accent' : 'border-brand'}`}
    >
      <p className="font-bold">{notice.title}</p>
      <p className="mt-1 text-sm leading-6">{notice.text}</p>
    </div>
  );
}

/**
 * The notice for landing pages (/special/lp2/ and the other /special/ pages): a valid introducer
 * is written to the persisted campaignData (introducerId, originalFriendCPCost: not personal data),
 * which the application flow reads when it starts.
 */
export function StoredIntroductionNotice() {
  return (
    <IntroductionNotice
      onValid={(s) => {
        const state = loadPersistedState(window.localStorage);
        savePersistedState(window.localStorage, { ...state, campaignData: applyIntroduction(state.campaignData, s) });
      }}
    />
  );
}

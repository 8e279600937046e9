'use client';

import { useEffect, useState } from 'react';
import type { describeIntroduction, IntroductionStatus } from '@/lib/flows/introduction';
import { loadPersistedState, savePersistedState } from '@/lib/state/persisted-state';

type Valid = Extract<IntroductionStatus, { kind: 'valid' }>;

/**
 * Checks the `introductionId` of a friend link once and says what it means: a
 * valid id is handed to `onValid` (which carries it into the fee simulation and the application);
 * a malformed, unknown, stopped or expired id, or a failed check, is explained and the visitor
 * goes on without it. Renders nothing without the parameter; the check's code
 * (lib/flows/introduction-check.ts) is loaded only when there is one.
 */
export function IntroductionNotice({ onValid }: { onValid: (status: Valid) => void }) {
  const [shown, setShown] = useState<{
    kind: IntroductionStatus['kind'];
    notice: NonNullable<ReturnType<typeof describeIntroduction>>;
  } | null>(null);
  useEffect(() => {
    const search = window.location.search;
    if (!new URLSearchParams(search).has('introductionId')) return;
    let live = true;
    void import('@/lib/flows/introduction-check').then(async ({ checkFriendLink }) => {
      const { status, notice } = await checkFriendLink(search);
      if (!live) return;
      if (status.kind === 'valid') onValid(status);
      if (notice) setShown({ kind: status.kind, notice });
    });
    return () => {
      live = false;
    };
    // Checked once per page view; onValid may change identity without a new link.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (!shown) return null;
  const { notice } = shown;
  return (
    <div
      role="status"
      data-testid="introduction-notice"
      data-kind={shown.kind}
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
        savePersistedState(window.localStorage, {
          ...state,
          campaignData: {
            ...state.campaignData,
            introducerId: s.introductionId,
            originalFriendCPCost: s.amount,
          },
        });
      }}
    />
  );
}

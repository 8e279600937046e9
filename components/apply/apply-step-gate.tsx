'use client';

import { useEffect, useRef } from 'react';
import { useRouter } from 'next/navigation';
import { useSelector } from '@xstate/react';
import { currentStep } from '@/machines/application-flow.machine';
import type { ApplyStepId } from '@/machines/apply-steps';
import { decideRoute, showsHeldReceipt } from '@/machines/route-sync';
import { useApplicationFlow } from './flow-context';

/**
 * Keeps the route and the machine on the same step. Opening a step's route:
 * the machine moves there if its guard allows ('flow.goto'; browser back and forward land here),
 * otherwise the visitor is sent to the first incomplete step. When the machine moves (next, back,
 * submit), the route follows. What the visitor typed survives a reload through the server-side
 * draft (./flow-host.tsx).
 */
export function ApplyStepGate({
  step,
  children,
}: {
  step: ApplyStepId;
  children: React.ReactNode;
}) {
  const actor = useApplicationFlow();
  const router = useRouter();
  const machineStep = useSelector(actor, currentStep);
  // After a reload the machine starts over, but /apply/completed/ still shows the held receipt.
  const showsReceipt = useSelector(actor, (s) => step === 'completed' && showsHeldReceipt(s));
  const inSync = useRef(false);

  useEffect(() => {
    const decision = decideRoute(actor.getSnapshot(), step, inSync.current);
    inSync.current = decision.kind === 'render';
    if (decision.kind === 'goto') actor.send({ type: 'flow.goto', step: decision.step });
    else if (decision.kind === 'push') router.push(decision.path);
    else if (decision.kind === 'replace') router.replace(decision.path);
  }, [actor, machineStep, router, step]);

  if (machineStep !== step && !showsReceipt) {
    return (
      <p role="status" className="mx-auto max-w-[960px] px-4 py-10 text-sm text-neutral-600">
        お申し込み手続きのページへ移動しています…
      </p>
    );
  }
  return <div data-flow-step={step}>{children}</div>;
}

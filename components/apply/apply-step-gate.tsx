'use client';

import { useEffect, useRef } from 'react';
import { useRouter } from 'next/navigation';
import { useSelector } from '@xstate/react';
import { currentStep, firstIncompleteStep } from '@/machines/application-flow.machine';
import { getApplyStep, type ApplyStepId } from '@/machines/apply-steps';
import { useApplicationFlow } from './flow-provider';

/**
 * Keeps the route and the machine on the same step (issue 6 item 1). Opening a step's route:
 * the machine moves there if its guard allows ('flow.goto'; browser back and forward land here),
 * otherwise the visitor is sent to the first incomplete step. When the machine moves (next, back,
 * submit), the route follows. On steps with personal data the browser warns before a reload or
 * leaving the site, since that data is kept only in memory.
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
  const hasPersonalData = useSelector(
    actor,
    (s) => s.context.customerData.installationInfo !== null,
  );
  const inSync = useRef(false);

  useEffect(() => {
    if (machineStep === step) {
      inSync.current = true;
      return;
    }
    if (inSync.current) {
      inSync.current = false;
      router.push(getApplyStep(machineStep).path);
      return;
    }
    const snapshot = actor.getSnapshot();
    if (step !== 'completed' && snapshot.can({ type: 'flow.goto', step })) {
      actor.send({ type: 'flow.goto', step });
      return;
    }
    router.replace(
      getApplyStep(step === 'completed' ? machineStep : firstIncompleteStep(snapshot)).path,
    );
  }, [actor, machineStep, router, step]);

  const warn = getApplyStep(step).isPersonal && hasPersonalData && machineStep === step;
  useEffect(() => {
    if (!warn) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [warn]);

  if (machineStep !== step) {
    return (
      <p role="status" className="mx-auto max-w-[960px] px-4 py-10 text-sm text-neutral-600">
        お申し込み手続きのページへ移動しています…
      </p>
    );
  }
  return <div data-flow-step={step}>{children}</div>;
}

'use client';

import { useSelector } from '@xstate/react';
import { APPLY_STEPS, type ApplyStepId } from '@/machines/apply-steps';
import { currentStep } from '@/machines/application-flow.machine';
import { useApplicationFlow } from './flow-provider';

/** The wizard's progress list: done, current and later steps, from the machine. */
export function StepProgress({ step }: { step: ApplyStepId }) {
  const index = APPLY_STEPS.findIndex((s) => s.id === step);
  return (
    <ol aria-label="お申し込みの流れ" className="flex flex-wrap gap-2 text-xs">
      {APPLY_STEPS.map((s, i) => (
        <li
          key={s.id}
          aria-current={i === index ? 'step' : undefined}
          className={`rounded-full px-3 py-1 ${i === index ? 'bg-brand text-white' : i < index ? 'bg-brand-soft text-brand-dark' : 'bg-neutral-100 text-neutral-600'}`}
        >
          {i + 1}. {s.title}
        </li>
      ))}
    </ol>
  );
}

/**
 * Back and next buttons of a step, sending 'flow.back' and 'step.submit' to the machine. The
 * step components of the next issues pass their values with onNext/onBack instead.
 */
export function StepNavigation({ nextLabel = '次へ進む' }: { nextLabel?: string }) {
  const actor = useApplicationFlow();
  const step = useSelector(actor, currentStep);
  const canBack = useSelector(actor, (s) => s.can({ type: 'flow.back' }));
  const canNext = useSelector(actor, (s) => s.can({ type: 'step.submit' }));
  const isSubmitting = useSelector(actor, (s) => s.matches('submitting'));
  if (step === 'completed') return null;
  return (
    <nav
      aria-label="手続きの移動"
      className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between"
    >
      {canBack ? (
        <button
          type="button"
          onClick={() => actor.send({ type: 'flow.back' })}
          className="rounded-md border border-neutral-300 px-6 py-3 text-sm"
        >
          前の画面に戻る
        </button>
      ) : (
        <span />
      )}
      <button
        type="button"
        disabled={!canNext || isSubmitting}
        onClick={() => actor.send({ type: 'step.submit' })}
        className="rounded-md bg-brand px-6 py-3 text-sm font-bold text-white disabled:opacity-50"
      >
        {nextLabel}
      </button>
    </nav>
  );
}

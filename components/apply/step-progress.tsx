'use client';

import { APPLY_STEPS, type ApplyStepId } from '@/machines/apply-steps';

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

'use client';

/**
 * The back and next buttons under a step's form: next submits the form (validation, then
 * 'step.submit'), back keeps what was typed ('flow.back' with the values).
 */
export function StepButtons({
  onBack,
  nextLabel = '次へ進む',
  busy = false,
}: {
  onBack?: () => void;
  nextLabel?: string;
  busy?: boolean;
}) {
  return (
    <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
      {onBack ? (
        <button
          type="button"
          onClick={onBack}
          className="min-h-12 rounded-full border-2 border-gray-400 bg-white px-6 font-bold"
        >
          前の画面に戻る
        </button>
      ) : (
        <span />
      )}
      <button
        type="submit"
        disabled={busy}
        aria-disabled={busy || undefined}
        className="min-h-12 rounded-full bg-brand px-8 font-bold text-white hover:bg-brand-dark disabled:opacity-60"
      >
        {nextLabel}
      </button>
    </div>
  );
}

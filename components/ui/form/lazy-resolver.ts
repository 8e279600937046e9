import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { loadInTurns, loadOnce } from '@/lib/release/load-once';

/** The form-level message when the validation code cannot be loaded (a lost connection). */
export const SCHEMA_LOAD_ERROR =
  '入力内容を確認できませんでした。通信環境をご確認のうえ、もう一度お試しください。';

/**
 * What every lazily loaded form schema builds on, evaluated before it, each in a task of its own
 * (lib/release/load-once.ts loadInTurns): zod's core, then the rest of zod. One import of a
 * schema module evaluates zod with it in one task: /area/'s first focus ran one of 195–375 ms at
 * 4× CPU, and /apply/form/'s first tap one of 166–324 ms for form2's step (docs/benchmarks.md,
 * rounds of 2026-11-28, evening and late evening). Modules already evaluated cost a timer turn
 * each.
 */
export const ZOD_STAGES = [() => import('zod/v4/core'), () => import('zod')] as const;

/** A react-hook-form resolver that loads itself, and the call that starts the load early. */
export interface LazyResolver<TValues extends FieldValues, TOutput> {
  resolver: Resolver<TValues, unknown, TOutput>;
  /** Starts loading (call it on the form's first focus); never rejects. */
  preload: () => void;
}

/**
 * A resolver whose real resolver (zodResolver of the form's schema) comes from `load`, a dynamic
 * import, on first use: zod and the schemas stay out of the page's first-load scripts, and the
 * form still validates as before once loaded (README "Visitor flows").
 * - The load runs once (lib/release/load-once.ts); concurrent validations share it. It starts
 *   after ZOD_STAGES, so the focus that starts it is followed by several short tasks, not one
 *   long one, and the visitor's first keys are not held up.
 * - A failed load answers a form-level error (`errors.root`, type 'load', SCHEMA_LOAD_ERROR, shown
 *   by ErrorSummary) and no values, so handleSubmit does not submit; the next validation tries
 *   the load again.
 */
export function lazyResolver<TValues extends FieldValues, TOutput>(
  load: () => Promise<Resolver<TValues, unknown, TOutput>>,
): LazyResolver<TValues, TOutput> {
  const loaded = loadOnce(() => loadInTurns([...ZOD_STAGES, load]));
  return {
    preload: () => void loaded().catch(() => undefined),
    resolver: async (values, context, options) => {
      let resolve: Resolver<TValues, unknown, TOutput>;
      try {
        resolve = await loaded();
      } catch {
        const root = { type: 'load', message: SCHEMA_LOAD_ERROR };
        return { values: {}, errors: { root } as FieldErrors<TValues> };
      }
      return resolve(values, context, options);
    },
  };
}

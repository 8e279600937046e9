import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { loadOnce } from '@/lib/release/load-once';

/** The form-level message when the validation code cannot be loaded (a lost connection). */
export const SCHEMA_LOAD_ERROR =
  '入力内容を確認できませんでした。通信環境をご確認のうえ、もう一度お試しください。';

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
 * - The load runs once (lib/release/load-once.ts); concurrent validations share it.
 * - A failed load answers a form-level error (`errors.root`, type 'load', SCHEMA_LOAD_ERROR, shown
 *   by ErrorSummary) and no values, so handleSubmit does not submit; the next validation tries
 *   the load again.
 */
export function lazyResolver<TValues extends FieldValues, TOutput>(
  load: () => Promise<Resolver<TValues, unknown, TOutput>>,
): LazyResolver<TValues, TOutput> {
  const loaded = loadOnce(load);
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

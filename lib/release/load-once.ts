/**
 * Code loaded on first use (a dynamic import, or what is built from one): the returned function
 * starts `load` on its first call and hands every later call the same promise, so concurrent
 * callers share one load. A failed load (spec section 4: a chunk that does not arrive) is
 * forgotten, so the next call tries again; the failure itself still reaches every caller of the
 * attempt that failed. Used by the application flow's steps, the GraphQL caller and the forms'
 * schemas (components/ui/form/lazy-resolver.ts), so that none of them is in a first load.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
}

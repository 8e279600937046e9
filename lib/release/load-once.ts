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

/**
 * Runs `loads` one after another, each in a task of its own: a load starts only after the event
 * loop has had a turn (a timer) since the one before settled, so input that arrives in between is
 * handled before the next module evaluation. A dynamic import evaluates its whole module graph
 * in one task; split this way, a graph that costs one long task costs several shorter ones (the
 * application flow's next step at 4× CPU: docs/benchmarks.md, round of 2026-11-28, evening).
 * Resolves with the last load's value; rejects with the first failure, and the loads after it do
 * not start.
 */
export async function loadInTurns<T>(
  loads: readonly [...(() => Promise<unknown>)[], () => Promise<T>],
): Promise<T> {
  let value: unknown;
  for (const [i, load] of loads.entries()) {
    if (i > 0) await new Promise<void>((resolve) => setTimeout(resolve, 0));
    value = await load();
  }
  return value as T;
}

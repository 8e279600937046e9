/**
 * How long the page's main thread ran in the tasks Lighthouse's simulation keeps, read from a
 * Lighthouse run's Chrome trace (`--save-assets`). Lantern keeps a main-thread task of 10 ms or
 * more as it was observed and multiplies its wall time by the CPU slowdown
 * (`lantern/graph/PageDependencyGraph.js` of @paulirish/trace_engine, SIGNIFICANT_DUR_THRESHOLD_MS;
 * docs/benchmarks.md, round of 2026-11-29, late evening). The trace also gives each task's
 * thread time: where it is well below the wall time, the thread waited (for a core, for another
 * process, for a script still compiling on another thread) and the simulation counts the wait as
 * a phone's work. bench:web prints both for the median run of each page.
 */

/** A Chrome trace event, as far as this module reads it (times in µs). */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: { documentLoaderURL?: string; isLoadingMainFrame?: boolean } };
}

/** Lantern's threshold for keeping a task in its graph by its length (observed ms). */
export const KEPT_TASK_MS = 10;

/** Top-level task events of Chrome's main threads (the scheduler's, by Chrome version). */
const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/**
 * The main frame's main thread (the renderer's thread that began the navigation of an http(s)
 * document, the last such one) and, on it, the top-level tasks of at least `minMs` observed from
 * the navigation's start: their number, their wall time and their thread (CPU) time, in ms.
 * Null when the trace holds no such navigation. A task nested in another is not counted again;
 * a task without thread time (`tdur`) makes cpuMs NaN rather than a guess.
 */
export function keptTaskTime(
  events: readonly TraceEvent[],
  minMs = KEPT_TASK_MS,
): { tasks: number; wallMs: number; cpuMs: number } | null {
  const navigation = events
    .filter(
      (e) =>
        e.name === 'navigationStart' &&
        e.args?.data?.isLoadingMainFrame === true &&
        /^https?:/.test(e.args.data.documentLoaderURL ?? ''),
    )
    .at(-1);
  if (!navigation) return null;
  const tasks = events
    .filter(
      (e) =>
        e.ph === 'X' &&
        TASK_NAMES.has(e.name) &&
        e.pid === navigation.pid &&
        e.tid === navigation.tid &&
        e.ts >= navigation.ts &&
        e.dur !== undefined,
    )
    .sort((a, b) => a.ts - b.ts);
  let tasksKept = 0;
  let wall = 0;
  let cpu = 0;
  let end = -Infinity;
  for (const task of tasks) {
    if (task.ts < end) continue;
    end = task.ts + task.dur!;
    if (task.dur! < minMs * 1000) continue;
    tasksKept += 1;
    wall += task.dur!;
    cpu += task.tdur ?? NaN;
  }
  return { tasks: tasksKept, wallMs: wall / 1000, cpuMs: cpu / 1000 };
}

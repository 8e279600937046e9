import { describe, expect, it } from 'vitest';
import { keptTaskTime, type TraceEvent } from '../../../scripts/lib/trace-tasks';

const PAGE = { pid: 2, tid: 20 };
const navigation = (at: number, url: string, where = PAGE): TraceEvent => ({
  name: 'navigationStart',
  ph: 'R',
  ...where,
  ts: at,
  args: { data: { documentLoaderURL: url, isLoadingMainFrame: true } },
});
/** A task of `ms` wall time and `cpu` thread time starting at `at` ms. */
const task = (at: number, ms: number, cpu: number, where = PAGE, name = 'RunTask'): TraceEvent => ({
  name,
  ph: 'X',
  ...where,
  ts: at * 1000,
  dur: ms * 1000,
  tdur: cpu * 1000,
});

describe("the main thread's kept tasks of a Lighthouse trace (bench:web)", () => {
  it("sums the wall and thread time of the page's tasks of 10 ms or more, once each", () => {
    const events = [
      // The blank page before the navigation, in another renderer (a process swap).
      navigation(0, 'about:blank', { pid: 1, tid: 10 }),
      task(1, 50, 50, { pid: 1, tid: 10 }),
      navigation(100_000, 'http://127.0.0.1:3110/area/'),
      task(50, 40, 40), // before the navigation
      task(110, 30, 12), // kept: waited 18 ms
      task(112, 12, 11, PAGE, 'ThreadControllerImpl::RunTask'), // nested in the one above
      task(150, 9.9, 9.9), // under 10 ms: left out of the simulation
      task(200, 20, 20, PAGE, 'ThreadControllerImpl::RunTask'), // kept
      task(210, 40, 40, { pid: 2, tid: 21 }), // another thread of the renderer
      task(300, 15, 3), // kept
      { name: 'Layout', ph: 'X', ...PAGE, ts: 400_000, dur: 60_000, tdur: 60_000 }, // not a task
    ];
    expect(keptTaskTime(events)).toEqual({ tasks: 3, wallMs: 65, cpuMs: 35 });
    expect(keptTaskTime(events, 5)).toEqual({ tasks: 4, wallMs: 74.9, cpuMs: 44.9 });
  });

  it('follows the last navigation of the main frame to an http document', () => {
    const events = [
      navigation(0, 'http://127.0.0.1:3110/'),
      task(10, 30, 30),
      navigation(1_000_000, 'http://127.0.0.1:3110/area/', { pid: 3, tid: 30 }),
      task(1_010, 20, 5, { pid: 3, tid: 30 }),
    ];
    expect(keptTaskTime(events)).toEqual({ tasks: 1, wallMs: 20, cpuMs: 5 });
  });

  it('gives no figure for a trace without a page navigation, and NaN CPU without thread times', () => {
    expect(keptTaskTime([task(0, 30, 30)])).toBeNull();
    const noThreadTime = { ...task(110, 30, 0), tdur: undefined };
    const result = keptTaskTime([navigation(100_000, 'https://example.test/'), noThreadTime]);
    expect(result?.wallMs).toBe(30);
    expect(result?.cpuMs).toBeNaN();
  });
});

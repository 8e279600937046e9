/**
 * CPU time of the benchmark's processes, read from Linux's /proc (null elsewhere, or for a process
 * that is gone): a server's main thread apart from its other threads (V8's collector and
 * compiler helpers, libuv's pool), and a process with all its children (a Postgres cluster: the
 * postmaster and its backends). bench:api prints it per request beside the requests/s, so a run
 * shows whether an operation is bound by the server's one thread (near 100 % busy) or by waits
 * (round trips, commits) while that thread idles. Seconds of user + system time.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** /proc counts CPU time in USER_HZ ticks, 100 a second in Linux's user-space ABI. */
const TICKS_PER_SECOND = 100;

/**
 * utime + stime, stime alone, and cutime + cstime (the reaped children's) of a /proc `stat` file,
 * in seconds. The command name (field 2) may hold spaces and parentheses, so fields are counted
 * after its last ')'.
 */
function statSeconds(file: string): { own: number; system: number; reaped: number } | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  // After ') ' come field 3 (state) onwards: utime is field 14, so index 11 here.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const ticks = (i: number) => Number(fields[i]);
  return {
    own: (ticks(11) + ticks(12)) / TICKS_PER_SECOND,
    system: ticks(12) / TICKS_PER_SECOND,
    reaped: (ticks(13) + ticks(14)) / TICKS_PER_SECOND,
  };
}

/**
 * CPU seconds of process `pid`: its main thread; the other threads together (those that exited
 * included), and of that the kernel's share (system time: file creation, for one).
 */
export function threadSeconds(
  pid: number,
): { main: number; others: number; othersSystem: number } | null {
  const main = statSeconds(`/proc/${pid}/task/${pid}/stat`);
  const all = statSeconds(`/proc/${pid}/stat`);
  return main && all
    ? { main: main.own, others: all.own - main.own, othersSystem: all.system - main.system }
    : null;
}

/** The pids of `pid`'s live children (every thread's list: a child belongs to the thread that forked it). */
function childrenOf(pid: number): number[] {
  let tasks: string[];
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return [];
  }
  return tasks.flatMap((tid) => {
    try {
      return readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8')
        .split(' ')
        .filter(Boolean)
        .map(Number);
    } catch {
      return [];
    }
  });
}

/**
 * CPU seconds of process `pid` and its descendants: the live ones' own time plus what the exited
 * ones used (counted in their parent's reaped time once it has waited for them).
 */
export function treeSeconds(pid: number): number | null {
  const times = statSeconds(`/proc/${pid}/stat`);
  if (!times) return null;
  return childrenOf(pid).reduce(
    (sum, child) => sum + (treeSeconds(child) ?? 0),
    times.own + times.reaped,
  );
}
